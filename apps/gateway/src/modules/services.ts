import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { vacancyListSearch } from "@rabota/domain/wire/vacancy";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../platform/db/database";
import type { JobQueue } from "../platform/jobs/jobs";
import type { RateLimits } from "../platform/limits/rate-limits";
import type { Mailer } from "../platform/mail/mailer";
import type { PasswordCost } from "../platform/security/passwords";
import { SealedBox } from "../platform/security/sealed-box";
import type { SessionRevocations } from "../platform/security/session-revocations";
import type { AccessTokens } from "../platform/security/session-tokens";
import type { FileStorage } from "../platform/storage/file-storage";
import { FileUrlSigner } from "../platform/storage/signed-urls";
import { AccountService } from "./account";
import { AuthService } from "./auth";
import { CandidateService } from "./candidates";
import { ChatService } from "./chat";
import { CompanyService } from "./company";
import { CompanyPageService } from "./company-page";
import { EmployerService, MembershipService } from "./employer";
import { FileService } from "./files";
import { HiddenService } from "./hidden";
import { HhClient, ImportRunner, ImportService } from "./import";
import { ModerationService } from "./moderation";
import { PlacesService } from "./places";
import { ProfessionDictionary } from "./professions";
import { ProfileService } from "./profile";
import { ResponsesService, VacancySweeps } from "./responses";
import { ReviewService } from "./reviews";
import { SALARY_REFRESH_QUEUE, SalaryRefresh, SalaryService } from "./salaries";
import { SavedSearchService, SearchAlerts, UnsubscribeLinks } from "./searches";
import { ContestService, TestService } from "./tests";
import { reindexCompanyVacancies, VacancyService, visibleVacancy } from "./vacancy";
import { DadataRegistry, VerificationService } from "./verification";

/** The platform parts services are built on. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  accessTokens: AccessTokens;
  revocations: SessionRevocations;
  /** Where services queue background work (pg-boss); sending needs the config's `jobs` on. */
  jobs: JobQueue;
  /** The limits every replica shares (the auth codes' caps). */
  limits: RateLimits;
  /** Where background work reports what it did. */
  log: FastifyBaseLogger;
  /** scrypt's cost of new password hashes (BuildAppOptions' `passwordCost`: test rigs only). */
  passwordCost?: PasswordCost;
}

/** One instance of every module's service, wired to the ones it uses. */
export function createServices(deps: ServiceDeps) {
  const { config, db, now } = deps;
  const companies = new CompanyService(db);
  const memberships = new MembershipService({ db, now, mailer: deps.mailer, companies });
  const auth = new AuthService({
    db,
    now,
    mailer: deps.mailer,
    accessTokens: deps.accessTokens,
    secret: config.jwtSecret,
    revocations: deps.revocations,
    limits: deps.limits,
    passwordCost: deps.passwordCost,
  });
  const files = new FileService({
    db,
    storage: deps.storage,
    signer: new FileUrlSigner(config.jwtSecret),
    maxBytes: AVATAR_MAX_BYTES,
    now,
    // Called only once the services exist: `vacancies` is made below.
    onDeleted: () => vacancies.forgetMemos(),
  });
  const employers = new EmployerService({
    db,
    now,
    auth,
    companies,
    memberships,
    files,
    onCompanyChanged: () => vacancies.forgetMemos(),
    onCompanyRenamed: reindexCompanyVacancies,
  });
  const places = new PlacesService(db);
  const professions = new ProfessionDictionary();
  const profiles: ProfileService = new ProfileService({
    db,
    auth,
    files,
    places,
    professions,
    now,
    onApplicantChanged: (applicantId) => contest.forgetViewer(applicantId),
    // The search's document changes with the profile, in the save's transaction (issue 44).
    onSaved: (tx, applicantId) => candidates.refreshDocument(tx, applicantId),
  });
  const candidates = new CandidateService({
    db,
    now,
    limits: deps.limits,
    profiles,
    fileUrl: (id) => files.downloadUrl(id),
    logoUrl: (id) => files.publicDownloadUrl(id),
  });
  const tests = new TestService({
    db,
    now,
    onResultsChanged: (applicantId) => contest.forgetViewer(applicantId),
  });
  const contest = new ContestService({
    db,
    now,
    profiles,
    tests,
    activeCompanyOf: memberships.activeCompanyOf,
  });
  const chats = new ChatService({
    db,
    now,
    config,
    mailer: deps.mailer,
    jobs: deps.jobs,
    activeCompanyOf: memberships.activeCompanyOf,
  });
  const responses = new ResponsesService({
    db,
    now,
    tests: contest,
    companyExists: (id) => companies.exists(id),
    isFindableBy: (companyId, applicantId) => candidates.isFindableBy(companyId, applicantId),
    rejectUndoMs: config.rejectUndoMs,
    responseStaleAfterMs: config.responseStaleAfterMs,
    onApplied: chats.openOnApply,
  });
  const vacancies = new VacancyService({
    db,
    now,
    places,
    professions,
    tests: {
      forViewer: (applicantId, page) => contest.forViewer(applicantId, page),
      completedCounts: (vacancyIds) => contest.completedCounts(vacancyIds),
      passedTests: (applicantId) => contest.passedTests(applicantId),
      assertInCatalogue: (testName) => tests.assertInCatalogue(testName),
    },
    responseRates: (ids) => responses.responseRates(ids),
    companyName: async (id) => (await companies.find(id))?.companyName,
    activeCompanyOf: memberships.activeCompanyOf,
    vacancyLifetimeMs: config.vacancyLifetimeMs,
    logoUrl: (id) => files.publicDownloadUrl(id),
    // Made below: a new company's first publications wait for a moderator's look (issue 42).
    onPublished: (vacancyId, companyId) => moderation.onPublished(vacancyId, companyId),
    // The salary statistics count a written vacancy within seconds rather than at the next
    // minute's tick; the cron counts whatever a refused or failed send left (issue 45).
    onWritten: config.jobs
      ? () => {
          deps.jobs.send(SALARY_REFRESH_QUEUE, {}, { singletonKey: "write" }).catch((error: unknown) => {
            deps.log.warn({ err: error }, "salary statistics refresh not queued");
          });
        }
      : undefined,
  });
  const verifications = new VerificationService({
    db,
    now,
    registry: new DadataRegistry(config.registry),
    log: deps.log,
    // The badge is on the cards the lists memoise.
    onChanged: () => vacancies.forgetMemos(),
  });
  const hidden = new HiddenService({ db, now, onChanged: () => vacancies.forgetMemos() });
  const vacancySweeps = new VacancySweeps({
    db,
    now,
    mailer: deps.mailer,
    responseStaleAfterMs: config.responseStaleAfterMs,
    vacancyLifetimeMs: config.vacancyLifetimeMs,
    activeMembersOf: async (companyId) => (await memberships.list(companyId)).members,
    vacancyUrl: (id) => `${config.siteOrigin}/vacancies/detail/${id}`,
    onArchived: () => vacancies.forgetMemos(),
  });
  const searches = new SavedSearchService({ db, now, vacancies: vacancies.listing });
  const reviews = new ReviewService({ db, now, companies, onRatingChanged: () => vacancies.forgetMemos() });
  const moderation: ModerationService = new ModerationService({
    db,
    now,
    mailer: deps.mailer,
    siteOrigin: config.siteOrigin,
    auth,
    companies,
    vacancies: vacancies.moderation,
    visibleVacancy: (vacancyId, viewer) => visibleVacancy(db, vacancyId, viewer),
    reviews,
    chats,
    activeCompanyOf: memberships.activeCompanyOf,
    activeMembersOf: async (companyId) => (await memberships.list(companyId)).members,
    isVerified: (companyId) => verifications.isVerified(companyId),
  });
  const { siteOrigin } = config;
  const unsubscribeLinks = new UnsubscribeLinks(config.jwtSecret, siteOrigin);
  const box = config.hh ? new SealedBox(config.hh.tokenKey, "hh-tokens") : null;
  return {
    places,
    professions,
    salaries: new SalaryService({ db, now, professions, places }),
    salaryRefresh: new SalaryRefresh({ db, now }),
    tests,
    contest,
    auth,
    chats,
    companies,
    hidden,
    employers,
    files,
    memberships,
    verifications,
    profiles,
    candidates,
    vacancies,
    responses,
    vacancySweeps,
    searches,
    reviews,
    moderation,
    companyPage: new CompanyPageService({
      db,
      responseRate: (companyId) => responses.responseRate(companyId),
      logoUrl: (id) => files.publicDownloadUrl(id),
    }),
    account: new AccountService({
      db,
      now,
      mailer: deps.mailer,
      storage: deps.storage,
      revocations: deps.revocations,
      auth,
      profiles,
      employers,
      searches,
      hidden,
      vacancies,
      reviews,
      log: deps.log,
    }),
    unsubscribeLinks,
    searchAlerts: new SearchAlerts({
      db,
      now,
      mailer: deps.mailer,
      vacancies: vacancies.listing,
      links: unsubscribeLinks,
      listUrl: (filter) => `${siteOrigin}/vacancies${vacancyListSearch(filter)}`,
      vacancyUrl: (id) => `${siteOrigin}/vacancies/detail/${id}`,
    }),
    imports: new ImportService({
      db,
      now,
      // The user waits on these calls: a few quick tries, then a clear 502.
      client: config.hh ? new HhClient(config.hh, { attempts: 3, maxDelayMs: 3_000 }) : null,
      box,
      jobs: deps.jobs,
      secret: config.jwtSecret,
    }),
    importRunner:
      config.hh && box
        ? new ImportRunner({
            db,
            now,
            // A job can wait: more tries and longer backoff before pg-boss retries the whole run.
            client: new HhClient(config.hh, { attempts: 8, maxDelayMs: 60_000 }),
            box,
            vacancies: vacancies.writes,
            log: deps.log,
          })
        : null,
  };
}

export type Services = ReturnType<typeof createServices>;
