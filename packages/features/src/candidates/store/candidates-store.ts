import { isApiError } from "@rabota/api-client";
import {
  CANDIDATE_PAGE_SIZE,
  type CandidateCard,
  type CandidateFilters,
  type CandidateListResponse,
  type CandidateProfile,
  type CandidateResponse,
  type CompanyRef,
  type ContactRequestBody,
  type ProfileView,
  type ReceivedContactRequest,
  type SentContactRequest,
  type VisibilityRequest,
  type VisibilityResponse,
} from "@rabota/domain/wire/candidates";
import type { AreaDto } from "@rabota/domain/wire/places";
import type { TestCatalogueEntry } from "@rabota/domain/wire/tests";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** An active vacancy of the employer's company, as the invitation and the request name it. */
export interface CompanyVacancy {
  id: string;
  title: string;
}

/**
 * What the candidate search needs from the gateway; the app wires it to the client's
 * `candidates` and `profile` calls, the places, the skills and tests dictionaries, the
 * company's active vacancies and the invitation.
 */
export interface CandidatesApi {
  getVisibility(applicantId: string): Promise<VisibilityResponse>;
  setVisibility(applicantId: string, body: VisibilityRequest): Promise<VisibilityResponse>;
  searchCompanies(applicantId: string, search: string): Promise<CompanyRef[]>;
  getViews(applicantId: string): Promise<ProfileView[]>;
  getContactRequests(): Promise<ReceivedContactRequest[]>;
  decideContactRequest(requestId: string, decision: "accept" | "decline"): Promise<ReceivedContactRequest>;
  search(
    filters: CandidateFilters,
    paging: { pageSize?: number; pageToken?: string },
  ): Promise<CandidateListResponse>;
  total(filters: CandidateFilters): Promise<number>;
  get(applicantId: string): Promise<CandidateResponse>;
  requestContacts(applicantId: string, body: ContactRequestBody): Promise<SentContactRequest>;
  invite(vacancyId: string, applicantId: string, message: string): Promise<unknown>;
  companyVacancies(): Promise<CompanyVacancy[]>;
  searchAreas(search: string): Promise<AreaDto[]>;
  getArea(id: string): Promise<AreaDto>;
  getSkills(search: string): Promise<string[]>;
  getTestCatalogue(): Promise<TestCatalogueEntry[]>;
}

/** A write's outcome: done, or the message to show (the gateway's Russian one when it gave one). */
type CandidatesWrite = { ok: true } | { ok: false; message: string };

/** A slice of server data with its status. */
interface Loaded<T> {
  status: LoadStatus;
  value: T;
}

interface CandidateSearchState {
  status: LoadStatus;
  filters: CandidateFilters;
  candidates: CandidateCard[];
  nextPageToken: string | null;
  /** Null until the total answers (or when it failed: the list shows without it). */
  total: number | null;
  loadingMore: boolean;
  error: string | null;
}

interface OpenedCandidateState {
  status: LoadStatus;
  candidate: CandidateProfile | null;
  contactRequest: SentContactRequest | null;
  /** The refusal: 404 (not there for the company), 429 (the day's openings spent) with its message. */
  error: { status: number; message: string } | null;
}

export interface CandidatesState {
  visibility: Loaded<VisibilityResponse | null>;
  views: Loaded<ProfileView[]>;
  requests: Loaded<ReceivedContactRequest[]>;
  search: CandidateSearchState;
  opened: OpenedCandidateState;
  vacancies: Loaded<CompanyVacancy[]>;
  tests: TestCatalogueEntry[];
  actions: {
    loadVisibility: (applicantId: string) => Promise<void>;
    /** «Сохранить»: the settings as the gateway saved them, with the consent it recorded. */
    saveVisibility: (applicantId: string, body: VisibilityRequest) => Promise<CandidatesWrite>;
    /** The hide-from picker's companies by name (none when the search fails). */
    searchCompanies: (applicantId: string, search: string) => Promise<CompanyRef[]>;
    loadViews: (applicantId: string) => Promise<void>;
    loadRequests: () => Promise<void>;
    /** «Открыть контакты» / «Отклонить»: the request decided in the list. */
    decide: (requestId: string, decision: "accept" | "decline") => Promise<CandidatesWrite>;
    /** The first page and the total for `filters`; a newer search drops an older one's answers. */
    search: (filters: CandidateFilters) => Promise<void>;
    /** «Показать ещё»: the next page appended (people already shown are not repeated). */
    loadMore: () => Promise<void>;
    /** Opens a found profile (recorded for its owner's «Кто смотрел моё резюме»). */
    open: (applicantId: string) => Promise<void>;
    /** «Запросить контакты»: the request becomes the opened profile's. */
    requestContacts: (applicantId: string, body: ContactRequestBody) => Promise<CandidatesWrite>;
    /** «Пригласить на вакансию». */
    invite: (vacancyId: string, applicantId: string, message: string) => Promise<CandidatesWrite>;
    /** The company's active vacancies (for the invitation and the request), once. */
    loadVacancies: () => Promise<void>;
    /** The tests catalogue (the test filter and the cards' test names), once; empty when it fails. */
    loadTests: () => Promise<void>;
    suggestAreas: (search: string) => Promise<AreaDto[]>;
    areaOf: (id: string) => Promise<AreaDto | null>;
    suggestSkills: (search: string) => Promise<string[]>;
  };
}

const failure = (error: unknown, fallback: string): { ok: false; message: string } => ({
  ok: false,
  message: isApiError(error) ? error.message : messageOf(error, fallback),
});

const emptySearch: CandidateSearchState = {
  status: "idle",
  filters: {},
  candidates: [],
  nextPageToken: null,
  total: null,
  loadingMore: false,
  error: null,
};

const emptyOpened: OpenedCandidateState = {
  status: "idle",
  candidate: null,
  contactRequest: null,
  error: null,
};

/** The candidate search's store: the applicant's privacy side and the employer's search side. */
export function createCandidatesStore({ api }: { api: CandidatesApi }) {
  return createStore<CandidatesState>()((set, get) => {
    // Every search bumps it; answers of an older one are dropped.
    let generation = 0;
    let vacanciesAsked = false;
    let testsAsked = false;

    const load = async <K extends "visibility" | "views" | "requests">(
      key: K,
      work: () => Promise<CandidatesState[K]["value"]>,
    ) => {
      set({ [key]: { ...get()[key], status: "loading" } } as Pick<CandidatesState, K>);
      try {
        set({ [key]: { status: "ready", value: await work() } } as Pick<CandidatesState, K>);
      } catch {
        set({ [key]: { ...get()[key], status: "error" } } as Pick<CandidatesState, K>);
      }
    };

    return {
      visibility: { status: "idle", value: null },
      views: { status: "idle", value: [] },
      requests: { status: "idle", value: [] },
      search: emptySearch,
      opened: emptyOpened,
      vacancies: { status: "idle", value: [] },
      tests: [],
      actions: {
        loadVisibility: (applicantId) => load("visibility", () => api.getVisibility(applicantId)),
        saveVisibility: async (applicantId, body) => {
          try {
            set({ visibility: { status: "ready", value: await api.setVisibility(applicantId, body) } });
            return { ok: true };
          } catch (error) {
            return failure(error, "Не удалось сохранить настройки видимости");
          }
        },
        searchCompanies: (applicantId, search) => api.searchCompanies(applicantId, search).catch(() => []),
        loadViews: (applicantId) => load("views", () => api.getViews(applicantId)),
        loadRequests: () => load("requests", () => api.getContactRequests()),
        decide: async (requestId, decision) => {
          try {
            const decided = await api.decideContactRequest(requestId, decision);
            const { requests } = get();
            set({
              requests: {
                ...requests,
                value: requests.value.map((request) => (request.id === decided.id ? decided : request)),
              },
            });
            return { ok: true };
          } catch (error) {
            return failure(error, "Не удалось ответить на запрос");
          }
        },
        search: async (filters) => {
          const mine = ++generation;
          set({ search: { ...emptySearch, status: "loading", filters } });
          void api.total(filters).then(
            (total) => {
              if (mine === generation) set({ search: { ...get().search, total } });
            },
            () => {},
          );
          try {
            const page = await api.search(filters, { pageSize: CANDIDATE_PAGE_SIZE });
            if (mine !== generation) return;
            set({
              search: {
                ...get().search,
                status: "ready",
                candidates: page.candidates,
                nextPageToken: page.nextPageToken,
              },
            });
          } catch (error) {
            if (mine !== generation) return;
            set({
              search: {
                ...get().search,
                status: "error",
                error: failure(error, "Не удалось найти резюме").message,
              },
            });
          }
        },
        loadMore: async () => {
          const { search } = get();
          if (!search.nextPageToken || search.loadingMore) return;
          const mine = generation;
          set({ search: { ...search, loadingMore: true, error: null } });
          try {
            const page = await api.search(search.filters, {
              pageSize: CANDIDATE_PAGE_SIZE,
              pageToken: search.nextPageToken,
            });
            if (mine !== generation) return;
            const current = get().search;
            const shown = new Set(current.candidates.map((candidate) => candidate.id));
            set({
              search: {
                ...current,
                loadingMore: false,
                candidates: [...current.candidates, ...page.candidates.filter((card) => !shown.has(card.id))],
                nextPageToken: page.nextPageToken,
              },
            });
          } catch (error) {
            if (mine !== generation) return;
            set({
              search: {
                ...get().search,
                loadingMore: false,
                error: failure(error, "Не удалось загрузить ещё").message,
              },
            });
          }
        },
        open: async (applicantId) => {
          set({ opened: { ...emptyOpened, status: "loading" } });
          try {
            const { candidate, contactRequest } = await api.get(applicantId);
            set({ opened: { status: "ready", candidate, contactRequest, error: null } });
          } catch (error) {
            const status = isApiError(error) ? error.status : 0;
            const message = failure(error, "Не удалось открыть резюме").message;
            set({ opened: { ...emptyOpened, status: "error", error: { status, message } } });
          }
        },
        requestContacts: async (applicantId, body) => {
          try {
            const request = await api.requestContacts(applicantId, body);
            set({ opened: { ...get().opened, contactRequest: request } });
            return { ok: true };
          } catch (error) {
            return failure(error, "Не удалось отправить запрос");
          }
        },
        invite: async (vacancyId, applicantId, message) => {
          try {
            await api.invite(vacancyId, applicantId, message);
            return { ok: true };
          } catch (error) {
            return failure(error, "Не удалось отправить приглашение");
          }
        },
        loadVacancies: async () => {
          if (vacanciesAsked) return;
          vacanciesAsked = true;
          set({ vacancies: { status: "loading", value: [] } });
          try {
            set({ vacancies: { status: "ready", value: await api.companyVacancies() } });
          } catch {
            vacanciesAsked = false;
            set({ vacancies: { status: "error", value: [] } });
          }
        },
        loadTests: async () => {
          if (testsAsked) return;
          testsAsked = true;
          set({ tests: await api.getTestCatalogue().catch(() => []) });
        },
        suggestAreas: (search) => api.searchAreas(search),
        areaOf: (id) => api.getArea(id).catch(() => null),
        suggestSkills: (search) => api.getSkills(search).catch(() => []),
      },
    };
  });
}
