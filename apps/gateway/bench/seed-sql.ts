/**
 * The benchmark's data in one SQL statement: `count` vacancies spread over the companies the
 * gateway's demo seed made, drawn with `generate_series` from fixed word lists, so the same
 * rows land in any database and the old and the new code are measured on identical data. The
 * columns are those of the baseline schema, so it fills old and new alike.
 *
 * Word frequencies are what the search benchmark needs: a few common words (in a third or
 * more of the rows), rare words (a few dozen rows each) and words no row has.
 */
import type { Client } from "pg";

/** Words of the search benchmark by how many vacancies carry them. */
export const SEARCH_WORDS = {
  /** In roughly 12–35 % of the rows each (titles and skills). */
  common: ["разработчик", "менеджер", "аналитик", "продаж", "SQL", "удалённо"],
  /** One in ~20,000 rows each: ~50 vacancies in a million. */
  rare: ["гляциолог", "сомелье", "таксидермист", "звонарь", "реставратор", "егерь"],
  /** In no row at all. */
  absent: ["космонавт", "водолаз", "шпрехшталмейстер", "гондольер"],
} as const;

const TITLES = [
  "Разработчик",
  "Менеджер по продажам",
  "Аналитик данных",
  "Бухгалтер",
  "Тестировщик",
  "Дизайнер интерфейсов",
  "Менеджер проектов",
  "Системный администратор",
  "Специалист по подбору персонала",
  "Старший разработчик",
];
const LEVELS = ["Младший", "", "Ведущий", "", "Главный", ""];
const SKILLS = [
  "SQL",
  "Python",
  "TypeScript",
  "Excel",
  "1С",
  "Figma",
  "Go",
  "Java",
  "Linux",
  "Kotlin",
  "React",
];
const CITIES = ["Москва", "Санкт-Петербург", "Новосибирск", "Екатеринбург", "Казань", "Нижний Новгород"];
const PHRASES = [
  "Ищем человека в команду, которая делает продукт для миллионов клиентов.",
  "Работа удалённо или в офисе, гибкий график, обучение за счёт компании.",
  "Нужен опыт работы с клиентами и желание расти вместе с компанией.",
  "Официальное оформление, белая зарплата, дружный коллектив и наставник.",
  "Будете отвечать за отчётность, планирование и общение с подрядчиками.",
  "Пишем код, проводим ревью, выпускаем релизы каждую неделю.",
  "Помогаем бизнесу принимать решения на основе данных.",
];
const EXPERIENCE = [
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
];
const SCHEDULE = ["WORKING_SCHEDULE_FULL_TIME", "WORKING_SCHEDULE_PART_TIME", "WORKING_SCHEDULE_INTERNSHIP"];
const OFFICE = ["OFFICE_TYPE_REMOTE", "OFFICE_TYPE_HYBRID", "OFFICE_TYPE_OFFICE"];
/** Rows between two holders of the same rare word (a prime, so they do not line up with the lists). */
const RARE_EVERY = 20_011;
/** The newest seeded vacancy; each next row is one minute older. */
const NEWEST = "2026-01-15T09:00:00Z";

/** A SQL array literal of texts. */
const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]::text[]`;

/** Element `g % length(list) + 1` of a literal list, stepping by `mul` so columns vary independently. */
const pick = (values: readonly string[], mul: number) =>
  `(${textArray(values)})[((g * ${mul}) % ${values.length} + 1)::int]`;

/** Inserts `count` vacancies (of the active companies in the database) in one statement. */
export async function seedVacancies(client: Client, count: number): Promise<void> {
  const rareCount = SEARCH_WORDS.rare.length;
  await client.query(`
    with owners as (select array_agg(id order by company_name) as ids, array_agg(company_name order by company_name) as names from companies),
    rows as (
      select g,
        trim(${pick(LEVELS, 7)} || ' ' || ${pick(TITLES, 13)}) as title,
        array[${pick(SKILLS, 3)}, ${pick(SKILLS, 5)}] as skills,
        ${pick(PHRASES, 11)} || ' ' || ${pick(PHRASES, 17)}
          || case when g % ${RARE_EVERY} < ${rareCount} then ' Ищем: ' || (${textArray(SEARCH_WORDS.rare)})[(g % ${RARE_EVERY} + 1)::int] || '.' else '' end
          as description,
        ((g * 19) % array_length(owners.ids, 1) + 1)::int as owner
      from generate_series(1::bigint, ${count}) as g, owners
    )
    insert into vacancies (company_id, title, description, working_experience, working_schedule, office_type,
      city, requirements, skills, salary_from, salary_to, salary_currency, salary_gross, search_text, created_at, updated_at)
    select owners.ids[owner], title, description,
      ${pick(EXPERIENCE, 23)}::experience, ${pick(SCHEDULE, 29)}::working_schedule, ${pick(OFFICE, 31)}::office_type,
      ${pick(CITIES, 37)}, 'Опыт от года, ответственность.', skills,
      case when g % 5 = 0 then null else 40000 + (g * 7919) % 300 * 1000 end,
      case when g % 3 = 0 then null else 90000 + (g * 104729) % 300 * 1000 end,
      case when g % 5 = 0 then null else 'RUB' end, g % 2 = 0,
      concat_ws(E'\\n', title, owners.names[owner], array_to_string(skills, ' '), description, 'Опыт от года, ответственность.'),
      timestamptz '${NEWEST}' - g * interval '1 minute', timestamptz '${NEWEST}' - g * interval '1 minute'
    from rows, owners
  `);
  await client.query("vacuum analyze vacancies");
}
