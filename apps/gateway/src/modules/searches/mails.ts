import { formatSalary } from "@rabota/domain/format";
import type { VacancyCardDto } from "@rabota/domain/wire/vacancy";
import { type MailMessage, mailLine } from "../../platform/mail/messages";

/** Which alert a mail is: the one sent soon after a publication, or the day's digest. */
export type AlertKind = "INSTANT" | "DAILY";

export interface AlertMailInput {
  searchName: string;
  vacancies: readonly VacancyCardDto[];
  /** The list with the search's filters. */
  listUrl: string;
  vacancyUrl: (id: string) => string;
  /** The signed one-click unsubscribe address of the search. */
  unsubscribeUrl: string;
}

const SUBJECTS: Record<AlertKind, (name: string) => string> = {
  INSTANT: (name) => `Новые вакансии по поиску «${name}»`,
  DAILY: (name) => `Вакансии за день по поиску «${name}»`,
};

/**
 * A saved search's alert (Russian, plain text): the new vacancies with their links, the list,
 * and the unsubscribe link, also in `List-Unsubscribe` with RFC 8058's one-click POST, so a
 * mail client offers «Отписаться» and can switch the alert off without opening anything.
 */
export function searchAlertMail(to: string, kind: AlertKind, input: AlertMailInput): MailMessage {
  const lines = input.vacancies.flatMap((vacancy) => [
    mailLine`• ${vacancy.title} — ${vacancy.company.name ?? vacancy.company.companyName}${vacancy.city ? `, ${vacancy.city}` : ""}`,
    `  ${formatSalary({
      salaryFrom: vacancy.salaryFrom ?? null,
      salaryTo: vacancy.salaryTo ?? null,
      salaryCurrency: vacancy.salaryCurrency ?? null,
      salaryGross: vacancy.salaryGross ?? null,
    })}`,
    mailLine`  ${input.vacancyUrl(vacancy.id)}`,
  ]);
  return {
    to,
    subject: SUBJECTS[kind](input.searchName),
    text: [
      "Здравствуйте!",
      "",
      mailLine`По вашему сохранённому поиску «${input.searchName}» появились новые вакансии:`,
      "",
      ...lines,
      "",
      mailLine`Все вакансии по этому поиску: ${input.listUrl}`,
      "",
      mailLine`Отписаться от рассылки по этому поиску: ${input.unsubscribeUrl}`,
      "",
      "С уважением,",
      "команда «Работы»",
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
