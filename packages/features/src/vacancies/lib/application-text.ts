import { onFirstUse } from "@rabota/domain/format";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" }),
);

/** «Анна Смирнова»: who responded, as every list of responses and its dialogs name them. */
export const applicantFullName = (item: Pick<VacancyApplicationDto, "applicantName" | "applicantSurname">) =>
  `${item.applicantName} ${item.applicantSurname}`.trim();

/** «отклик от 28.10.2025»: when the response came. */
export const appliedOnText = (appliedAt: string) => `отклик от ${dateFormat().format(new Date(appliedAt))}`;
