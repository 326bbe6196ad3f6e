import type { Vacancy } from "@rabota/domain/mappers";
import { messageOf } from "../../lib/store-kit";
import type { VacancyListCache } from "./list-cache";
import type { VacanciesApi, VacanciesState, VacancySource } from "./vacancies-contract";

/**
 * What each group of the vacancies store's actions works with. The actions are split by job
 * (the list, one vacancy, the details page) so each file stays readable; they all share the
 * one zustand store, so they get its `get`/`set` rather than a store of their own.
 */
export interface VacanciesStoreKit {
  api: VacanciesApi;
  /** The app's list cache (lists kept for Back); absent in tests and the prerender. */
  cache?: VacancyListCache<VacancySource>;
  get: () => VacanciesState;
  set: (partial: Partial<VacanciesState>) => void;
}

export type VacanciesActions = VacanciesState["actions"];

/** A list the list transitions work on: its vacancies and total. */
export type CountedList = { vacancies: readonly Vacancy[]; total: number };

export function errorMessage(error: unknown): string {
  return messageOf(error, String(error));
}

export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 500;
}
