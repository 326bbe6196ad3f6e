import type { Vacancy } from "@rabota/domain/mappers";
import {
  markVacancyApplied,
  markVacancyTestStarted,
  removeVacancies,
  setVacancyLiked,
  unlikeVacancy,
} from "@rabota/domain/transitions";
import { messageOf } from "../../lib/store-kit";
import type { CountedList, VacanciesActions, VacanciesStoreKit } from "./actions-kit";

/**
 * What the viewer does to one vacancy (like, apply, start its test; the employer's delete and
 * test choice): each change shows at once in the list, the details and every list kept for Back.
 */
export function vacancyActions({
  api,
  cache,
  get,
  set,
}: VacanciesStoreKit): Pick<
  VacanciesActions,
  "like" | "unlike" | "apply" | "remove" | "drop" | "startTest" | "setVacancyTest"
> {
  const patchEverywhere = (id: string, patch: (list: readonly Vacancy[]) => Vacancy[]) => {
    const { current } = get();
    set({
      vacancies: patch(get().vacancies),
      current: current && current.id === id ? (patch([current])[0] ?? current) : current,
    });
    cache?.patchAll((list) => ({ ...list, vacancies: patch(list.vacancies) }));
  };

  return {
    async like(vacancyId, applicantId) {
      await api.likeVacancy(vacancyId, applicantId);
      patchEverywhere(vacancyId, (list) => setVacancyLiked(list, vacancyId, true));
    },
    async unlike(vacancyId, applicantId) {
      await api.unlikeVacancy(vacancyId, applicantId);
      const { vacancies, total } = unlikeVacancy(
        { vacancies: get().vacancies, total: get().total },
        vacancyId,
        get().source?.kind === "liked",
      );
      const { current } = get();
      set({
        vacancies,
        total,
        current: current?.id === vacancyId ? { ...current, isLikedByCurrentUser: false } : current,
      });
      cache?.patchAll((list, source) => unlikeVacancy(list, vacancyId, source.kind === "liked"));
    },
    async apply(vacancyId, applicantId) {
      await api.applyToVacancy(vacancyId, applicantId);
      patchEverywhere(vacancyId, (list) =>
        markVacancyApplied(list, vacancyId).map((item) =>
          item.id === vacancyId && !item.responseStatus
            ? { ...item, responseStatus: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" as const }
            : item,
        ),
      );
    },
    async remove(vacancyIds) {
      const { deletedIds } = await api.deleteVacancies(vacancyIds);
      const deleted = deletedIds ?? vacancyIds;
      set(removeVacancies({ vacancies: get().vacancies, total: get().total }, deleted));
      cache?.patchAll((list) => removeVacancies(list, deleted));
    },
    drop(match) {
      const without = (list: CountedList) =>
        removeVacancies(
          list,
          list.vacancies.filter(match).map((vacancy) => vacancy.id),
        );
      set(without({ vacancies: get().vacancies, total: get().total }));
      cache?.patchAll((list, source) => (source.kind === "search" ? without(list) : list));
    },
    async startTest(vacancyId) {
      const vacancy =
        get().current?.id === vacancyId
          ? get().current
          : get().vacancies.find((item) => item.id === vacancyId);
      if (!vacancy?.testName) return { ok: false, message: "Эта вакансия не просит пройти тест" };
      set({ startingTest: vacancyId });
      try {
        const started = await api.startVacancyTest(vacancyId, vacancy.testName);
        patchEverywhere(vacancyId, (list) =>
          started.testStatus === "TEST_STATUS_COMPLETED"
            ? list.map((item) =>
                item.id === vacancyId ? { ...item, testStatus: "TEST_STATUS_COMPLETED" as const } : item,
              )
            : markVacancyTestStarted(list, vacancyId),
        );
        return { ok: true, testUrl: started.testUrl };
      } catch (error) {
        return { ok: false, message: messageOf(error, "Не удалось начать тест") };
      } finally {
        set({ startingTest: null });
      }
    },
    async setVacancyTest(vacancyId, testName) {
      const stored = await api.setVacancyTest(vacancyId, testName);
      patchEverywhere(vacancyId, (list) =>
        list.map((item) => (item.id === vacancyId ? { ...item, testName: stored } : item)),
      );
    },
  };
}
