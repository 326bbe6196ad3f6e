import type { HiddenCompanyDto, HiddenResponse, HiddenVacancyDto } from "@rabota/domain/wire/hidden";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What hiding needs from the API; the app passes `apiClient.hidden`. */
export interface HiddenApi {
  list(): Promise<HiddenResponse>;
  hideVacancy(vacancyId: string): Promise<unknown>;
  showVacancy(vacancyId: string): Promise<unknown>;
  hideCompany(companyId: string): Promise<unknown>;
  showCompany(companyId: string): Promise<unknown>;
  setWords(words: readonly string[]): Promise<string[]>;
}

/** The outcome of a change: done, or the message to show. */
export type HiddenChange = { ok: true } | { ok: false; message: string };

export interface HiddenState {
  status: LoadStatus;
  vacancies: HiddenVacancyDto[];
  companies: HiddenCompanyDto[];
  /** «Исключить слова», as stored (lower-cased). */
  words: string[];
  actions: {
    /** Loads everything hidden (the «Скрытые» section, the excluded words). */
    load: () => Promise<void>;
    /** «Скрыть вакансию» / «Показать снова». */
    setVacancyHidden: (vacancyId: string, hidden: boolean) => Promise<HiddenChange>;
    /** «Скрыть все вакансии компании» / «Показать снова». */
    setCompanyHidden: (companyId: string, hidden: boolean) => Promise<HiddenChange>;
    /** Replaces the excluded words; the stored ones change only when the server accepts. */
    saveWords: (words: readonly string[]) => Promise<HiddenChange>;
  };
}

/**
 * The applicant's hidden vacancies, companies and words (issue 26). A change is sent first and
 * reflected here once the server accepts it; showing again removes the item from the section.
 */
export function createHiddenStore(api: HiddenApi) {
  return createStore<HiddenState>()((set, get) => {
    /** Runs a change; on success reloads the section if it was loaded (titles come from the server). */
    const change = async (send: () => Promise<unknown>, fallback: string): Promise<HiddenChange> => {
      try {
        await send();
        if (get().status !== "idle") await get().actions.load();
        return { ok: true };
      } catch (error) {
        return { ok: false, message: messageOf(error, fallback) };
      }
    };
    return {
      status: "idle",
      vacancies: [],
      companies: [],
      words: [],
      actions: {
        load: async () => {
          if (get().status === "idle") set({ status: "loading" });
          try {
            const hidden = await api.list();
            set({ status: "ready", ...hidden });
          } catch {
            set({ status: "error" });
          }
        },
        setVacancyHidden: (vacancyId, hidden) =>
          change(
            () => (hidden ? api.hideVacancy(vacancyId) : api.showVacancy(vacancyId)),
            hidden ? "Не удалось скрыть вакансию" : "Не удалось показать вакансию снова",
          ),
        setCompanyHidden: (companyId, hidden) =>
          change(
            () => (hidden ? api.hideCompany(companyId) : api.showCompany(companyId)),
            hidden ? "Не удалось скрыть вакансии компании" : "Не удалось показать компанию снова",
          ),
        saveWords: async (words) => {
          try {
            set({ words: await api.setWords(words) });
            return { ok: true };
          } catch (error) {
            return { ok: false, message: messageOf(error, "Не удалось сохранить слова") };
          }
        },
      },
    };
  });
}
