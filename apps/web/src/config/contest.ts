import { formatLongDateRu } from "@rabota/domain/format";
import { env } from "./env";

/** Where the contest stands on a day: not started, running, or over. */
export type ContestPhase = "upcoming" | "running" | "finished";

/** The contest's first and last day (build-time configuration) and their Russian words. */
export const contest = {
  start: env.contestStart,
  end: env.contestEnd,
  startText: formatLongDateRu(env.contestStart),
  endText: formatLongDateRu(env.contestEnd),
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contest's phase at `now`; its last day counts as running to its end. */
export function contestPhase(now: Date, dates: { start: Date; end: Date } = contest): ContestPhase {
  if (now.getTime() < dates.start.getTime()) return "upcoming";
  return now.getTime() < dates.end.getTime() + DAY_MS ? "running" : "finished";
}

/** One line on where the contest stands at `now`, for the intro and contest pages. */
export function contestStatusText(now: Date): string {
  const phase = contestPhase(now);
  if (phase === "upcoming") return `Конкурс для соискателей начнётся ${contest.startText}`;
  if (phase === "running") return `Конкурс для соискателей идёт до ${contest.endText}`;
  return `Конкурс для соискателей завершился ${contest.endText}`;
}
