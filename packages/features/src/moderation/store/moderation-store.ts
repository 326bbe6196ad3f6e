import type {
  ModerationDecisionRequest,
  ModerationLogEntry,
  ModerationLogResponse,
  ModerationQueueItem,
  ModerationQueueResponse,
} from "@rabota/domain/wire/complaints";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What the moderators' pages need from the API; the app passes `apiClient.moderation`. */
export interface ModerationApi {
  queue(): Promise<ModerationQueueResponse>;
  decide(body: ModerationDecisionRequest): Promise<ModerationLogEntry>;
  log(paging?: { pageSize?: number; pageToken?: string }): Promise<ModerationLogResponse>;
}

/** The outcome of «Применить»: done, or the message to show beside the form. */
type DecisionResult = { ok: true; entry: ModerationLogEntry } | { ok: false; message: string };

/** Entries of the log a page shows. */
const MODERATION_LOG_PAGE_SIZE = 20;

/** The key of a queue item: its target. */
export const queueItemKey = (item: Pick<ModerationQueueItem, "target">) =>
  `${item.target.type}:${item.target.id}`;

export interface ModerationState {
  queueStatus: LoadStatus;
  /** The open targets, the longest waiting first (as the gateway orders them). */
  queue: readonly ModerationQueueItem[];
  logStatus: LoadStatus;
  log: readonly ModerationLogEntry[];
  logNextPageToken: string | null;
  /** «Показать ещё» is fetching the next page of the log. */
  logLoadingMore: boolean;
  actions: {
    /** Loads (or reloads) the queue. */
    loadQueue: () => Promise<void>;
    /** «Применить»: the decision is sent; once accepted its target leaves the queue and it heads the log. */
    decide: (request: ModerationDecisionRequest) => Promise<DecisionResult>;
    /** Loads the log's first page (newest first). */
    loadLog: () => Promise<void>;
    /** «Показать ещё»: the next page of the log, after the entries shown. */
    loadMoreLog: () => Promise<void>;
  };
}

/**
 * The moderator's queue, decisions and log (issue 42). The queue shows what the gateway says is
 * open; a decision is reflected only once the gateway accepts it.
 */
export function createModerationStore(api: ModerationApi) {
  return createStore<ModerationState>()((set, get) => ({
    queueStatus: "idle",
    queue: [],
    logStatus: "idle",
    log: [],
    logNextPageToken: null,
    logLoadingMore: false,
    actions: {
      loadQueue: async () => {
        if (get().queueStatus !== "ready") set({ queueStatus: "loading" });
        try {
          const { items } = await api.queue();
          set({ queueStatus: "ready", queue: items });
        } catch {
          set({ queueStatus: "error" });
        }
      },
      decide: async (request) => {
        try {
          const entry = await api.decide(request);
          const key = `${request.targetType}:${request.targetId}`;
          set((state) => ({
            queue: state.queue.filter((item) => queueItemKey(item) !== key),
            log:
              state.logStatus === "idle" ? state.log : [entry, ...state.log.filter((e) => e.id !== entry.id)],
          }));
          return { ok: true, entry };
        } catch (error) {
          return { ok: false, message: messageOf(error, "Не удалось применить решение") };
        }
      },
      loadLog: async () => {
        if (get().logStatus !== "ready") set({ logStatus: "loading" });
        try {
          const page = await api.log({ pageSize: MODERATION_LOG_PAGE_SIZE });
          set({ logStatus: "ready", log: page.entries, logNextPageToken: page.nextPageToken });
        } catch {
          set({ logStatus: "error" });
        }
      },
      loadMoreLog: async () => {
        const { logNextPageToken: pageToken, logLoadingMore } = get();
        if (!pageToken || logLoadingMore) return;
        set({ logLoadingMore: true });
        try {
          const page = await api.log({ pageSize: MODERATION_LOG_PAGE_SIZE, pageToken });
          set((state) => {
            const shown = new Set(state.log.map((entry) => entry.id));
            return {
              log: [...state.log, ...page.entries.filter((entry) => !shown.has(entry.id))],
              logNextPageToken: page.nextPageToken,
              logLoadingMore: false,
            };
          });
        } catch {
          set({ logLoadingMore: false });
        }
      },
    },
  }));
}
