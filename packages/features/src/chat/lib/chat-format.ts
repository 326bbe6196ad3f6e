import { onFirstUse, pluralRu } from "@rabota/domain/format";

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat("ru-RU", { hour: "2-digit", minute: "2-digit" }));
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" }),
);
const dayMonthFormat = onFirstUse(() => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long" }));

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A message's time: «14:05». */
export function messageTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

/** A chat's last activity in the list: the time today, «вчера», else DD.MM.YYYY. */
export function listTime(iso: string | null, now = new Date()): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (sameDay(date, now)) return timeFormat().format(date);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return sameDay(date, yesterday) ? "вчера" : dateFormat().format(date);
}

/** The day a run of messages belongs to: «Сегодня», «Вчера», «28 октября», or DD.MM.YYYY in another year. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return "Сегодня";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return "Вчера";
  return date.getFullYear() === now.getFullYear() ? dayMonthFormat().format(date) : dateFormat().format(date);
}

/** «3 непрочитанных» for a screen reader. */
export function unreadLabel(count: number): string {
  return `${count} ${pluralRu(count, { one: "непрочитанное", few: "непрочитанных", many: "непрочитанных" })}`;
}
