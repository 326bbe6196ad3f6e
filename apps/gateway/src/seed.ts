import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { sql } from "drizzle-orm";
import { users } from "./db/tables/auth";
import { createModeratorAccount } from "./modules/auth";
import { insertUser } from "./modules/auth/queries";
import { seedDemoCandidates } from "./modules/candidates/seed";
import { insertSupportOperator } from "./modules/chat/queries";
import { CompanyService } from "./modules/company";
import { insertCompany } from "./modules/company/queries";
import { insertMembership } from "./modules/employer/membership-queries";
import { insertEmployer } from "./modules/employer/queries";
import { seedDemoModeration } from "./modules/moderation";
import { PlacesService } from "./modules/places";
import { readApplicantProfile } from "./modules/profile";
import { insertApplicant } from "./modules/profile/queries";
import { seedDemoProfile } from "./modules/profile/seed";
import { seedDemoResponses } from "./modules/responses/seed";
import { seedDemoReviews } from "./modules/reviews";
import { seedDemoSearches } from "./modules/searches/seed";
import { SKILL_BANKS } from "./modules/tests/bank";
import { holdVacancy } from "./modules/vacancy";
import { demoPlaces, seedDemoVacancies } from "./modules/vacancy/seed";
import type { Db } from "./platform/db/database";
import { hashPassword } from "./platform/security/passwords";

/**
 * The demo accounts `npm start` prints; the password meets the password rule (8+ characters,
 * upper- and lower-case letters and digits, §5).
 */
export const DEMO_ACCOUNTS = {
  applicant: { email: "applicant@rabota.demo", password: "Rabota2025!" },
  employer: { email: "employer@rabota.demo", password: "Rabota2025!" },
  /** An employer who asked to join the demo employer's company: a request waiting for a decision. */
  requester: { email: "colleague@rabota.demo", password: "Rabota2025!" },
  /** The support operator: answers every user's support chat. */
  support: { email: "support@rabota.demo", password: "Rabota2025!" },
  /** The moderator (issue 42): the queue of complaints, decisions, the log at /moderation. */
  moderator: { email: "moderator@rabota.demo", password: "Rabota2025!" },
} as const;

export const DEMO_COMPANY_NAME = "Рабочие решения";

/**
 * Applicants who responded to demo vacancies (issue 25), so the employer side has candidates in
 * every status and companies have response rates. They sign in as `candidate1@rabota.demo` …
 * with the demo password.
 */
const DEMO_CANDIDATES = [
  { name: "Ольга", surname: "Соколова", city: "Москва" },
  { name: "Дмитрий", surname: "Волков", city: "Санкт-Петербург" },
  { name: "Екатерина", surname: "Морозова", city: "Казань" },
  { name: "Сергей", surname: "Новиков", city: "Москва" },
  { name: "Анна", surname: "Лебедева", city: "Екатеринбург" },
  { name: "Павел", surname: "Козлов", city: "Новосибирск" },
  { name: "Наталья", surname: "Егорова", city: "Москва" },
  { name: "Артём", surname: "Фёдоров", city: "Самара" },
] as const;

/** The default of `RESPONSE_STALE_AFTER_MS`: the demo answers count for the rate as made in time. */
const DEFAULT_RESPONSE_STALE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Seeds one applicant, one employer with a company (its active member), a second employer
 * whose request to join that company waits for a decision, a support operator, the demo vacancies of a few dozen
 * companies and the candidates' responses to some of them, into an empty database, in one transaction. Returns
 * false (and changes nothing) when any user exists already. `responseStaleAfterMs` is the gateway's
 * `RESPONSE_STALE_AFTER_MS`, for the response rate of the demo responses.
 */
export async function seedDemoData(
  db: Db,
  now: () => Date = () => new Date(),
  responseStaleAfterMs = DEFAULT_RESPONSE_STALE_AFTER_MS,
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const at = now();
  const [applicantHash, employerHash, requesterHash, supportHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.applicant.password),
    hashPassword(DEMO_ACCOUNTS.employer.password),
    hashPassword(DEMO_ACCOUNTS.requester.password),
    hashPassword(DEMO_ACCOUNTS.support.password),
  ]);
  // The demo cities' places, read before the transaction (the dictionary reads outside it).
  const places = await demoPlaces(new PlacesService(db));
  // Every demo person signed up through the form, which carries the personal-data consent.
  const signedUp = { consentVersion: PERSONAL_DATA_CONSENT_VERSION, now: at };
  await db.transaction(async (tx) => {
    const applicantUser = await insertUser(tx, {
      email: DEMO_ACCOUNTS.applicant.email,
      role: "applicant",
      passwordHash: applicantHash,
      name: "Иван",
      surname: "Иванов",
      ...signedUp,
    });
    const applicantId = await insertApplicant(tx, {
      userId: applicantUser,
      city: "Москва",
      dateOfBirth: "1990-01-01",
      now: at,
    });
    // A profile with skills, a wanted position and the city's place: recommendations at once.
    const moscow = places.get("Москва")?.columns;
    await seedDemoProfile(tx, {
      applicantId,
      place: { city: "Москва", areaId: moscow?.areaId ?? null, areaPath: moscow?.areaPath ?? [] },
      dateOfBirth: "1990-01-01",
      now: at,
    });
    await seedDemoSearches(tx, applicantId, at);
    const company = await insertCompany(tx, DEMO_COMPANY_NAME, at);
    const employerUser = await insertUser(tx, {
      email: DEMO_ACCOUNTS.employer.email,
      role: "employer",
      passwordHash: employerHash,
      name: "Мария",
      surname: "Петрова",
      ...signedUp,
    });
    const employerId = await insertEmployer(tx, {
      userId: employerUser,
      companyId: company.id,
      position: "Менеджер по подбору",
      now: at,
    });
    await insertMembership(tx, { employerId, companyId: company.id, status: "active", now: at });
    const requesterUser = await insertUser(tx, {
      email: DEMO_ACCOUNTS.requester.email,
      role: "employer",
      passwordHash: requesterHash,
      name: "Алексей",
      surname: "Смирнов",
      ...signedUp,
    });
    const requesterId = await insertEmployer(tx, {
      userId: requesterUser,
      companyId: company.id,
      position: "HR-специалист",
      now: at,
    });
    await insertMembership(tx, {
      employerId: requesterId,
      companyId: company.id,
      status: "pending",
      now: at,
    });
    // An applicant account (it needs no company) flagged as a support operator.
    const supportUser = await insertUser(tx, {
      email: DEMO_ACCOUNTS.support.email,
      role: "applicant",
      passwordHash: supportHash,
      name: "Служба",
      surname: "поддержки",
      ...signedUp,
    });
    await insertApplicant(tx, { userId: supportUser, city: "Москва", dateOfBirth: null, now: at });
    await insertSupportOperator(tx, supportUser, at);
    const companyIds = await seedDemoVacancies(tx, {
      demoCompanyId: company.id,
      demoCompanyName: DEMO_COMPANY_NAME,
      now: at,
      testFor: demoTestFor,
      places,
    });
    const candidateIds: string[] = [];
    const candidateUserIds: string[] = [];
    for (const [index, candidate] of DEMO_CANDIDATES.entries()) {
      const userId = await insertUser(tx, {
        email: `candidate${index + 1}@rabota.demo`,
        role: "applicant",
        passwordHash: applicantHash,
        name: candidate.name,
        surname: candidate.surname,
        ...signedUp,
      });
      candidateUserIds.push(userId);
      const place = places.get(candidate.city)?.columns;
      candidateIds.push(
        await insertApplicant(tx, {
          userId,
          city: candidate.city,
          areaId: place?.areaId,
          areaPath: place?.areaPath,
          dateOfBirth: null,
          now: at,
        }),
      );
    }
    await seedDemoResponses(tx, { now: at, companyIds, candidateIds, responseStaleAfterMs });
    // Reviews by the candidates of companies they responded to, and the companies' ratings (issue 42).
    await seedDemoReviews(tx, { now: at, candidateIds, companies: new CompanyService(db) });
    await createModeratorAccount(tx, {
      email: DEMO_ACCOUNTS.moderator.email,
      name: "Ирина",
      surname: "Модератова",
      passwordHash: supportHash,
      now: at,
    });
    const heldCompanyId = companyIds[1];
    if (heldCompanyId)
      await seedDemoModeration(tx, {
        now: at,
        complainantIds: candidateUserIds,
        companyId: heldCompanyId,
        hold: holdVacancy,
      });
    await seedDemoCandidates(tx, {
      now: at,
      demoApplicantId: applicantId,
      candidateIds,
      companyIds,
      // A search document carries no photo address (it is signed when read), so none is made here.
      readProfile: (db, id) => readApplicantProfile(db, id, () => ""),
    });
  });
  return true;
}

/** The skill test matching a demo vacancy's track: the first test verifying one of its skills. */
function demoTestFor(skills: readonly string[]): string | undefined {
  const wanted = new Set(skills.map((skill) => skill.toLowerCase()));
  return SKILL_BANKS.find(
    (bank) => bank.testName !== "SKILL_LOGIC" && bank.skills.some((skill) => wanted.has(skill.toLowerCase())),
  )?.testName;
}
