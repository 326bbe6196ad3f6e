import { pluralRu } from "@rabota/domain/format";
import type { TestCatalogueEntry } from "@rabota/domain/wire/tests";

const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" });

/** «15 вопросов · 20 минут» (or «без ограничения времени»). */
export function testSizeLabel(test: Pick<TestCatalogueEntry, "questions" | "minutes">): string {
  const questions = `${test.questions} ${pluralRu(test.questions, { one: "вопрос", few: "вопроса", many: "вопросов" })}`;
  const time =
    test.minutes === null
      ? "без ограничения времени"
      : `${test.minutes} ${pluralRu(test.minutes, { one: "минута", few: "минуты", many: "минут" })}`;
  return `${questions} · ${time}`;
}

/** «24 ноября 2026 г.». */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** «12:05» from milliseconds left (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
