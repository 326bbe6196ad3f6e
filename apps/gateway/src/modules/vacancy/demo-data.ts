import { VACANCY_CITIES } from "@rabota/domain/constants";
import type { Experience, OfficeType, VacancyStatus, WorkingSchedule } from "@rabota/domain/enums";

/** A vacancy to insert (the demo seed, the benchmark generator, tests). */
export interface NewVacancy {
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

/** A demo company with its card. */
export interface DemoCompany {
  companyName: string;
  city: string;
  rating: number;
  feedbackCount: number;
}

/** The demo vacancies sit in the cities the list filter offers, so every filter city has some. */
const DEMO_CITIES = VACANCY_CITIES;

/**
 * Made-up companies: the demo must never put invented vacancies and salaries under the names
 * of real employers.
 */
const COMPANY_NAMES = [
  "Северный код",
  "Облачные системы",
  "Кварц Софт",
  "Полярная звезда Digital",
  "Инфолента",
  "Соты Лаб",
  "Прямой эфир Медиа",
  "Гранит Финтех",
  "Зелёная миля Логистика",
  "Орбита Связь",
  "Лесная Аналитика",
  "Синий кит Ритейл",
  "Ладья Игры",
  "Вектор Роботикс",
  "Берег Банк Технологии",
  "Пульс Здоровье",
  "Магистраль Транспорт",
  "Светлячок Образование",
  "Крона Недвижимость",
  "Меридиан Путешествия",
  "Сорока Маркетинг",
  "Кедр Энерго",
  "Паруса Туризм",
  "Линия вкуса",
  "Типография «Слово»",
  "Умный склад",
  "Бюро «Контраст»",
  "Тёплый дом Сервис",
  "Уральский станок",
  "Волна Страхование",
  "Фабрика данных",
  "Росток Агротех",
];

interface Track {
  titles: string[];
  skills: string[];
  positions: string[];
  objectives: string;
  requirements: string;
  salary: [number, number];
}

const TRACKS: Track[] = [
  {
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
    titles: ["Аналитик данных", "Бизнес-аналитик", "Системный аналитик", "Продуктовый аналитик"],
    skills: ["SQL", "Python", "Excel", "Power BI", "Tableau", "BPMN", "UML", "A/B-тесты", "Статистика"],
    positions: ["Аналитик"],
    objectives:
      "Собирать и анализировать данные, готовить отчёты для руководства, формулировать требования к системам.",
    requirements: "Знание SQL, опыт построения отчётности, умение ясно излагать выводы.",
    salary: [80_000, 300_000],
  },
  {
    titles: ["Тестировщик", "QA-инженер", "Инженер по автоматизации тестирования"],
    skills: ["Тестирование", "Selenium", "Playwright", "Postman", "SQL", "Python", "Jira", "TestRail"],
    positions: ["QA-инженер"],
    objectives: "Тестировать новые функции, писать автотесты, заводить и сопровождать дефекты.",
    requirements: "Понимание теории тестирования, опыт работы с баг-трекером, базовое знание SQL.",
    salary: [60_000, 250_000],
  },
  {
    titles: ["Дизайнер интерфейсов", "UX/UI-дизайнер", "Продуктовый дизайнер"],
    skills: ["Figma", "UX", "UI", "Прототипирование", "Дизайн-системы", "Adobe Photoshop"],
    positions: ["Дизайнер"],
    objectives: "Проектировать пользовательские сценарии, готовить макеты и развивать дизайн-систему.",
    requirements: "Портфолио с продуктовыми кейсами, уверенное владение Figma.",
    salary: [70_000, 280_000],
  },
  {
    titles: ["Менеджер по продажам", "Менеджер по работе с клиентами", "Руководитель отдела продаж"],
    skills: ["Продажи", "Переговоры", "CRM", "Холодные звонки", "B2B", "Деловая переписка"],
    positions: ["Менеджер по продажам"],
    objectives: "Находить новых клиентов, вести переговоры, выполнять план продаж.",
    requirements: "Грамотная речь, опыт продаж, умение работать с CRM.",
    salary: [50_000, 200_000],
  },
  {
    titles: ["Бухгалтер", "Главный бухгалтер", "Финансовый аналитик"],
    skills: ["1С: Бухгалтерия", "Налоговый учёт", "МСФО", "Excel", "Финансовый анализ"],
    positions: ["Бухгалтер"],
    objectives: "Вести учёт, готовить отчётность, взаимодействовать с налоговыми органами.",
    requirements: "Профильное образование, знание 1С и актуального законодательства.",
    salary: [60_000, 220_000],
  },
  {
    titles: ["Специалист по подбору персонала", "HR-менеджер", "HR бизнес-партнёр"],
    skills: ["Подбор персонала", "Собеседования", "Адаптация", "HR-аналитика", "Кадровое делопроизводство"],
    positions: ["HR-специалист"],
    objectives: "Закрывать вакансии, проводить собеседования, выстраивать адаптацию новых сотрудников.",
    requirements: "Опыт подбора от года, умение работать с большим потоком кандидатов.",
    salary: [55_000, 180_000],
  },
  {
    titles: ["DevOps-инженер", "SRE-инженер", "Системный администратор"],
    skills: ["Linux", "Docker", "Kubernetes", "Terraform", "Ansible", "Prometheus", "Grafana", "CI/CD"],
    positions: ["DevOps-инженер"],
    objectives: "Поддерживать инфраструктуру, автоматизировать выкладки, настраивать мониторинг.",
    requirements: "Уверенное администрирование Linux, опыт с Kubernetes и системами CI/CD.",
    salary: [130_000, 400_000],
  },
  {
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

/** The demo companies (a few dozen), cards included. */
export function demoCompanies(random = createRandom(2025)): DemoCompany[] {
  return COMPANY_NAMES.map((companyName) => ({
    companyName,
    city: pick(random, DEMO_CITIES),
    rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
    feedbackCount: Math.floor(random() * 900),
  }));
}

/** One realistic vacancy drawn from `random`. */
export function generateVacancy(random: () => number, fallbackCity?: string): NewVacancy {
  const track = pick(random, TRACKS);
  const title = pick(random, track.titles);
  const workingExperience = pick(random, EXPERIENCES);
  const officeType = pick(random, OFFICE_TYPES);
  const city = random() < 0.15 && fallbackCity ? fallbackCity : pick(random, DEMO_CITIES);
  const [low, high] = track.salary;
  const hasSalary = random() < 0.85;
  const from = Math.round((low + random() * (high - low) * 0.6) / 5000) * 5000;
  const to = random() < 0.7 ? Math.round((from * (1.2 + random() * 0.5)) / 5000) * 5000 : null;
  return {
    title,
    description: `${title} в команду, которая делает продукт для миллионов пользователей. ${track.objectives}`,
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
