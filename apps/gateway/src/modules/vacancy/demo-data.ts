import { VACANCY_CITIES } from "@rabota/domain/constants";
import type { Experience, OfficeType, VacancyStatus, WorkingSchedule } from "@rabota/domain/enums";
import type { PlaceColumns } from "./writes/place";

/**
 * A vacancy to insert (the demo seed, the benchmark generator, tests); its place's columns
 * optional (none: a free-text city only, as before the places).
 */
export interface NewVacancy extends Partial<Omit<PlaceColumns, "city">> {
  title: string;
  description: string;
  workingExperience: Experience;
  workingSchedule: WorkingSchedule;
  officeType: OfficeType;
  city: string;
  requirements: string;
  objectives: string;
  offerings: string;
  skills: string[];
  qualities: string[];
  positions: string[];
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string | null;
  salaryGross: boolean | null;
  status: VacancyStatus;
}

/**
 * A demo company with its card. No rating: a company has one only from its reviews (issue 42),
 * which the demo's applicants write through the same rules as anyone.
 */
export interface DemoCompany {
  companyName: string;
  city: string;
}

/** What a company hires for: the tracks (kinds of job) its vacancies are drawn from. */
export type TrackId =
  | "frontend"
  | "backend"
  | "analytics"
  | "qa"
  | "design"
  | "sales"
  | "accounting"
  | "hr"
  | "devops"
  | "management";

/** A software company hires across the whole product team. */
const SOFTWARE: readonly TrackId[] = [
  "frontend",
  "backend",
  "qa",
  "design",
  "devops",
  "analytics",
  "management",
];
/** A bank or an insurer: its engineers, analysts and the office. */
const FINANCE: readonly TrackId[] = ["backend", "frontend", "analytics", "qa", "accounting", "sales"];
/** A media, marketing or print business: design, sales and project people. */
const MEDIA: readonly TrackId[] = ["design", "sales", "management", "analytics"];
/** Anyone else (trade, logistics, health, travel, industry): the office and sales. */
const BUSINESS: readonly TrackId[] = ["sales", "accounting", "hr", "analytics", "management"];

/** A demo company's name, city and the tracks it hires for (its field). */
interface DemoCompanyDefinition {
  companyName: string;
  city: (typeof VACANCY_CITIES)[number];
  tracks: readonly TrackId[];
}

/**
 * Made-up companies: the demo must never put invented vacancies and salaries under the names
 * of real employers. Each sits in one city and hires what its name promises, so the demo
 * tells one story (no food company hiring Go developers in a city it is not in); every city
 * of the list filter has some.
 */
const DEMO_COMPANIES: readonly DemoCompanyDefinition[] = [
  { companyName: "Северный код", city: "Санкт-Петербург", tracks: SOFTWARE },
  { companyName: "Облачные системы", city: "Москва", tracks: SOFTWARE },
  { companyName: "Кварц Софт", city: "Новосибирск", tracks: SOFTWARE },
  { companyName: "Полярная звезда Digital", city: "Санкт-Петербург", tracks: SOFTWARE },
  {
    companyName: "Инфолента",
    city: "Казань",
    tracks: ["frontend", "backend", "design", "analytics", "sales"],
  },
  { companyName: "Соты Лаб", city: "Екатеринбург", tracks: SOFTWARE },
  { companyName: "Прямой эфир Медиа", city: "Москва", tracks: MEDIA },
  { companyName: "Гранит Финтех", city: "Екатеринбург", tracks: FINANCE },
  { companyName: "Зелёная миля Логистика", city: "Нижний Новгород", tracks: BUSINESS },
  { companyName: "Орбита Связь", city: "Самара", tracks: ["backend", "devops", "sales", "analytics", "hr"] },
  { companyName: "Лесная Аналитика", city: "Пермь", tracks: ["analytics", "backend", "management"] },
  { companyName: "Синий кит Ритейл", city: "Ростов-на-Дону", tracks: BUSINESS },
  {
    companyName: "Ладья Игры",
    city: "Казань",
    tracks: ["frontend", "backend", "design", "qa", "management"],
  },
  { companyName: "Вектор Роботикс", city: "Новосибирск", tracks: ["backend", "qa", "devops", "management"] },
  { companyName: "Берег Банк Технологии", city: "Москва", tracks: FINANCE },
  { companyName: "Пульс Здоровье", city: "Нижний Новгород", tracks: BUSINESS },
  { companyName: "Магистраль Транспорт", city: "Самара", tracks: BUSINESS },
  { companyName: "Светлячок Образование", city: "Пермь", tracks: ["design", "sales", "hr", "management"] },
  { companyName: "Крона Недвижимость", city: "Краснодар", tracks: ["sales", "accounting", "hr"] },
  { companyName: "Меридиан Путешествия", city: "Москва", tracks: ["sales", "frontend", "design", "hr"] },
  { companyName: "Сорока Маркетинг", city: "Краснодар", tracks: MEDIA },
  { companyName: "Кедр Энерго", city: "Новосибирск", tracks: BUSINESS },
  { companyName: "Паруса Туризм", city: "Краснодар", tracks: ["sales", "hr", "accounting"] },
  { companyName: "Линия вкуса", city: "Ростов-на-Дону", tracks: ["sales", "hr", "accounting"] },
  { companyName: "Типография «Слово»", city: "Самара", tracks: MEDIA },
  { companyName: "Умный склад", city: "Екатеринбург", tracks: ["backend", "analytics", "sales", "hr"] },
  { companyName: "Бюро «Контраст»", city: "Санкт-Петербург", tracks: ["design", "frontend", "management"] },
  { companyName: "Тёплый дом Сервис", city: "Казань", tracks: ["sales", "hr", "accounting"] },
  { companyName: "Уральский станок", city: "Пермь", tracks: BUSINESS },
  { companyName: "Волна Страхование", city: "Ростов-на-Дону", tracks: FINANCE },
  {
    companyName: "Фабрика данных",
    city: "Санкт-Петербург",
    tracks: ["analytics", "backend", "devops", "qa"],
  },
  { companyName: "Росток Агротех", city: "Краснодар", tracks: BUSINESS },
];

/**
 * Towns where the demo companies have branches: every {@link DEMO_BRANCH_EVERY}th vacancy of
 * a company is in one of them, so the place filters (a region taking its towns) have
 * something beyond the ten big cities.
 */
export const DEMO_BRANCH_CITIES = [
  "Тула",
  "Королёв",
  "Когалым",
  "Калуга",
  "Тверь",
  "Ярославль",
  "Химки",
  "Подольск",
  "Сочи",
  "Томск",
  "Иркутск",
  "Владивосток",
  "Сургут",
  "Новомосковск",
] as const;
export const DEMO_BRANCH_EVERY = 5;

/** Streets of the demo addresses (there is one of each in most Russian cities). */
export const DEMO_STREETS = [
  "ул. Ленина",
  "ул. Советская",
  "пр. Мира",
  "ул. Гагарина",
  "ул. Пушкина",
  "ул. Садовая",
  "Набережная ул.",
] as const;

/**
 * The demo employer's own company, «Рабочие решения» in Moscow: a software company building
 * HR services, so it hires its product team, sales and recruiters.
 */
export const DEMO_EMPLOYER_COMPANY = {
  city: "Москва",
  tracks: ["frontend", "backend", "qa", "design", "analytics", "sales", "hr"],
} as const satisfies Omit<DemoCompanyDefinition, "companyName">;

interface Track {
  id: TrackId;
  titles: string[];
  skills: string[];
  positions: string[];
  objectives: string;
  requirements: string;
  salary: [number, number];
}

const TRACKS: Track[] = [
  {
    id: "frontend",
    titles: [
      "Frontend-разработчик",
      "React-разработчик",
      "Старший frontend-разработчик",
      "Ведущий веб-разработчик",
    ],
    skills: ["JavaScript", "TypeScript", "React", "Redux", "HTML", "CSS", "Webpack", "Vite", "Git", "Jest"],
    positions: ["Frontend-разработчик"],
    objectives:
      "Разрабатывать интерфейсы веб-приложений, проводить ревью кода, улучшать производительность страниц.",
    requirements: "Уверенное знание TypeScript и React, понимание работы браузера, опыт работы с Git.",
    salary: [90_000, 350_000],
  },
  {
    id: "backend",
    titles: ["Backend-разработчик на Go", "Python-разработчик", "Java-разработчик", "Разработчик на Node.js"],
    skills: [
      "Go",
      "Python",
      "Java",
      "Node.js",
      "PostgreSQL",
      "Redis",
      "Kafka",
      "Docker",
      "Kubernetes",
      "gRPC",
    ],
    positions: ["Backend-разработчик"],
    objectives:
      "Проектировать и развивать сервисы, писать тесты, участвовать в дежурствах и разборе инцидентов.",
    requirements:
      "Опыт коммерческой разработки серверных приложений, знание SQL, понимание микросервисной архитектуры.",
    salary: [120_000, 450_000],
  },
  {
    id: "analytics",
    titles: ["Аналитик данных", "Бизнес-аналитик", "Системный аналитик", "Продуктовый аналитик"],
    skills: ["SQL", "Python", "Excel", "Power BI", "Tableau", "BPMN", "UML", "A/B-тесты", "Статистика"],
    positions: ["Аналитик"],
    objectives:
      "Собирать и анализировать данные, готовить отчёты для руководства, формулировать требования к системам.",
    requirements: "Знание SQL, опыт построения отчётности, умение ясно излагать выводы.",
    salary: [80_000, 300_000],
  },
  {
    id: "qa",
    titles: ["Тестировщик", "QA-инженер", "Инженер по автоматизации тестирования"],
    skills: ["Тестирование", "Selenium", "Playwright", "Postman", "SQL", "Python", "Jira", "TestRail"],
    positions: ["QA-инженер"],
    objectives: "Тестировать новые функции, писать автотесты, заводить и сопровождать дефекты.",
    requirements: "Понимание теории тестирования, опыт работы с баг-трекером, базовое знание SQL.",
    salary: [60_000, 250_000],
  },
  {
    id: "design",
    titles: ["Дизайнер интерфейсов", "UX/UI-дизайнер", "Продуктовый дизайнер"],
    skills: ["Figma", "UX", "UI", "Прототипирование", "Дизайн-системы", "Adobe Photoshop"],
    positions: ["Дизайнер"],
    objectives: "Проектировать пользовательские сценарии, готовить макеты и развивать дизайн-систему.",
    requirements: "Портфолио с продуктовыми кейсами, уверенное владение Figma.",
    salary: [70_000, 280_000],
  },
  {
    id: "sales",
    titles: ["Менеджер по продажам", "Менеджер по работе с клиентами", "Руководитель отдела продаж"],
    skills: ["Продажи", "Переговоры", "CRM", "Холодные звонки", "B2B", "Деловая переписка"],
    positions: ["Менеджер по продажам"],
    objectives: "Находить новых клиентов, вести переговоры, выполнять план продаж.",
    requirements: "Грамотная речь, опыт продаж, умение работать с CRM.",
    salary: [50_000, 200_000],
  },
  {
    id: "accounting",
    titles: ["Бухгалтер", "Главный бухгалтер", "Финансовый аналитик"],
    skills: ["1С: Бухгалтерия", "Налоговый учёт", "МСФО", "Excel", "Финансовый анализ"],
    positions: ["Бухгалтер"],
    objectives: "Вести учёт, готовить отчётность, взаимодействовать с налоговыми органами.",
    requirements: "Профильное образование, знание 1С и актуального законодательства.",
    salary: [60_000, 220_000],
  },
  {
    id: "hr",
    titles: ["Специалист по подбору персонала", "HR-менеджер", "HR бизнес-партнёр"],
    skills: ["Подбор персонала", "Собеседования", "Адаптация", "HR-аналитика", "Кадровое делопроизводство"],
    positions: ["HR-специалист"],
    objectives: "Закрывать вакансии, проводить собеседования, выстраивать адаптацию новых сотрудников.",
    requirements: "Опыт подбора от года, умение работать с большим потоком кандидатов.",
    salary: [55_000, 180_000],
  },
  {
    id: "devops",
    titles: ["DevOps-инженер", "SRE-инженер", "Системный администратор"],
    skills: ["Linux", "Docker", "Kubernetes", "Terraform", "Ansible", "Prometheus", "Grafana", "CI/CD"],
    positions: ["DevOps-инженер"],
    objectives: "Поддерживать инфраструктуру, автоматизировать выкладки, настраивать мониторинг.",
    requirements: "Уверенное администрирование Linux, опыт с Kubernetes и системами CI/CD.",
    salary: [130_000, 400_000],
  },
  {
    id: "management",
    titles: ["Менеджер проектов", "Продакт-менеджер", "Scrum-мастер"],
    skills: ["Управление проектами", "Agile", "Scrum", "Jira", "Confluence", "Roadmap", "Метрики продукта"],
    positions: ["Менеджер проектов"],
    objectives: "Планировать работу команды, управлять сроками и рисками, общаться с заказчиками.",
    requirements: "Опыт управления проектами в IT, понимание гибких методологий.",
    salary: [120_000, 380_000],
  },
];

const QUALITIES = [
  "Ответственность",
  "Коммуникабельность",
  "Внимательность",
  "Обучаемость",
  "Самостоятельность",
  "Умение работать в команде",
  "Стрессоустойчивость",
  "Инициативность",
];

const OFFERINGS = [
  "Официальное оформление по ТК РФ, ДМС со стоматологией, гибкое начало дня.",
  "Белая зарплата, оплачиваемое обучение и конференции, современная техника.",
  "Удалённая работа из любой точки России, компенсация спорта и английского.",
  "Уютный офис у метро, бесплатные обеды, корпоративные мероприятия.",
  "Годовые бонусы, опцион для ключевых сотрудников, наставник на время адаптации.",
];

const EXPERIENCES: Experience[] = [
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
];
const SCHEDULES: WorkingSchedule[] = [
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_PART_TIME",
  "WORKING_SCHEDULE_INTERNSHIP",
];
const OFFICE_TYPES: OfficeType[] = ["OFFICE_TYPE_OFFICE", "OFFICE_TYPE_HYBRID", "OFFICE_TYPE_REMOTE"];

/** mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickSome<T>(random: () => number, items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(random() * (max - min + 1));
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
}

/** The demo companies (a few dozen), cards included, each with the tracks it hires for. */
export function demoCompanies(): readonly (DemoCompany & { tracks: readonly TrackId[] })[] {
  return DEMO_COMPANIES;
}

/** The job titles a company with these tracks may advertise. */
export function titlesOf(tracks: readonly TrackId[]): Set<string> {
  return new Set(TRACKS.filter((track) => tracks.includes(track.id)).flatMap((track) => track.titles));
}

/**
 * One realistic vacancy drawn from `random`: of the company's city and one of its tracks when
 * a company is given, of any city and track otherwise (tests, the benchmark).
 */
export function generateVacancy(
  random: () => number,
  company?: { city: string; tracks?: readonly TrackId[] },
): NewVacancy {
  const tracks = company?.tracks ? TRACKS.filter((item) => company.tracks?.includes(item.id)) : TRACKS;
  const track = pick(random, tracks);
  const title = pick(random, track.titles);
  const workingExperience = pick(random, EXPERIENCES);
  const officeType = pick(random, OFFICE_TYPES);
  const city = company?.city ?? pick(random, VACANCY_CITIES);
  const [low, high] = track.salary;
  const hasSalary = random() < 0.85;
  const from = Math.round((low + random() * (high - low) * 0.6) / 5000) * 5000;
  const to = random() < 0.7 ? Math.round((from * (1.2 + random() * 0.5)) / 5000) * 5000 : null;
  return {
    title,
    description: `Открыта вакансия «${title}». ${track.objectives}`,
    workingExperience,
    workingSchedule: pick(random, SCHEDULES),
    officeType,
    city,
    requirements: track.requirements,
    objectives: track.objectives,
    offerings: pick(random, OFFERINGS),
    skills: pickSome(random, track.skills, 3, 6),
    qualities: pickSome(random, QUALITIES, 2, 4),
    positions: track.positions,
    salaryFrom: hasSalary ? from : null,
    salaryTo: hasSalary ? to : null,
    salaryCurrency: hasSalary ? "RUB" : null,
    salaryGross: hasSalary ? random() < 0.5 : null,
    status: random() < 0.05 ? "VACANCY_STATUS_ARCHIVED" : "VACANCY_STATUS_ACTIVE",
  };
}

/** The document of the full-text search: title, company, skills, description, requirements. */
export function searchTextOf(
  vacancy: { title: string; skills: string[]; description: string | null; requirements: string | null },
  companyName: string,
) {
  return [
    vacancy.title,
    companyName,
    vacancy.skills.join(" "),
    vacancy.description,
    vacancy.requirements,
  ].join("\n");
}
