import { isApiError } from "@rabota/api-client";
import type { SearchAlert } from "@rabota/domain/enums";
import { SAVED_SEARCH_MESSAGES } from "@rabota/domain/errors";
import type { AreaDto } from "@rabota/domain/wire/places";
import type { SavedSearchDto, SavedSearchWrite } from "@rabota/domain/wire/searches";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What the saved searches need from the gateway; the app wires it to `apiClient.searches`. */
export interface SearchesApi {
  list(): Promise<SavedSearchDto[]>;
  create(body: SavedSearchWrite): Promise<SavedSearchDto>;
  update(id: string, body: SavedSearchWrite): Promise<SavedSearchDto>;
  remove(id: string): Promise<void>;
  markOpened(id: string): Promise<SavedSearchDto>;
  /** A place of the filters, for its name in a search's summary (issue 40). */
  getArea(id: string): Promise<AreaDto>;
}

/** A write's outcome: done, or the message to show (the gateway's Russian one when it gave one). */
type SearchWriteResult = { ok: true; search: SavedSearchDto } | { ok: false; message: string };

export interface SearchesState {
  searches: SavedSearchDto[];
  status: LoadStatus;
  actions: {
    /** (Re)loads the applicant's searches with their «N новых». */
    load: () => Promise<void>;
    /** «Сохранить поиск»: the search joins the list (409 at the 21st: its message). */
    create: (body: SavedSearchWrite) => Promise<SearchWriteResult>;
    /** «Изменить»: the name, filters and alert replaced. */
    update: (id: string, body: SavedSearchWrite) => Promise<SearchWriteResult>;
    /** The alert switched (the list's select). */
    setAlert: (id: string, alert: SearchAlert) => Promise<SearchWriteResult>;
    /** «Удалить». */
    remove: (id: string) => Promise<SearchWriteResult | { ok: true }>;
    /** The applicant opens the search's list: its «N новых» is seen. */
    markOpened: (id: string) => Promise<void>;
    /** A place of the filters by id (its name for the summary). */
    areaOf: (id: string) => Promise<AreaDto>;
  };
}

const failure = (error: unknown): { ok: false; message: string } => ({
  ok: false,
  message: isApiError(error) ? error.message : messageOf(error, SAVED_SEARCH_MESSAGES.saveFailed),
});

/** The saved searches' store: the list and the writes that keep it in step with the gateway. */
export function createSearchesStore({ api }: { api: SearchesApi }) {
  return createStore<SearchesState>()((set, get) => {
    const replace = (search: SavedSearchDto) =>
      set({ searches: get().searches.map((entry) => (entry.id === search.id ? search : entry)) });
    const write = async (work: () => Promise<SavedSearchDto>, apply: (search: SavedSearchDto) => void) => {
      try {
        const search = await work();
        apply(search);
        return { ok: true as const, search };
      } catch (error) {
        return failure(error);
      }
    };
    return {
      searches: [],
      status: "idle",
      actions: {
        areaOf: (id) => api.getArea(id),
        load: async () => {
          set({ status: "loading" });
          try {
            set({ searches: await api.list(), status: "ready" });
          } catch {
            set({ status: "error" });
          }
        },
        create: (body) =>
          write(
            () => api.create(body),
            (search) => set({ searches: [search, ...get().searches] }),
          ),
        update: (id, body) => write(() => api.update(id, body), replace),
        setAlert: (id, alert) => {
          const search = get().searches.find((entry) => entry.id === id);
          if (!search) return Promise.resolve({ ok: false, message: SAVED_SEARCH_MESSAGES.notFound });
          return write(() => api.update(id, { name: search.name, filter: search.filter, alert }), replace);
        },
        remove: async (id) => {
          try {
            await api.remove(id);
            set({ searches: get().searches.filter((entry) => entry.id !== id) });
            return { ok: true as const };
          } catch (error) {
            return failure(error);
          }
        },
        markOpened: async (id) => {
          try {
            replace(await api.markOpened(id));
          } catch {
            // The list opens anyway; «N новых» stays until the next opening.
          }
        },
      },
    };
  });
}
