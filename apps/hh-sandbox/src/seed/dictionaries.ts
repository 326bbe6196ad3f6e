/**
 * hh's vocabularies as the sandbox uses them: ids and Russian names from hh's dictionaries
 * (`GET /dictionaries`, `GET /areas`, professional roles), and the job titles the generator
 * draws from. Only what the generated vacancies need.
 */
export type Named = { id: string; name: string };

export type Occupation = {
  title: string;
  role: Named;
  skills: readonly string[];
  /** Monthly gross salary band in rubles. */
  band: readonly [number, number];
  duties: readonly string[];
  requirements: readonly string[];
};

const DEVELOPER: Named = { id: "96", name: "Программист, разработчик" };
const TESTER: Named = { id: "124", name: "Тестировщик" };
const ANALYST: Named = { id: "10", name: "Аналитик" };
const DEVOPS: Named = { id: "160", name: "DevOps-инженер" };
const DESIGNER: Named = { id: "34", name: "Дизайнер, художник" };
const SALES: Named = { id: "70", name: "Менеджер по продажам, менеджер по работе с клиентами" };
const MARKETING: Named = { id: "68", name: "Менеджер по маркетингу, интернет-маркетолог" };
const ACCOUNTANT: Named = { id: "18", name: "Бухгалтер" };
const HR: Named = { id: "69", name: "Менеджер по персоналу" };
const DRIVER: Named = { id: "21", name: "Водитель" };
const COURIER: Named = { id: "58", name: "Курьер" };
const STOREKEEPER: Named = { id: "52", name: "Кладовщик" };
const SUPPORT: Named = { id: "121", name: "Специалист технической поддержки" };
const PROJECT_MANAGER: Named = { id: "107", name: "Руководитель проектов" };
const SYSADMIN: Named = { id: "113", name: "Системный администратор" };
const OPERATOR: Named = { id: "83", name: "Оператор call-центра, специалист контактного центра" };

const CODE_DUTIES = [
  "Разрабатывать новые сервисы и развивать существующие",
  "Проводить код-ревью и помогать коллегам",
  "Писать автоматические тесты",
  "Участвовать в проектировании архитектуры",
  "Разбирать инциденты и улучшать мониторинг",
] as const;

export const OCCUPATIONS: readonly Occupation[] = [
  {
    title: "Backend-разработчик (Go)",
    role: DEVELOPER,
    skills: ["Go", "PostgreSQL", "Kafka", "Docker", "Kubernetes", "gRPC", "Redis"],
    band: [180_000, 350_000],
    duties: CODE_DUTIES,
    requirements: ["Опыт коммерческой разработки на Go", "Уверенное знание SQL", "Понимание микросервисов"],
  },
  {
    title: "Frontend-разработчик (React)",
    role: DEVELOPER,
    skills: ["React", "TypeScript", "JavaScript", "HTML", "CSS", "Redux", "Git"],
    band: [150_000, 300_000],
    duties: CODE_DUTIES,
    requirements: ["Опыт с React и TypeScript", "Умение верстать адаптивно", "Внимание к деталям интерфейса"],
  },
  {
    title: "Java-разработчик",
    role: DEVELOPER,
    skills: ["Java", "Spring Framework", "Hibernate", "PostgreSQL", "Maven", "Kafka"],
    band: [200_000, 380_000],
    duties: CODE_DUTIES,
    requirements: ["Java 17+", "Spring Boot", "Опыт работы с реляционными базами данных"],
  },
  {
    title: "Python-разработчик",
    role: DEVELOPER,
    skills: ["Python", "Django", "FastAPI", "PostgreSQL", "Celery", "Docker"],
    band: [160_000, 320_000],
    duties: CODE_DUTIES,
    requirements: ["Python 3.10+", "Опыт с Django или FastAPI", "Понимание асинхронности"],
  },
  {
    title: "Android-разработчик",
    role: DEVELOPER,
    skills: ["Kotlin", "Android SDK", "Jetpack Compose", "Coroutines", "Git"],
    band: [170_000, 330_000],
    duties: CODE_DUTIES,
    requirements: ["Kotlin", "Опыт публикации приложений в Google Play", "Знание Material Design"],
  },
  {
    title: "1С-программист",
    role: DEVELOPER,
    skills: ["1С: Предприятие 8", "1С: Бухгалтерия", "SQL", "Разработка отчетов"],
    band: [120_000, 250_000],
    duties: ["Дорабатывать конфигурации 1С", "Настраивать обмены данными", "Консультировать пользователей"],
    requirements: ["Опыт разработки на платформе 1С 8.3", "Знание типовых конфигураций"],
  },
  {
    title: "Инженер по тестированию",
    role: TESTER,
    skills: ["Тестирование", "Postman", "SQL", "Jira", "Selenium", "Python"],
    band: [100_000, 220_000],
    duties: ["Тестировать веб-приложения и API", "Писать тест-кейсы", "Автоматизировать регрессию"],
    requirements: ["Знание теории тестирования", "Опыт работы с Postman", "Базовый SQL"],
  },
  {
    title: "Системный аналитик",
    role: ANALYST,
    skills: ["UML", "BPMN", "SQL", "REST", "Confluence", "Системный анализ"],
    band: [150_000, 280_000],
    duties: ["Собирать и формализовать требования", "Проектировать интеграции", "Писать постановки задач"],
    requirements: ["Опыт системного анализа от 2 лет", "Умение читать и писать SQL-запросы"],
  },
  {
    title: "Аналитик данных",
    role: ANALYST,
    skills: ["SQL", "Python", "Pandas", "Tableau", "A/B тесты", "Статистика"],
    band: [130_000, 260_000],
    duties: ["Строить отчеты и дашборды", "Проводить A/B-тесты", "Искать точки роста в данных"],
    requirements: ["Уверенный SQL", "Знание статистики", "Python для анализа данных"],
  },
  {
    title: "DevOps-инженер",
    role: DEVOPS,
    skills: ["Linux", "Kubernetes", "Terraform", "Ansible", "CI/CD", "Prometheus"],
    band: [200_000, 360_000],
    duties: ["Поддерживать инфраструктуру", "Развивать CI/CD", "Настраивать мониторинг и алертинг"],
    requirements: ["Опыт с Kubernetes", "Уверенный Linux", "Инфраструктура как код"],
  },
  {
    title: "Системный администратор",
    role: SYSADMIN,
    skills: ["Linux", "Windows Server", "Active Directory", "Сетевое администрирование", "Bash"],
    band: [80_000, 160_000],
    duties: ["Администрировать серверы и сеть офиса", "Обслуживать рабочие места", "Вести учет техники"],
    requirements: ["Опыт администрирования Windows и Linux", "Знание сетей TCP/IP"],
  },
  {
    title: "Продуктовый дизайнер",
    role: DESIGNER,
    skills: ["Figma", "UX", "UI", "Прототипирование", "Дизайн-системы"],
    band: [140_000, 270_000],
    duties: ["Проектировать интерфейсы", "Проводить юзабилити-тестирования", "Развивать дизайн-систему"],
    requirements: ["Портфолио с продуктовыми кейсами", "Уверенная работа в Figma"],
  },
  {
    title: "Графический дизайнер",
    role: DESIGNER,
    skills: ["Adobe Photoshop", "Adobe Illustrator", "Figma", "Полиграфия", "Брендинг"],
    band: [70_000, 140_000],
    duties: ["Готовить макеты для печати и соцсетей", "Поддерживать фирменный стиль"],
    requirements: ["Портфолио", "Знание Adobe Photoshop и Illustrator"],
  },
  {
    title: "Менеджер по продажам",
    role: SALES,
    skills: ["Активные продажи", "B2B продажи", "Ведение переговоров", "CRM", "Холодные звонки"],
    band: [60_000, 200_000],
    duties: ["Искать и привлекать новых клиентов", "Вести переговоры", "Выполнять план продаж"],
    requirements: ["Опыт продаж от года", "Грамотная речь", "Нацеленность на результат"],
  },
  {
    title: "Менеджер по работе с ключевыми клиентами",
    role: SALES,
    skills: ["Key Account Management", "Деловая переписка", "Ведение переговоров", "Excel"],
    band: [120_000, 250_000],
    duties: ["Развивать отношения с ключевыми клиентами", "Готовить коммерческие предложения"],
    requirements: ["Опыт работы с крупными клиентами", "Уверенный пользователь Excel"],
  },
  {
    title: "Интернет-маркетолог",
    role: MARKETING,
    skills: ["Яндекс.Директ", "Яндекс.Метрика", "Таргетированная реклама", "SEO", "Контент-маркетинг"],
    band: [90_000, 190_000],
    duties: ["Запускать и вести рекламные кампании", "Анализировать воронку", "Работать с подрядчиками"],
    requirements: ["Опыт ведения контекстной рекламы", "Аналитическое мышление"],
  },
  {
    title: "Главный бухгалтер",
    role: ACCOUNTANT,
    skills: ["1С: Бухгалтерия", "Налоговая отчетность", "МСФО", "Бухгалтерская отчетность"],
    band: [150_000, 260_000],
    duties: ["Вести бухгалтерский и налоговый учет", "Сдавать отчетность", "Взаимодействовать с аудиторами"],
    requirements: ["Высшее экономическое образование", "Опыт работы главным бухгалтером от 3 лет"],
  },
  {
    title: "Бухгалтер на первичную документацию",
    role: ACCOUNTANT,
    skills: ["1С: Бухгалтерия", "Первичная документация", "Excel", "ЭДО"],
    band: [55_000, 90_000],
    duties: ["Оформлять первичные документы", "Сверять расчеты с контрагентами"],
    requirements: ["Знание 1С", "Внимательность и аккуратность"],
  },
  {
    title: "HR-менеджер",
    role: HR,
    skills: ["Подбор персонала", "Адаптация персонала", "Проведение собеседований", "HR-бренд"],
    band: [80_000, 150_000],
    duties: ["Закрывать вакансии", "Проводить собеседования", "Выстраивать адаптацию новичков"],
    requirements: ["Опыт подбора от года", "Знание ТК РФ"],
  },
  {
    title: "Водитель категории C",
    role: DRIVER,
    skills: ["Категория C", "Знание города", "Грузоперевозки"],
    band: [70_000, 120_000],
    duties: ["Доставлять грузы по городу и области", "Следить за состоянием автомобиля"],
    requirements: ["Права категории C", "Стаж вождения от 3 лет"],
  },
  {
    title: "Курьер",
    role: COURIER,
    skills: ["Пунктуальность", "Знание города"],
    band: [50_000, 90_000],
    duties: ["Доставлять заказы клиентам", "Принимать оплату"],
    requirements: ["Ответственность", "Смартфон на Android или iOS"],
  },
  {
    title: "Кладовщик",
    role: STOREKEEPER,
    skills: ["Складской учет", "1С: Склад", "Инвентаризация", "Работа с ТСД"],
    band: [50_000, 85_000],
    duties: ["Принимать и отгружать товар", "Проводить инвентаризации"],
    requirements: ["Опыт работы на складе", "Знание 1С будет плюсом"],
  },
  {
    title: "Специалист технической поддержки",
    role: SUPPORT,
    skills: ["Техническая поддержка", "Грамотная речь", "Jira", "Windows"],
    band: [45_000, 80_000],
    duties: [
      "Отвечать на обращения пользователей",
      "Разбирать типовые проблемы",
      "Передавать сложные случаи",
    ],
    requirements: ["Грамотная письменная речь", "Уверенный пользователь ПК"],
  },
  {
    title: "Оператор call-центра",
    role: OPERATOR,
    skills: ["Работа с возражениями", "Грамотная речь", "Телефонные переговоры"],
    band: [40_000, 70_000],
    duties: ["Принимать входящие звонки", "Консультировать клиентов по услугам"],
    requirements: ["Четкая дикция", "Готовность к сменному графику"],
  },
  {
    title: "Руководитель проектов",
    role: PROJECT_MANAGER,
    skills: ["Управление проектами", "Agile", "Scrum", "Jira", "Управление командой"],
    band: [180_000, 320_000],
    duties: ["Планировать сроки и бюджет", "Управлять рисками", "Отчитываться перед заказчиком"],
    requirements: ["Опыт управления ИТ-проектами от 3 лет", "Знание Agile-практик"],
  },
];

/** Areas with hh's real ids: a city is the leaf region a vacancy is published in. */
export const AREAS: readonly Named[] = [
  { id: "1", name: "Москва" },
  { id: "2", name: "Санкт-Петербург" },
  { id: "3", name: "Екатеринбург" },
  { id: "4", name: "Новосибирск" },
  { id: "88", name: "Казань" },
  { id: "66", name: "Нижний Новгород" },
  { id: "53", name: "Краснодар" },
  { id: "78", name: "Самара" },
  { id: "76", name: "Ростов-на-Дону" },
  { id: "26", name: "Воронеж" },
];

export const STREETS: Readonly<Record<string, string>> = {
  "1": "Тверская улица",
  "2": "Невский проспект",
  "3": "улица Малышева",
  "4": "Красный проспект",
  "88": "улица Баумана",
  "66": "Большая Покровская улица",
  "53": "Красная улица",
  "78": "Московское шоссе",
  "76": "Большая Садовая улица",
  "26": "проспект Революции",
};

/** A metro station as hh.ru's address carries it (the line's and station's ids are hh.ru's metro dictionary's). */
export interface MetroStop {
  station_id: string;
  station_name: string;
  line_id: string;
  line_name: string;
}

const stop = (station_id: string, station_name: string, line_id: string, line_name: string): MetroStop => ({
  station_id,
  station_name,
  line_id,
  line_name,
});

/** A few real stations of the areas with a metro (hh.ru's ids), for the addresses near one. */
export const METRO: Readonly<Record<string, readonly MetroStop[]>> = {
  "1": [
    stop("2.122", "Тверская", "2", "Замоскворецкая"),
    stop("2.80", "Маяковская", "2", "Замоскворецкая"),
    stop("8.91", "Третьяковская", "8", "Калининская"),
    stop("2.89", "Новокузнецкая", "2", "Замоскворецкая"),
  ],
  "2": [
    stop("14.197", "Площадь Ленина", "14", "Кировско-Выборгская"),
    stop("15.210", "Проспект Просвещения", "15", "Московско-Петроградская"),
    stop("16.234", "Пролетарская", "16", "Невско-Василеостровская"),
  ],
  "3": [
    stop("48.261", "Проспект Космонавтов", "48", "Север-Юг"),
    stop("48.269", "Чкаловская", "48", "Север-Юг"),
  ],
  "4": [stop("52.294", "Заельцовская", "52", "Ленинская"), stop("52.967", "Спортивная", "52", "Ленинская")],
  "88": [stop("49.275", "Аметьево", "49", "Центральная")],
  "66": [stop("50.278", "Горьковская", "50", "Автозаводская")],
  "78": [stop("54.509", "Алабинская", "54", "Первая"), stop("54.313", "Безымянка", "54", "Первая")],
};

export const EXPERIENCE: readonly Named[] = [
  { id: "noExperience", name: "Нет опыта" },
  { id: "between1And3", name: "От 1 года до 3 лет" },
  { id: "between3And6", name: "От 3 до 6 лет" },
  { id: "moreThan6", name: "Более 6 лет" },
];

/** Old `employment` ids beside the new `employment_form` (+ `internship`) that replaced them. */
export const EMPLOYMENT = {
  full: { old: { id: "full", name: "Полная занятость" }, form: { id: "FULL", name: "Полная занятость" } },
  part: {
    old: { id: "part", name: "Частичная занятость" },
    form: { id: "PART", name: "Частичная занятость" },
  },
  project: {
    old: { id: "project", name: "Проектная работа" },
    form: { id: "PROJECT", name: "Проект или разовое задание" },
  },
  probation: { old: { id: "probation", name: "Стажировка" }, form: { id: "FULL", name: "Полная занятость" } },
} as const;

export const SCHEDULE = {
  fullDay: { id: "fullDay", name: "Полный день" },
  shift: { id: "shift", name: "Сменный график" },
  flexible: { id: "flexible", name: "Гибкий график" },
  remote: { id: "remote", name: "Удаленная работа" },
} as const;

export const WORK_FORMAT = {
  ON_SITE: { id: "ON_SITE", name: "На месте работодателя" },
  REMOTE: { id: "REMOTE", name: "Удалённо" },
  HYBRID: { id: "HYBRID", name: "Гибрид" },
  FIELD_WORK: { id: "FIELD_WORK", name: "Разъездной" },
} as const;

export const WORK_SCHEDULE_BY_DAYS = {
  FIVE_ON_TWO_OFF: { id: "FIVE_ON_TWO_OFF", name: "5/2" },
  TWO_ON_TWO_OFF: { id: "TWO_ON_TWO_OFF", name: "2/2" },
  SIX_ON_ONE_OFF: { id: "SIX_ON_ONE_OFF", name: "6/1" },
  FLEXIBLE: { id: "FLEXIBLE", name: "Свободный" },
} as const;

export const WORKING_HOURS = {
  HOURS_4: { id: "HOURS_4", name: "4 часа" },
  HOURS_8: { id: "HOURS_8", name: "8 часов" },
  HOURS_12: { id: "HOURS_12", name: "12 часов" },
  FLEXIBLE: { id: "FLEXIBLE", name: "По договорённости" },
} as const;

export const SALARY_MODE = {
  MONTH: { id: "MONTH", name: "За месяц" },
  SHIFT: { id: "SHIFT", name: "За смену" },
  HOUR: { id: "HOUR", name: "За час" },
} as const;

export const MONTHLY: Named = { id: "MONTHLY", name: "Раз в месяц" };
export const TWICE_PER_MONTH: Named = { id: "TWICE_PER_MONTH", name: "Два раза в месяц" };
