import { SALARY_WINDOW_MONTHS } from "@rabota/domain/wire/salaries";
import { eq, type SQL, sql } from "drizzle-orm";
import { salaryRefresh } from "../../db/tables/salaries";
import type { Db } from "../../platform/db/database";
import { monthlyGrossPaySql } from "./basis";

/**
 * How far back each run looks again before its watermark: a vacancy written in a transaction
 * that began before the last run and committed after it carries an `updated_at` the last run
 * could not see yet. Counting a vacancy twice is harmless (its row is replaced).
 */
const OVERLAP_MS = 5 * 60_000;

/** The percentiles p0…p100 the figures keep. */
const SHARES = `array[${Array.from({ length: 101 }, (_, index) => (index / 100).toFixed(2)).join(",")}]::float8[]`;

/** The queue of the statistics' refresh (the cron's ticks and the vacancy writes' sends). */
export const SALARY_REFRESH_QUEUE = "salaries.refresh";

/** What one run did: vacancies counted again, professions whose figures were computed. */
export interface RefreshOutcome {
  vacancies: number;
  professions: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Keeps the salary statistics fresh (issue 45), run by the salaries' job every minute: the
 * vacancies changed since the last run are counted again into `salary_inputs` (their pay on
 * the basis, in SQL), closed ones older than twelve months leave it, and the figures of every
 * profession any of that touched are computed again — of all professions once a day, as the
 * twelve months move. The first run counts every vacancy. One run at a time across replicas
 * (an advisory lock; a run that finds it held does nothing).
 */
export class SalaryRefresh {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  /** Makes the next run count every vacancy again (after a start classified older vacancies). */
  static async recountAll(db: Db): Promise<void> {
    await db.delete(salaryRefresh);
  }

  async run(): Promise<RefreshOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('rabota.salaries')) as locked`),
      );
      if (!lock?.locked) return { vacancies: 0, professions: 0 };
      const now = this.deps.now();
      const today = now.toISOString().slice(0, 10);
      const [state] = await tx.select().from(salaryRefresh).where(eq(salaryRefresh.id, 1));
      const since = state ? new Date(state.watermark.getTime() - OVERLAP_MS) : null;
      const windowStart = sql`(${now.toISOString()}::timestamptz - interval '${sql.raw(String(SALARY_WINDOW_MONTHS))} months')`;
      const changed = since ? sql`vacancies.updated_at > ${since.toISOString()}::timestamptz` : sql`true`;

      const before = rowsOf<{ profession_id: string }>(
        await tx.execute(sql`
          delete from salary_inputs using vacancies
          where vacancies.id = salary_inputs.vacancy_id and ${changed}
          returning salary_inputs.profession_id`),
      );
      const counted = rowsOf<{ profession_id: string }>(
        await tx.execute(sql`
          insert into salary_inputs (vacancy_id, profession_id, area_path, experience, month, pay, closed_at)
          select vacancies.id, vacancies.profession_id, vacancies.area_path, vacancies.working_experience,
                 date_trunc('month', vacancies.created_at at time zone 'Europe/Moscow')::date, pay.value,
                 case when vacancies.status = 'VACANCY_STATUS_ARCHIVED' then vacancies.updated_at end
          from vacancies, lateral (select ${monthlyGrossPaySql()} as value) pay
          where ${changed} and vacancies.profession_id is not null and vacancies.area_path <> '{}'
            and pay.value is not null
            and (vacancies.status = 'VACANCY_STATUS_ACTIVE'
                 or (vacancies.status = 'VACANCY_STATUS_ARCHIVED' and vacancies.updated_at >= ${windowStart}))
          on conflict (vacancy_id) do nothing
          returning profession_id`),
      );
      const expired = rowsOf<{ profession_id: string }>(
        await tx.execute(
          sql`delete from salary_inputs where closed_at < ${windowStart} returning profession_id`,
        ),
      );

      const everything = !state || state.figuresDay !== today;
      const dirty = [...new Set([...before, ...counted, ...expired].map((row) => row.profession_id))];
      const touched = everything
        ? sql`true`
        : sql`profession_id in (${sql.join(
            dirty.map((id) => sql`${id}`),
            sql`, `,
          )})`;
      if (everything || dirty.length > 0) {
        await tx.execute(sql`delete from salary_figures where ${touched}`);
        await tx.execute(figuresSql(touched, now));
      }

      const values = { id: 1, watermark: now, figuresDay: today };
      await tx
        .insert(salaryRefresh)
        .values(values)
        .onConflictDoUpdate({ target: salaryRefresh.id, set: { watermark: now, figuresDay: today } });
      const professions = everything
        ? (rowsOf<{ count: number }>(
            await tx.execute(sql`select count(distinct profession_id)::int as count from salary_figures`),
          )[0]?.count ?? 0)
        : dirty.length;
      return { vacancies: counted.length, professions };
    });
  }
}

/**
 * The figures of the counted vacancies `where` picks, per profession and every area each lies
 * in: for all of them, per experience bucket, per published month of the last twelve (Moscow
 * months). Percentiles as `percentile_cont` gives them (linear between neighbours), rounded to
 * whole roubles.
 */
function figuresSql(where: SQL, now: Date): SQL {
  const firstMonth = sql`date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'Europe/Moscow') - interval '${sql.raw(String(SALARY_WINDOW_MONTHS - 1))} months')::date`;
  return sql`
    insert into salary_figures (profession_id, area_id, experience, month, count, p10, p25, median, p75, p90, shares)
    select profession_id, area_id, experience, month, count,
           round(shares[11]), round(shares[26]), round(shares[51]), round(shares[76]), round(shares[91]),
           case when experience = '' and month = '' then (select array_agg(round(share)::int) from unnest(shares) share) end
    from (
      select profession_id, area_id,
             coalesce(experience::text, '') as experience,
             coalesce(to_char(month, 'YYYY-MM'), '') as month,
             count(*)::int as count,
             percentile_cont(${sql.raw(SHARES)}) within group (order by pay) as shares,
             grouping(experience) as by_experience, grouping(month) as by_month, min(month) as first_month
      from (select profession_id, unnest(area_path) as area_id, experience, month, pay from salary_inputs where ${where}) counted
      group by grouping sets ((profession_id, area_id), (profession_id, area_id, experience), (profession_id, area_id, month))
    ) grouped
    where by_month = 1 or first_month >= ${firstMonth}`;
}
