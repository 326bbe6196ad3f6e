import { formatHhDate } from "../hh-time.js";
import {
  AREAS,
  EMPLOYMENT,
  EXPERIENCE,
  METRO,
  MONTHLY,
  type Named,
  OCCUPATIONS,
  type Occupation,
  SALARY_MODE,
  SCHEDULE,
  STREETS,
  TWICE_PER_MONTH,
  WORK_FORMAT,
  WORK_SCHEDULE_BY_DAYS,
  WORKING_HOURS,
} from "./dictionaries.js";
import { EMPLOYER } from "./employer.js";
import { type Random, seededRandom } from "./random.js";

/**
 * The seeded employer's vacancies, generated deterministically: vacancy N of a folder is drawn
 * from its own seed, so the ids and contents tests rely on never depend on the configured
 * counts. Ids: active N (0-based) is `120000001 + N`, archived N is `110000001 + N`.
 */
export const FIRST_ACTIVE_ID = 120_000_001;
export const FIRST_ARCHIVED_ID = 110_000_001;
/** The active vacancy whose description carries a `<script>` and an `onclick` (sanitising check). */
export const UNSAFE_VACANCY_ID = String(FIRST_ACTIVE_ID + 2);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** 2026-10-20 10:00 Moscow time: the fixed "now" the seed's dates count back from. */
const SEED_EPOCH_MS = Date.UTC(2026, 9, 20, 7, 0, 0);

type Salary = { from: number | null; to: number | null; currency: string; gross: boolean };
type SalaryRange = Salary & { mode: Named; frequency: Named | null };

/** A vacancy as stored: hh's full vacancy object without the fields that carry the host's URL. */
export type SeedVacancy = {
  id: string;
  name: string;
  /** HTML, as hh's editor produces it. */
  description: string;
  archived: boolean;
  published_at: string;
  created_at: string;
  initial_created_at: string;
  expires_at: string;
  archived_at: string | null;
  area: Named;
  salary: Salary | null;
  salary_range: SalaryRange | null;
  [field: string]: unknown;
};

export function generateVacancies(active: number, archived: number): SeedVacancy[] {
  return [
    ...Array.from({ length: active }, (_, index) => generateVacancy(index, false)),
    ...Array.from({ length: archived }, (_, index) => generateVacancy(index, true)),
  ];
}

type WorkProfile = {
  employment: keyof typeof EMPLOYMENT;
  schedule: Named;
  workFormat: Named[];
  days: Named[];
  hours: Named[];
  nightShifts: boolean;
};

const WORK_PROFILES: readonly WorkProfile[] = [
  {
    employment: "full",
    schedule: SCHEDULE.fullDay,
    workFormat: [WORK_FORMAT.ON_SITE],
    days: [WORK_SCHEDULE_BY_DAYS.FIVE_ON_TWO_OFF],
    hours: [WORKING_HOURS.HOURS_8],
    nightShifts: false,
  },
  {
    employment: "full",
    schedule: SCHEDULE.fullDay,
    workFormat: [WORK_FORMAT.HYBRID],
    days: [WORK_SCHEDULE_BY_DAYS.FIVE_ON_TWO_OFF],
    hours: [WORKING_HOURS.HOURS_8],
    nightShifts: false,
  },
  {
    employment: "full",
    schedule: SCHEDULE.remote,
    workFormat: [WORK_FORMAT.REMOTE],
    days: [WORK_SCHEDULE_BY_DAYS.FIVE_ON_TWO_OFF],
    hours: [WORKING_HOURS.HOURS_8],
    nightShifts: false,
  },
  {
    employment: "full",
    schedule: SCHEDULE.shift,
    workFormat: [WORK_FORMAT.ON_SITE],
    days: [WORK_SCHEDULE_BY_DAYS.TWO_ON_TWO_OFF],
    hours: [WORKING_HOURS.HOURS_12],
    nightShifts: true,
  },
  {
    employment: "part",
    schedule: SCHEDULE.flexible,
    workFormat: [WORK_FORMAT.ON_SITE, WORK_FORMAT.REMOTE],
    days: [WORK_SCHEDULE_BY_DAYS.FLEXIBLE],
    hours: [WORKING_HOURS.HOURS_4],
    nightShifts: false,
  },
  {
    employment: "project",
    schedule: SCHEDULE.remote,
    workFormat: [WORK_FORMAT.REMOTE],
    days: [WORK_SCHEDULE_BY_DAYS.FLEXIBLE],
    hours: [WORKING_HOURS.FLEXIBLE],
    nightShifts: false,
  },
  {
    employment: "probation",
    schedule: SCHEDULE.fullDay,
    workFormat: [WORK_FORMAT.ON_SITE],
    days: [WORK_SCHEDULE_BY_DAYS.FIVE_ON_TWO_OFF],
    hours: [WORKING_HOURS.HOURS_8],
    nightShifts: false,
  },
  {
    employment: "full",
    schedule: SCHEDULE.fullDay,
    workFormat: [WORK_FORMAT.FIELD_WORK],
    days: [WORK_SCHEDULE_BY_DAYS.SIX_ON_ONE_OFF],
    hours: [WORKING_HOURS.HOURS_8],
    nightShifts: false,
  },
];

/** Salary shapes in turn, so every handful of vacancies covers them all. */
const SALARY_KINDS = [
  "range-gross",
  "none",
  "from-net",
  "to-gross",
  "range-net",
  "from-gross",
  "foreign",
] as const;

function generateVacancy(index: number, archived: boolean): SeedVacancy {
  const random = seededRandom((archived ? 0x5eed_a000 : 0x5eed_0000) + index * 7919);
  const id = String((archived ? FIRST_ARCHIVED_ID : FIRST_ACTIVE_ID) + index);
  const occupation = OCCUPATIONS[(index * 7 + (archived ? 3 : 0)) % OCCUPATIONS.length] as Occupation;
  const area = random.pick(AREAS);
  const profile = WORK_PROFILES[(index * 3 + (archived ? 1 : 0)) % WORK_PROFILES.length] as WorkProfile;
  const employment = EMPLOYMENT[profile.employment];
  // Older archived vacancies predate hh's 2025 fields: only the deprecated ones are filled.
  const legacy = archived && index % 4 === 3;

  const publishedMs = archived
    ? SEED_EPOCH_MS - 40 * DAY_MS - index * 20 * HOUR_MS - random.int(0, 600) * 60_000
    : SEED_EPOCH_MS - index * 5 * HOUR_MS - random.int(0, 240) * 60_000;
  const initialMs = publishedMs - random.int(0, 72) * HOUR_MS;
  const archivedMs = archived ? publishedMs + random.int(10, 30) * DAY_MS : null;
  const expiresMs = archivedMs ?? publishedMs + 30 * DAY_MS;

  const salary = generateSalary(SALARY_KINDS[index % SALARY_KINDS.length] ?? "none", occupation, random);
  const title =
    index >= OCCUPATIONS.length && random.chance(0.4) ? seniorTitle(occupation.title) : occupation.title;
  const skills = index % 11 === 10 ? [] : random.some(occupation.skills, random.int(2, 5));

  return {
    id,
    name: title,
    description: describe(occupation, random, !archived && id === UNSAFE_VACANCY_ID),
    branded_description: !archived && index % 5 === 1 ? brandedDescription(occupation) : null,
    key_skills: skills.map((name) => ({ name })),
    experience: profile.employment === "probation" ? EXPERIENCE[0] : random.pick(EXPERIENCE),
    schedule: profile.schedule,
    employment: employment.old,
    employment_form: legacy ? null : employment.form,
    work_format: legacy ? null : profile.workFormat,
    work_schedule_by_days: legacy ? null : profile.days,
    working_hours: legacy ? null : profile.hours,
    internship: legacy ? null : profile.employment === "probation",
    night_shifts: legacy ? null : profile.nightShifts,
    accept_temporary: random.chance(0.2),
    fly_in_fly_out_duration: [],
    working_days: [],
    working_time_intervals: [],
    working_time_modes: [],
    area,
    address: random.chance(0.6) ? generateAddress(area, random) : null,
    salary: salary && { from: salary.from, to: salary.to, currency: salary.currency, gross: salary.gross },
    // The legacy ones carry only the deprecated `salary`, as vacancies from before 2024 do.
    salary_range: legacy ? null : salary,
    professional_roles: [occupation.role],
    type: { id: "open", name: "Открытая" },
    billing_type: random.pick([
      { id: "standard", name: "Стандарт" },
      { id: "standard_plus", name: "Стандарт плюс" },
      { id: "premium", name: "Премиум" },
    ]),
    premium: index % 13 === 0,
    approved: true,
    has_test: false,
    test: null,
    code: random.chance(0.5) ? `TP-${1000 + index}` : null,
    department: null,
    contacts: null,
    languages: occupation.role.id === "96" && random.chance(0.5) ? [englishB1()] : [],
    driver_license_types: occupation.role.id === "21" ? [{ id: "C" }] : [],
    accept_handicapped: random.chance(0.3),
    accept_kids: false,
    age_restriction: null,
    accept_incomplete_resumes: random.chance(0.5),
    allow_messages: true,
    response_letter_required: random.chance(0.2),
    response_url: null,
    video_vacancy: null,
    insider_interview: null,
    relations: [],
    archived,
    archived_at: archivedMs === null ? null : formatHhDate(archivedMs),
    published_at: formatHhDate(publishedMs),
    created_at: formatHhDate(publishedMs),
    initial_created_at: formatHhDate(initialMs),
    expires_at: formatHhDate(expiresMs),
    hidden: false,
    previous_id: null,
    branded_template: null,
    response_notifications: true,
    can_upgrade_billing_type: !archived,
    has_updates: false,
    counters: {
      views: random.int(20, 3000),
      responses: random.int(0, 120),
      unread_responses: archived ? 0 : random.int(0, 10),
      resumes_in_progress: random.int(0, 5),
      invitations: random.int(0, 8),
      invitations_and_responses: random.int(0, 130),
      calls: 0,
      new_missed_calls: 0,
    },
  };
}

function generateSalary(kind: (typeof SALARY_KINDS)[number], occupation: Occupation, random: Random) {
  if (kind === "none") return null;
  const [low, high] = occupation.band;
  const round = (value: number, step: number) => Math.round(value / step) * step;
  let from: number | null = round(low + random.next() * (high - low) * 0.4, 5000);
  let to: number | null = round(Math.max(from + 10_000, high - random.next() * (high - low) * 0.3), 5000);
  if (kind === "from-net" || kind === "from-gross") to = null;
  if (kind === "to-gross") from = null;
  const gross = kind === "range-gross" || kind === "to-gross" || kind === "from-gross";
  // Shift work is often paid per shift: hh says so in `salary_range.mode`.
  if (occupation.band[1] <= 120_000 && random.chance(0.35)) {
    const perShift = (value: number | null) => (value === null ? null : round(value / 15, 100));
    return {
      from: perShift(from),
      to: perShift(to),
      currency: "RUR",
      gross,
      mode: SALARY_MODE.SHIFT,
      frequency: TWICE_PER_MONTH,
    };
  }
  if (kind === "foreign") {
    const currency = random.pick(["USD", "EUR", "KZT"] as const);
    const rate = currency === "KZT" ? 5.5 : 1 / 95;
    from = round((from ?? low) * rate, currency === "KZT" ? 10_000 : 100);
    to = to === null ? null : round(to * rate, currency === "KZT" ? 10_000 : 100);
    return { from, to, currency, gross: false, mode: SALARY_MODE.MONTH, frequency: MONTHLY };
  }
  return {
    from,
    to,
    currency: "RUR",
    gross,
    mode: SALARY_MODE.MONTH,
    frequency: random.pick([MONTHLY, null]),
  };
}

function seniorTitle(title: string): string {
  return title.startsWith("Ведущий") ? title : `Ведущий ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}

function englishB1() {
  return { id: "eng", name: "Английский", level: { id: "b1", name: "B1 — Средний" } };
}

function generateAddress(area: Named, random: Random) {
  const street = STREETS[area.id] ?? "Центральная улица";
  const building = String(random.int(1, 120));
  // A city with a metro: the address is near one of its stations, chosen by the house number
  // (no draw of its own, so the rest of the seed stays as it was).
  const stations = METRO[area.id] ?? [];
  const metro = stations.length > 0 ? (stations[Number(building) % stations.length] ?? null) : null;
  return {
    city: area.name,
    street,
    building,
    raw: `${area.name}, ${street}, ${building}`,
    lat: Number((55 + random.next() * 5).toFixed(6)),
    lng: Number((30 + random.next() * 50).toFixed(6)),
    description: null,
    metro,
    metro_stations: metro ? [metro] : [],
  };
}

const CONDITIONS = [
  "Оформление по ТК РФ с первого рабочего дня",
  "ДМС со стоматологией после испытательного срока",
  "Компенсация обучения, курсов и конференций",
  "Современный офис в пяти минутах от метро",
  "Корпоративный ноутбук и второй монитор",
  "Ежегодный пересмотр заработной платы",
  "Бесплатные обеды и фрукты в офисе",
  "Оплачиваемые больничные сверх нормы ТК РФ",
] as const;

const list = (items: readonly string[], tag: "ul" | "ol" = "ul") =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`;

/** HTML as hh's editor produces it: paragraphs, bold captions or headers, lists, an emphasis. */
function describe(occupation: Occupation, random: Random, unsafe: boolean): string {
  const intro =
    `<p><strong>${EMPLOYER.name}</strong> — российский разработчик решений для логистики и ритейла. ` +
    "Более 600 сотрудников в десяти городах, собственные продукты и долгосрочные проекты.</p>";
  const duties = random.some(occupation.duties, Math.min(occupation.duties.length, random.int(2, 4)));
  const conditions = random.some(CONDITIONS, random.int(3, 5));
  const body = random.chance(0.5)
    ? `<p><strong>Обязанности:</strong></p>${list(duties)}` +
      `<p><strong>Требования:</strong></p>${list(occupation.requirements)}` +
      `<p><strong>Условия:</strong></p>${list(conditions)}`
    : `<h3>Чем предстоит заниматься</h3>${list(duties, "ol")}` +
      `<h3>Что мы ждём</h3>${list(occupation.requirements)}` +
      `<h3>Что предлагаем</h3>${list(conditions)}` +
      "<p><em>Откликайтесь — мы отвечаем каждому кандидату в течение трёх рабочих дней.</em></p>";
  const unsafeTail = unsafe
    ? `<p onclick="alert('hh-sandbox')">Нажмите, чтобы узнать больше</p><script>alert('hh-sandbox')</script>`
    : "";
  return `${intro}${body}${unsafeTail}`;
}

function brandedDescription(occupation: Occupation): string {
  return (
    "<style>.tp-brand{font-family:Arial;color:#0b3d91}.tp-brand h2{font-size:24px}</style>" +
    `<div class="tp-brand"><h2>${occupation.title} в ${EMPLOYER.name}</h2>` +
    "<p>Присоединяйтесь к команде, которая автоматизирует склады и доставку по всей России.</p></div>"
  );
}
