import { vacancyFormOf, vacancyRequestOf } from "@rabota/domain/forms";
import { toVacancy } from "@rabota/domain/mappers";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { errorMessage, errorStatus, type VacanciesActions, type VacanciesStoreKit } from "./actions-kit";

/**
 * The details page's actions: the open vacancy, the employer's view of its responses (and of
 * one candidate's), the employer's changes to it, and what its forms look up (tests, skills).
 */
export function detailsActions({
  api,
  get,
  set,
}: VacanciesStoreKit): Omit<
  VacanciesActions,
  | "load"
  | "restore"
  | "adoptServed"
  | "rememberScroll"
  | "loadMore"
  | "like"
  | "unlike"
  | "apply"
  | "remove"
  | "drop"
  | "startTest"
  | "setVacancyTest"
> {
  // Answers for a vacancy opened before the current one are dropped.
  let openGeneration = 0;
  // Likewise for a candidate's responses (the page of another candidate may replace it).
  let candidateGeneration = 0;

  /**
   * Puts the server's answer over the application it updated, in the vacancy's list and the
   * candidate's alike. Merged, not replaced: the answer lacks what only a list carries (the
   * coefficient and test results, the vacancy's title).
   */
  const replaceApplication = (updated: VacancyApplicationDto) => {
    const patch = <T extends VacancyApplicationDto>(list: readonly T[]): T[] =>
      list.map((item) =>
        item.applicantId === updated.applicantId && item.vacancyId === updated.vacancyId
          ? { ...item, ...updated }
          : item,
      );
    set({
      applications: patch(get().applications),
      candidateApplications: patch(get().candidateApplications),
    });
  };

  return {
    async open(vacancyId, applicantId, served) {
      const mine = ++openGeneration;
      const shown = served?.vacancy.id === vacancyId ? toVacancy(served.vacancy) : null;
      set({
        current: shown,
        currentStatus: shown ? "ready" : "loading",
        currentError: null,
        applications: [],
        applicationsStatus: "idle",
      });
      if (shown && !served?.signedIn) return;
      try {
        if (applicantId) await api.recordVacancyView(vacancyId, applicantId);
        let before = get().current;
        let vacancy = toVacancy(await api.getVacancy(vacancyId));
        // A served vacancy is on screen while the viewer's flags load: an action taken
        // meanwhile (apply, like) may be newer than that answer, so ask once more after it.
        if (mine === openGeneration && get().current !== before) {
          before = get().current;
          vacancy = toVacancy(await api.getVacancy(vacancyId));
        }
        if (mine !== openGeneration || get().current !== before) return;
        set({ current: vacancy, currentStatus: "ready" });
      } catch (error) {
        if (mine !== openGeneration) return;
        set({
          currentStatus: "error",
          currentError: { status: errorStatus(error), message: errorMessage(error) },
        });
      }
    },
    async loadApplications(vacancyId, sort = get().applicationsSort) {
      set({ applicationsStatus: "loading", applicationsSort: sort });
      try {
        const applications = await api.getVacancyApplications(vacancyId, sort);
        if (get().applicationsSort === sort) set({ applications, applicationsStatus: "ready" });
      } catch {
        if (get().applicationsSort === sort) set({ applicationsStatus: "error" });
      }
    },
    async loadCandidateApplications(applicantId) {
      const mine = ++candidateGeneration;
      set({ candidateApplicationsStatus: "loading" });
      try {
        const candidateApplications = await api.getCandidateApplications(applicantId);
        if (mine === candidateGeneration)
          set({ candidateApplications, candidateApplicationsStatus: "ready" });
      } catch {
        if (mine === candidateGeneration) set({ candidateApplicationsStatus: "error" });
      }
    },
    async loadSalaries(professionId, areaId) {
      const key = `${professionId}:${areaId}`;
      if (get().salaries?.key === key) return;
      set({ salaries: { key, status: "loading", figures: null } });
      try {
        const figures = await api.getSalaries({ professionId, areaId });
        if (get().salaries?.key === key) set({ salaries: { key, status: "ready", figures } });
      } catch {
        if (get().salaries?.key === key) set({ salaries: { key, status: "error", figures: null } });
      }
    },
    async loadTests() {
      if (get().tests.length > 0) return;
      try {
        set({ tests: await api.getTestCatalogue() });
      } catch {
        // Without titles the test shows by its name; nothing else depends on them.
      }
    },
    async suggestSkills(search) {
      try {
        return await api.getSkills(search);
      } catch {
        return [];
      }
    },
    async suggestAreas(search) {
      try {
        return await api.searchAreas(search);
      } catch {
        return [];
      }
    },
    async areaOf(id) {
      try {
        return await api.getArea(id);
      } catch {
        return null;
      }
    },
    async metroOf(areaId) {
      try {
        return await api.getMetro(areaId);
      } catch {
        return [];
      }
    },
    async setApplicationStatus(vacancyId, applicantId, status) {
      replaceApplication(await api.updateApplicationStatus(vacancyId, applicantId, status));
    },
    async undoRejection(vacancyId, applicantId) {
      replaceApplication(await api.undoRejection(vacancyId, applicantId));
    },
    async invite(vacancyId, applicantId, message) {
      replaceApplication(await api.inviteApplicant(vacancyId, applicantId, message));
    },
    async setStatus(vacancyId, status) {
      const changed = toVacancy(await api.setVacancyStatus(vacancyId, status));
      if (get().current?.id === vacancyId) set({ current: changed });
    },
    async prolong(vacancyId) {
      const prolonged = toVacancy(await api.prolongVacancy(vacancyId));
      if (get().current?.id === vacancyId) set({ current: prolonged });
    },
    async copy(vacancy) {
      return (await api.createVacancy(vacancyRequestOf(vacancyFormOf(vacancy)))).id;
    },
  };
}
