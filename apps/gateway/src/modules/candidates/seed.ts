import { CANDIDATE_CONSENT_VERSION, type CandidateFields } from "@rabota/domain/wire/candidates";
import { candidateViews, contactRequests } from "../../db/tables/candidates";
import {
  applicantEducations,
  applicantExperiences,
  applicantProfiles,
  applicantSkills,
} from "../../db/tables/profile";
import type { Queryable } from "../../platform/db/database";
import { NO_FIELDS, type ProfileReader, refreshDocument } from "./document-refresh";
import { saveVisibility } from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo candidate's résumé and what they show to employers. */
interface DemoResume {
  position: string;
  income: number;
  phone: string;
  skills: string[];
  job: { company: string; position: string; startDate: string; endDate: string | null; description: string };
  school: { institution: string; specialty: string; endYear: number };
  fields: Partial<CandidateFields>;
}

/** The résumés of the first demo candidates (issue 44), each searchable, updated a day apart. */
const DEMO_RESUMES: readonly DemoResume[] = [
  {
    position: "Аналитик данных",
    income: 160000,
    phone: "+7 916 555-01-23",
    skills: ["SQL", "Python", "Power BI"],
    job: {
      company: "Сбер",
      position: "Аналитик",
      startDate: "2020-03",
      endDate: null,
      description: "Отчётность по розничному кредитованию, витрины данных в ClickHouse",
    },
    school: { institution: "НИУ ВШЭ", specialty: "Прикладная математика", endYear: 2019 },
    fields: { surname: true, employers: true },
  },
  {
    position: "Frontend-разработчик",
    income: 220000,
    phone: "+7 921 555-02-34",
    skills: ["TypeScript", "React", "CSS"],
    job: {
      company: "Ozon",
      position: "Frontend-разработчик",
      startDate: "2018-09",
      endDate: null,
      description: "Личный кабинет продавца: React, дизайн-система, доступность",
    },
    school: { institution: "ИТМО", specialty: "Программная инженерия", endYear: 2018 },
    fields: { surname: true, photo: true },
  },
  {
    position: "Бухгалтер",
    income: 90000,
    phone: "+7 917 555-03-45",
    skills: ["1С:Бухгалтерия", "Налоговый учёт", "Excel"],
    job: {
      company: "Татнефть",
      position: "Бухгалтер по расчётам",
      startDate: "2016-02",
      endDate: "2024-11",
      description: "Расчёты с поставщиками, акты сверки, отчётность по НДС",
    },
    school: { institution: "КФУ", specialty: "Экономика", endYear: 2015 },
    fields: {},
  },
  {
    position: "Менеджер по продажам",
    income: 120000,
    phone: "+7 925 555-04-56",
    skills: ["B2B-продажи", "CRM", "Переговоры"],
    job: {
      company: "МТС",
      position: "Менеджер по работе с корпоративными клиентами",
      startDate: "2021-06",
      endDate: null,
      description: "Ведение 40 корпоративных клиентов, выполнение плана 110 %",
    },
    school: { institution: "РЭУ им. Плеханова", specialty: "Менеджмент", endYear: 2021 },
    fields: { surname: true, birthDate: true },
  },
];

/**
 * The candidate search in the demo (issue 44): résumés for the first demo candidates, searchable;
 * the demo applicant searchable too, opened by two companies and asked for contacts by one; the
 * demo employer's company already given one candidate's contacts. `companyIds`: the demo
 * employer's company first, then other demo companies.
 */
export async function seedDemoCandidates(
  tx: Queryable,
  input: {
    now: Date;
    demoApplicantId: string;
    candidateIds: readonly string[];
    companyIds: readonly string[];
    readProfile: ProfileReader;
  },
): Promise<void> {
  const { now } = input;
  for (const [index, resume] of DEMO_RESUMES.entries()) {
    const applicantId = input.candidateIds[index];
    if (!applicantId) continue;
    await writeResume(tx, applicantId, resume, new Date(now.getTime() - (index + 1) * DAY_MS));
    await makeSearchable(tx, applicantId, resume.fields, input);
  }
  await makeSearchable(tx, input.demoApplicantId, { surname: true }, input);
  const [demoCompany, secondCompany, thirdCompany] = input.companyIds;
  if (secondCompany && thirdCompany) {
    for (const [companyId, daysAgo] of [
      [thirdCompany, 3],
      [secondCompany, 1],
    ] as const) {
      await tx.insert(candidateViews).values({
        applicantId: input.demoApplicantId,
        companyId,
        viewedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
    await tx.insert(contactRequests).values({
      applicantId: input.demoApplicantId,
      companyId: secondCompany,
      message: "Здравствуйте, Иван! Ваш опыт нам интересен — можно с вами связаться?",
      createdAt: new Date(now.getTime() - DAY_MS),
    });
  }
  const analyst = input.candidateIds[0];
  if (demoCompany && analyst) {
    await tx.insert(contactRequests).values({
      applicantId: analyst,
      companyId: demoCompany,
      message: "Добрый день! Ищем аналитика в команду отчётности, обсудим?",
      status: "accepted",
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
      decidedAt: new Date(now.getTime() - DAY_MS),
    });
  }
}

/** Writes the résumé's profile rows (the demo candidates have none before). */
async function writeResume(tx: Queryable, applicantId: string, resume: DemoResume, updatedAt: Date) {
  await tx.insert(applicantProfiles).values({
    applicantId,
    preferredPosition: resume.position,
    phoneNumber: resume.phone,
    preferredIncome: resume.income,
    updatedAt,
  });
  await tx
    .insert(applicantSkills)
    .values(resume.skills.map((name, ordinal) => ({ applicantId, name, ordinal })));
  await tx.insert(applicantExperiences).values({ applicantId, ordinal: 0, ...resume.job });
  await tx.insert(applicantEducations).values({
    applicantId,
    ordinal: 0,
    institution: resume.school.institution,
    specialty: resume.school.specialty,
    endYear: resume.school.endYear,
  });
}

async function makeSearchable(
  tx: Queryable,
  applicantId: string,
  fields: Partial<CandidateFields>,
  input: { now: Date; readProfile: ProfileReader },
) {
  await saveVisibility(tx, {
    applicantId,
    searchable: true,
    fields: { ...NO_FIELDS, ...fields },
    hiddenFrom: [],
    version: CANDIDATE_CONSENT_VERSION,
    now: input.now,
  });
  await refreshDocument(tx, applicantId, input);
}
