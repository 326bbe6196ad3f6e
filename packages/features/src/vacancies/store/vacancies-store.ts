import { vacancyFormOf, vacancyRequestOf } from "@rabota/domain/forms";
import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import {
  appendNewVacancies,
  hasMorePages,
  markVacancyApplied,
  markVacancyTestStarted,
  removeVacancies,
  setVacancyLiked,
  unlikeVacancy,
} from "@rabota/domain/transitions";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { createStore } from "zustand/vanilla";
import { messageOf } from "../../lib/store-kit";
import type { VacancyListCache } from "./list-cache";
import type { ServedVacancies, VacanciesApi, VacanciesState, VacancySource } from "./vacancies-contract";

export type {
  ApplicationsSort,
  ServedVacancies,
  VacanciesApi,
  VacanciesState,
  VacancySource,
} from "./vacancies-contract";

function errorMessage(error: unknown): string {
  return messageOf(error, String(error));
}

function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 500;
}

/**
 * Creates the vacancies store: a list (searchable or personal), its paging and total, the
 * vacancy of the details page and its responses. Each app and test makes its own. With a
 * `cache` (the app's, shared by every route's store), lists are kept for Back, and a like or
 * an application changes the kept lists too.
 */
export function createVacanciesStore(
  api: VacanciesApi,
  cache?: VacancyListCache<VacancySource>,
  served: ServedVacancies = {},
) {
  // Every load bumps the generation; answers of an older one are dropped (a fast filter
  // change must not let a slow earlier page overwrite the list).
  let generation = 0;
  let openGeneration = 0;
  // Likewise for a candidate's responses (the page of another candidate may replace it).
  let candidateGeneration = 0;
  // The served list's key until the page adopts it (or loads something else).
  let servedKey = served.list?.listKey ?? null;
  const servedVacancy = served.vacancy ? toVacancy(served.vacancy) : null;

  const store = createStore<VacanciesState>()((set, get) => {
    const patchEverywhere = (id: string, patch: (list: readonly Vacancy[]) => Vacancy[]) => {
      const { current } = get();
      set({
        vacancies: patch(get().vacancies),
        current: current && current.id === id ? (patch([current])[0] ?? current) : current,
      });
      cache?.patchAll((list) => ({ ...list, vacancies: patch(list.vacancies) }));
    };
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

    async function personal(source: Exclude<VacancySource, { kind: "search" }>): Promise<Vacancy[]> {
      if (source.kind === "liked")
        return (await api.getFavouriteVacancies(source.applicantId)).map(toVacancy);
      if (source.kind === "viewed")
        return (await api.getViewedVacancies(source.applicantId, source.period)).map(toVacancy);
      const responses = await api.getApplicantResponses(source.applicantId, source.status);
      return responses.flatMap((response) =>
        response.vacancy
          ? [{ ...toVacancy(response.vacancy), responseStatus: response.status, hasApplied: true }]
          : [],
      );
    }

    return {
      source: null,
      listKey: null,
      vacancies: [],
      total: 0,
      totalCapped: false,
      status: "idle",
      nextPageToken: null,
      hasMore: false,
      ...(served.list ? { ...served.list, status: "ready" as const } : {}),
      isLoadingMore: false,
      error: null,
      current: servedVacancy,
      currentStatus: servedVacancy ? "ready" : "idle",
      currentError: null,
      applications: [],
      applicationsStatus: "idle",
      applicationsSort: "appliedAt",
      candidateApplications: [],
      candidateApplicationsStatus: "idle",
      tests: served.tests ?? [],
      startingTest: null,
      actions: {
        async load(source, key) {
          const mine = ++generation;
          servedKey = null;
          set({
            source,
            listKey: key ?? null,
            vacancies: [],
            total: 0,
            totalCapped: false,
            status: "loading",
            nextPageToken: null,
            hasMore: false,
            isLoadingMore: false,
            error: null,
          });
          try {
            if (source.kind === "search") {
              const [page, counted] = await Promise.all([
                api.getVacancies(source.filters, { pageSize: source.pageSize }),
                // The total falls back to 0 on error; the list still shows.
                api.getVacancyTotal(source.filters).catch(() => ({ total: 0, capped: false })),
              ]);
              if (mine !== generation) return;
              const token = page.nextPageToken ?? null;
              set({
                vacancies: page.vacancies.map(toVacancy),
                total: counted.total,
                totalCapped: counted.capped,
                status: "ready",
                nextPageToken: token,
                hasMore: hasMorePages(page.vacancies, token),
              });
            } else {
              const vacancies = await personal(source);
              if (mine !== generation) return;
              set({ vacancies, total: vacancies.length, status: "ready" });
            }
          } catch (error) {
            if (mine !== generation) return;
            set({ status: "error", error: errorMessage(error) });
          }
        },
        restore(source, key) {
          const kept = cache?.get(key);
          if (!kept) return null;
          ++generation;
          servedKey = null;
          set({
            source,
            listKey: key,
            vacancies: kept.vacancies,
            total: kept.total,
            totalCapped: kept.totalCapped,
            status: "ready",
            nextPageToken: kept.nextPageToken,
            hasMore: kept.hasMore,
            isLoadingMore: false,
            error: null,
          });
          return kept.scrollY;
        },
        adoptServed(key) {
          const adopted = servedKey === key;
          servedKey = null;
          // Kept for Back like a loaded list (the subscription below sees changes only).
          if (adopted) keepList(get());
          return adopted;
        },
        rememberScroll(key, scrollY) {
          cache?.rememberScroll(key, scrollY);
        },
        async loadMore() {
          const { source, nextPageToken, hasMore, isLoadingMore } = get();
          if (source?.kind !== "search" || !hasMore || !nextPageToken || isLoadingMore) return;
          const mine = generation;
          set({ isLoadingMore: true });
          try {
            const page = await api.getVacancies(source.filters, {
              pageSize: source.pageSize,
              pageToken: nextPageToken,
            });
            if (mine !== generation) return;
            const token = page.nextPageToken ?? null;
            set({
              vacancies: appendNewVacancies(get().vacancies, page.vacancies.map(toVacancy)),
              nextPageToken: token,
              hasMore: hasMorePages(page.vacancies, token),
              isLoadingMore: false,
            });
          } catch (error) {
            if (mine !== generation) return;
            set({ isLoadingMore: false, error: errorMessage(error) });
          }
        },
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
          const without = (list: { vacancies: readonly Vacancy[]; total: number }) =>
            removeVacancies(
              list,
              list.vacancies.filter(match).map((vacancy) => vacancy.id),
            );
          set(without({ vacancies: get().vacancies, total: get().total }));
          cache?.patchAll((list, source) => (source.kind === "search" ? without(list) : list));
        },
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
      },
    };
  });

  function keepList({ source, listKey, status, ...list }: VacanciesState) {
    if (!cache || !listKey || !source || status !== "ready") return;
    const { vacancies, total, totalCapped, nextPageToken, hasMore } = list;
    cache.keep(listKey, { source, vacancies, total, totalCapped, nextPageToken, hasMore });
  }

  // Every change of a kept list (a page appended, a like, a deletion) is kept as well.
  store.subscribe((state, previous) => {
    if (
      state.vacancies === previous.vacancies &&
      state.total === previous.total &&
      state.totalCapped === previous.totalCapped &&
      state.nextPageToken === previous.nextPageToken &&
      state.status === previous.status
    )
      return;
    keepList(state);
  });
  return store;
}

/** The list a loaded store shows, for a server-rendered page to start from (none unless ready). */
export function servedOf(state: VacanciesState): ServedVacancies {
  if (state.status !== "ready") return {};
  const { source, listKey, vacancies, total, totalCapped, nextPageToken, hasMore } = state;
  return { list: { source, listKey, vacancies, total, totalCapped, nextPageToken, hasMore } };
}
