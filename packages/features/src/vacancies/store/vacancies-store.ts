import type { ResponseQueryFilter, ResponseStatus, ViewedQueryFilter } from "@rabota/domain/enums";
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
import type { TestCatalogueEntry, TestSessionResponse } from "@rabota/domain/wire/tests";
import type {
  ApplicantResponseDto,
  DeleteVacanciesResponse,
  VacancyApplicationDto,
  VacancyDto,
  VacancyFilters,
  VacancyListResponse,
  VacancyPaging,
  VacancyTotalResponse,
} from "@rabota/domain/wire/vacancy";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";
import type { VacancyListCache } from "./list-cache";

/** The calls the store needs; the app passes `apiClient.vacancy`. */
export interface VacanciesApi {
  getVacancies(filters: VacancyFilters, paging: VacancyPaging): Promise<VacancyListResponse>;
  getVacancyTotal(filters: VacancyFilters): Promise<VacancyTotalResponse>;
  getVacancy(vacancyId: string): Promise<VacancyDto>;
  recordVacancyView(vacancyId: string, applicantId: string): Promise<unknown>;
  likeVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  unlikeVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  getFavouriteVacancies(applicantId: string): Promise<VacancyDto[]>;
  getViewedVacancies(applicantId: string, filter?: ViewedQueryFilter): Promise<VacancyDto[]>;
  getApplicantResponses(applicantId: string, filter?: ResponseQueryFilter): Promise<ApplicantResponseDto[]>;
  applyToVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  deleteVacancies(vacancyIds: readonly string[]): Promise<DeleteVacanciesResponse>;
  getVacancyApplications(vacancyId: string, sort?: ApplicationsSort): Promise<VacancyApplicationDto[]>;
  /** The test catalogue (titles of the tests vacancies ask for; the employer's choice). */
  getTestCatalogue(): Promise<TestCatalogueEntry[]>;
  /** `POST /v1/vacancy/test/session`: where to take the vacancy's test. */
  startVacancyTest(vacancyId: string, testName: string): Promise<TestSessionResponse>;
  /** Sets or clears the test an own vacancy asks for; resolves to the stored name. */
  setVacancyTest(vacancyId: string, testName: string | null): Promise<string | null>;
  updateApplicationStatus(
    vacancyId: string,
    applicantId: string,
    status: "RESPONSE_STATUS_VIEWED" | "RESPONSE_STATUS_REJECTED",
  ): Promise<VacancyApplicationDto>;
  /** Takes «Отказать» back within its window; rejects (409) once the window is over. */
  undoRejection(vacancyId: string, applicantId: string): Promise<VacancyApplicationDto>;
}

/** How the employer orders the responses: newest first, or by the applicants' coefficient. */
export type ApplicationsSort = "appliedAt" | "coefficient";

/** Where a started test is taken, or why it did not start. */
type TestStartResult = { ok: true; testUrl: string } | { ok: false; message: string };

/** What a list shows: the searchable list, or one of the applicant's personal lists. */
export type VacancySource =
  | { readonly kind: "search"; readonly filters: VacancyFilters; readonly pageSize?: number }
  | { readonly kind: "liked"; readonly applicantId: string }
  | { readonly kind: "viewed"; readonly applicantId: string; readonly period?: ViewedQueryFilter }
  | { readonly kind: "applied"; readonly applicantId: string; readonly status?: ResponseQueryFilter };

export interface VacanciesState {
  source: VacancySource | null;
  /** The key the list is kept under in the list cache (viewer and source), when it is kept. */
  listKey: string | null;
  vacancies: readonly Vacancy[];
  total: number;
  /** The total is a cap the count stopped at: there are more («более N»). */
  totalCapped: boolean;
  status: LoadStatus;
  nextPageToken: string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  error: string | null;

  /** The vacancy of the details page; null while a new one loads. */
  current: Vacancy | null;
  currentStatus: LoadStatus;
  currentError: { status: number; message: string } | null;
  applications: readonly VacancyApplicationDto[];
  applicationsStatus: LoadStatus;
  applicationsSort: ApplicationsSort;
  /** The test catalogue, once loaded (empty before). */
  tests: readonly TestCatalogueEntry[];
  /** The vacancy whose test is starting, or null. */
  startingTest: string | null;

  actions: {
    /** Shows `source` from its first page (and its total), kept in the list cache under `key`. */
    load: (source: VacancySource, key?: string) => Promise<void>;
    /**
     * Shows the list kept under `key` as it was left (Back to it), without a request; gives
     * the scroll position to return to, or null when none is kept (then `load` it).
     */
    restore: (source: VacancySource, key: string) => number | null;
    /** Notes the scroll position of the list under `key` as it is left. */
    rememberScroll: (key: string, scrollY: number) => void;
    /** Appends the next page, only vacancies not listed yet. */
    loadMore: () => Promise<void>;
    /** Likes as `applicantId`; the flag changes in the list and the details. */
    like: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Unlikes; on the favourites list the vacancy leaves the list. */
    unlike: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Applies; `hasApplied` becomes true and the response shows as not yet viewed. */
    apply: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Deletes the employer's vacancies; the list loses them and the total drops. */
    remove: (vacancyIds: readonly string[]) => Promise<void>;
    /**
     * Opens one vacancy, clearing the current one while it loads. With `applicantId` the view is
     * recorded first (its own POST: a GET never writes), so the count shown includes it.
     */
    open: (
      vacancyId: string,
      applicantId?: string,
      /**
       * The vacancy as the page's HTML carried it (the gateway inlines it: public fields, no
       * viewer's flags), shown without asking; a signed-in viewer's own flags (liked, applied,
       * test; an employer's counts) are still fetched, while it shows.
       */
      served?: { vacancy: VacancyDto; signedIn: boolean },
    ) => Promise<void>;
    /** The employer's view of who applied to `vacancyId`, in `sort` order (default: as last chosen). */
    loadApplications: (vacancyId: string, sort?: ApplicationsSort) => Promise<void>;
    /** Loads the test catalogue once. */
    loadTests: () => Promise<void>;
    /** Starts the vacancy's test; its status becomes in progress (§4), or completed when an earlier result counts. */
    startTest: (vacancyId: string) => Promise<TestStartResult>;
    /** Sets or clears the test of the employer's own vacancy. */
    setVacancyTest: (vacancyId: string, testName: string | null) => Promise<void>;
    /** Marks an application viewed or rejected. */
    setApplicationStatus: (
      vacancyId: string,
      applicantId: string,
      status: Extract<ResponseStatus, "RESPONSE_STATUS_VIEWED" | "RESPONSE_STATUS_REJECTED">,
    ) => Promise<void>;
    /** Takes a rejection back while its undo window lasts; throws once it is over. */
    undoRejection: (vacancyId: string, applicantId: string) => Promise<void>;
  };
}

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
export function createVacanciesStore(api: VacanciesApi, cache?: VacancyListCache<VacancySource>) {
  // Every load bumps the generation; answers of an older one are dropped (a fast filter
  // change must not let a slow earlier page overwrite the list).
  let generation = 0;
  let openGeneration = 0;

  const store = createStore<VacanciesState>()((set, get) => {
    const patchEverywhere = (id: string, patch: (list: readonly Vacancy[]) => Vacancy[]) => {
      const { current } = get();
      set({
        vacancies: patch(get().vacancies),
        current: current && current.id === id ? (patch([current])[0] ?? current) : current,
      });
      cache?.patchAll((list) => ({ ...list, vacancies: patch(list.vacancies) }));
    };
    /** Puts the server's answer in place of the application it updated. */
    const replaceApplication = (updated: VacancyApplicationDto) =>
      set({
        applications: get().applications.map((item) =>
          item.applicantId === updated.applicantId && item.vacancyId === updated.vacancyId ? updated : item,
        ),
      });

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
      isLoadingMore: false,
      error: null,
      current: null,
      currentStatus: "idle",
      currentError: null,
      applications: [],
      applicationsStatus: "idle",
      applicationsSort: "appliedAt",
      tests: [],
      startingTest: null,
      actions: {
        async load(source, key) {
          const mine = ++generation;
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
        async loadTests() {
          if (get().tests.length > 0) return;
          try {
            set({ tests: await api.getTestCatalogue() });
          } catch {
            // Without titles the test shows by its name; nothing else depends on them.
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
      },
    };
  });

  // Every change of a kept list (a page appended, a like, a deletion) is kept as well.
  store.subscribe((state, previous) => {
    if (!cache || !state.listKey || !state.source || state.status !== "ready") return;
    if (
      state.vacancies === previous.vacancies &&
      state.total === previous.total &&
      state.totalCapped === previous.totalCapped &&
      state.nextPageToken === previous.nextPageToken &&
      state.status === previous.status
    )
      return;
    cache.keep(state.listKey, {
      source: state.source,
      vacancies: state.vacancies,
      total: state.total,
      totalCapped: state.totalCapped,
      nextPageToken: state.nextPageToken,
      hasMore: state.hasMore,
    });
  });
  return store;
}
