import { NDFL_GROSS_UP } from "@rabota/domain/wire/salaries";
import { type SQL, sql } from "drizzle-orm";
import { vacancies } from "../../db/tables/vacancy";

/**
 * A net amount a month grossed up by the НДФЛ scale, in SQL: the domain's scale
 * (`NDFL_GROSS_UP`, the same `grossFromNet` the editor's hint uses) written as a CASE, so the
 * refresh brings a million vacancies to the basis without reading them into the gateway.
 */
function grossUpSql(net: SQL): SQL {
  const year = sql`(${net} * 12)`;
  const branches = [...NDFL_GROSS_UP]
    .reverse()
    .map(
      (bracket) =>
        sql`when ${year} >= ${sql.raw(String(bracket.netFrom))} then (${sql.raw(String(bracket.grossFrom))} + (${year} - ${sql.raw(String(bracket.netFrom))}) / ${sql.raw((1 - bracket.rate).toFixed(2))}) / 12`,
    );
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

/**
 * A vacancy's pay on the statistics' basis (`monthlyGrossPay` of the domain): the range's
 * middle or its one bound, grossed up when «на руки», whole roubles; null with no pay or pay
 * in another currency than the rouble.
 */
export function monthlyGrossPaySql(): SQL<number | null> {
  const amount = sql`(coalesce((${vacancies.salaryFrom} + ${vacancies.salaryTo}) / 2.0, ${vacancies.salaryFrom}::numeric, ${vacancies.salaryTo}::numeric))`;
  return sql<
    number | null
  >`case when coalesce(${vacancies.salaryCurrency}, 'RUB') in ('RUB', 'RUR') then round(case when ${vacancies.salaryGross} then ${amount} else ${grossUpSql(amount)} end)::integer end`;
}
