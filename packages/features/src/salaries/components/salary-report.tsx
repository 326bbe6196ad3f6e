import { EXPERIENCE_LABELS } from "@rabota/domain/enums";
import {
  formatNumberRu,
  formatRoubles,
  formatSalary,
  SALARY_TOO_FEW,
  salaryBasisLine,
  salaryPageHeading,
  vacancyCountLabel,
} from "@rabota/domain/format";
import { RUSSIA_AREA_ID } from "@rabota/domain/wire/places";
import type { SalaryFigures } from "@rabota/domain/wire/salaries";
import { Link } from "@rabota/ui/link";
import type { ReactNode } from "react";
import { plainClickOpens } from "../../lib/plain-click";
import type { SalaryPageData } from "../store/salary-page-store";
import { SalaryDistribution, SalaryMonths } from "./salary-charts";
import "./salaries.css";

/** The addresses a salary page links to (the app's route table). */
interface SalaryHrefs {
  vacancy: (vacancyId: string) => string;
  salary: (professionId: string, areaId?: string) => string;
}

export interface SalaryReportProps {
  page: SalaryPageData;
  hrefs: SalaryHrefs;
  /** Opens an address in the app on a plain click (a modified click is the browser's). */
  onOpen?: (href: string) => void;
}

const percentilesOf = ({ p10, p25, median, p75, p90 }: SalaryFigures) =>
  p10 !== null && p25 !== null && median !== null && p75 !== null && p90 !== null
    ? { p10, p25, median, p75, p90 }
    : null;

/**
 * A salary page (issue 45): what a profession pays in a place — the median and the percentiles
 * on one basis, their distribution and the twelve months drawn (each with its table), the figures
 * per experience, the vacancies behind them and the profession in the big cities nearby. With
 * too few vacancies it says so instead of any figure.
 */
export function SalaryReport({ page, hrefs, onOpen }: SalaryReportProps) {
  const { salary } = page;
  const percentiles = percentilesOf(salary);
  const link = (href: string, children: ReactNode) => (
    <Link href={href} onClick={plainClickOpens(href, onOpen)}>
      {children}
    </Link>
  );
  return (
    <article className="rb-salary">
      <header className="rb-salary__head">
        <h1 className="rb-salary__title">{salaryPageHeading(salary.profession.name, salary.area.name)}</h1>
        <p className="rb-salary__field">{salary.profession.fieldName}</p>
      </header>

      {percentiles ? (
        <section className="rb-salary__section" aria-labelledby="salary-figures">
          <h2 id="salary-figures" className="rb-sr-only">
            Зарплаты
          </h2>
          <p className="rb-salary__lead">
            Медиана <strong className="rb-salary__median">{formatRoubles(percentiles.median)}</strong>{" "}
            <span>{salaryBasisLine(salary.count)}</span>
          </p>
          <p className="rb-salary__note">
            Половина вакансий предлагает от {formatNumberRu(percentiles.p25)} до{" "}
            {formatRoubles(percentiles.p75)}. Зарплата «на руки» пересчитана в сумму до вычета налога, вилка —
            в её середину.
          </p>
          <SalaryDistribution percentiles={percentiles} />
        </section>
      ) : (
        <section className="rb-salary__section rb-tile" aria-labelledby="salary-figures">
          <h2 id="salary-figures" className="rb-salary__subtitle">
            {SALARY_TOO_FEW}
          </h2>
          <p className="rb-salary__note">
            {salary.count === 0
              ? "За 12 месяцев здесь не было вакансий с указанной зарплатой."
              : `За 12 месяцев здесь ${vacancyCountLabel(salary.count)} с указанной зарплатой.`}{" "}
            Цифры по меньшему числу вакансий мы не показываем: две-три вакансии — ещё не рынок.
          </p>
        </section>
      )}

      {percentiles ? (
        <section className="rb-salary__section" aria-labelledby="salary-months">
          <h2 id="salary-months" className="rb-salary__subtitle">
            По месяцам
          </h2>
          <p className="rb-salary__note">
            Медиана вакансий, опубликованных в каждом месяце; пусто — меньше 5 вакансий.
          </p>
          <SalaryMonths monthly={salary.monthly} />
        </section>
      ) : null}

      {percentiles ? (
        <section className="rb-salary__section" aria-labelledby="salary-experience">
          <h2 id="salary-experience" className="rb-salary__subtitle">
            По опыту работы
          </h2>
          <table className="rb-salary__table rb-salary__table--wide">
            <caption className="rb-sr-only">Зарплаты по требуемому опыту работы</caption>
            <thead>
              <tr>
                <th scope="col">Опыт</th>
                <th scope="col">Вакансий</th>
                <th scope="col">Медиана</th>
                <th scope="col">Половина вакансий</th>
              </tr>
            </thead>
            <tbody>
              {salary.byExperience.map((bucket) => (
                <tr key={bucket.experience}>
                  <th scope="row">{EXPERIENCE_LABELS[bucket.experience]}</th>
                  <td>{formatNumberRu(bucket.count)}</td>
                  {bucket.median === null || bucket.p25 === null || bucket.p75 === null ? (
                    <td colSpan={2} className="rb-salary__muted">
                      мало вакансий
                    </td>
                  ) : (
                    <>
                      <td>{formatRoubles(bucket.median)}</td>
                      <td className="rb-salary__wrap">
                        {formatNumberRu(bucket.p25)} – {formatRoubles(bucket.p75)}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section className="rb-salary__section" aria-labelledby="salary-vacancies">
        <h2 id="salary-vacancies" className="rb-salary__subtitle">
          Вакансии
        </h2>
        {page.vacancies.length === 0 ? (
          <p className="rb-salary__note">Активных вакансий с указанной зарплатой сейчас нет.</p>
        ) : (
          <ul className="rb-tile-list rb-salary__vacancies">
            {page.vacancies.map((vacancy) => (
              <li key={vacancy.id} className="rb-tile rb-salary__vacancy">
                <span className="rb-salary__vacancy-title">
                  {link(hrefs.vacancy(vacancy.id), vacancy.title)}
                </span>
                <span className="rb-salary__muted">
                  {[vacancy.companyName, vacancy.city].filter(Boolean).join(", ")}
                </span>
                <span>{formatSalary(vacancy)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {page.elsewhere.length > 0 || salary.area.id !== RUSSIA_AREA_ID ? (
        <nav className="rb-salary__section" aria-labelledby="salary-elsewhere">
          <h2 id="salary-elsewhere" className="rb-salary__subtitle">
            В других городах
          </h2>
          <ul className="rb-salary__places">
            {page.elsewhere.map((area) => (
              <li key={area.id}>
                {link(hrefs.salary(salary.profession.id, area.id), area.name)}{" "}
                <span className="rb-salary__muted">— медиана {formatRoubles(area.median)}</span>
              </li>
            ))}
            {salary.area.id !== RUSSIA_AREA_ID ? (
              <li>{link(hrefs.salary(salary.profession.id), "Вся Россия")}</li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
