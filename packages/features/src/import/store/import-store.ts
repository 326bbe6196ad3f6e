import { isApiError } from "@rabota/api-client";
import type { ImportFolder, ImportStep } from "@rabota/domain/enums";
import { failureMessage, IMPORT_MESSAGES, serverMessageOr } from "@rabota/domain/errors";
import { buildImportRequest, isImportRunActive, nextImportPollDelay } from "@rabota/domain/transitions";
import type { ImportCountsResponse, ImportRunDto, ImportVacanciesRequest } from "@rabota/domain/wire/import";
import { createStore } from "zustand/vanilla";
import type { LoadStatus } from "../../lib/store-kit";
import type { HhAuthorization } from "../lib/hh-authorization";

/** What the import needs from the gateway; the app wires it to `apiClient.import`. */
export interface ImportApi {
  getAuthorizeUrl(): Promise<string>;
  getCounts(code: string, state: string): Promise<ImportCountsResponse>;
  startImport(body: ImportVacanciesRequest): Promise<unknown>;
  getLatestRun(): Promise<ImportRunDto | null>;
}

export interface ImportDeps {
  api: ImportApi;
  /** Sends the browser to hh.ru's authorization page (the page is left). */
  redirect: (url: string) => void;
  /** Timers of the run's polling, injectable so tests control them. */
  timers?: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

export interface ImportState {
  /** The modal's step (§2.5). */
  step: ImportStep;
  /** The chosen site ("" until one is chosen). */
  site: string;
  /** The authorization address is being asked for (the browser leaves once it comes). */
  linking: boolean;
  /** hh.ru's one-time code, from the callback; the counts and the import both send it. */
  code: string | null;
  counts: ImportCountsResponse | null;
  /** The selected tab: the folder to import (default active, §9). */
  folder: ImportFolder;
  /** The error step's message (§8). */
  error: string | null;
  /** The company's latest import run and its progress. */
  run: ImportRunDto | null;
  runStatus: LoadStatus;
  /**
   * Counts changes of the employer's list that the import made (Close after a started
   * import, a run that finished): the page reloads its list when it moves.
   */
  listVersion: number;
  actions: {
    /** A fresh flow at the first step (each opening of the modal from the page). */
    open: () => void;
    chooseSite: (site: string) => void;
    /** «Выбрать»: on to linking the profile. */
    confirmSite: () => void;
    /** Back from linking the profile to choosing the site. */
    back: () => void;
    /** «Привязать профиль»: asks for hh.ru's authorization address and sends the browser there. */
    linkProfile: () => Promise<void>;
    /** hh.ru's answer from the callback: loads the counts (loadingCount → showCount), or the refusal. */
    receiveAuthorization: (authorization: HhAuthorization) => Promise<void>;
    selectFolder: (folder: ImportFolder) => void;
    /** «Импортировать»: starts the import of the selected folder (importing → success or error). */
    startImport: (companyId: string | null) => Promise<void>;
    /** Close on success: the employer's list reloads (§4). */
    finish: () => void;
    /** Watches the latest run while the returned function is not called: polls while it runs. */
    followRun: () => () => void;
  };
}

const FLOW_START = {
  step: "selectSite",
  site: "",
  linking: false,
  code: null,
  counts: null,
  folder: "VACANCY_STATUS_ACTIVE",
  error: null,
} as const satisfies Partial<ImportState>;

const browserTimers = {
  setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whether the run went on between two looks (so the next look comes soon again). */
function progressed(before: ImportRunDto | null, after: ImportRunDto | null): boolean {
  if (!before || !after) return before !== after;
  return (
    before.id !== after.id ||
    before.status !== after.status ||
    before.imported + before.updated + before.failed !== after.imported + after.updated + after.failed
  );
}

/**
 * Creates the import store: the modal's flow (§2.5, §4) and the company's latest import run,
 * polled with backoff while it is queued or running and someone follows it.
 */
export function createImportStore({ api, redirect, timers = browserTimers }: ImportDeps) {
  let followers = 0;
  let timer: unknown = null;
  let delay: number | null = null;
  // Each look at the run is numbered; an answer older than the newest look is dropped.
  let lookGeneration = 0;
  let countsGeneration = 0;

  return createStore<ImportState>()((set, get) => {
    const stopPolling = () => {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    };

    const scheduleLook = (moved: boolean) => {
      stopPolling();
      if (followers === 0 || !isImportRunActive(get().run)) {
        delay = null;
        return;
      }
      delay = nextImportPollDelay(delay, moved);
      timer = timers.setTimeout(() => void lookAtRun(), delay);
    };

    const lookAtRun = async () => {
      const mine = ++lookGeneration;
      // A look out of turn (a started import) replaces the one that was waiting.
      stopPolling();
      const before = get().run;
      if (get().runStatus !== "ready") set({ runStatus: "loading" });
      try {
        const run = await api.getLatestRun();
        if (mine !== lookGeneration) return;
        const finished = isImportRunActive(before) && !isImportRunActive(run) && before?.id === run?.id;
        set((state) => ({
          run,
          runStatus: "ready",
          listVersion: finished ? state.listVersion + 1 : state.listVersion,
        }));
        scheduleLook(progressed(before, run));
      } catch {
        if (mine !== lookGeneration) return;
        // A failed look keeps what is shown and tries again later (after a longer wait).
        set({ runStatus: get().run ? "ready" : "error" });
        scheduleLook(false);
      }
    };

    const fail = (error: string) => set({ step: "error", error, linking: false });

    return {
      ...FLOW_START,
      run: null,
      runStatus: "idle",
      listVersion: 0,
      actions: {
        open: () => set({ ...FLOW_START }),
        chooseSite: (site) => set({ site }),
        confirmSite: () => {
          if (get().site) set({ step: "linkProfile" });
        },
        back: () => set({ step: "selectSite" }),
        async linkProfile() {
          set({ linking: true });
          try {
            redirect(await api.getAuthorizeUrl());
          } catch {
            fail(IMPORT_MESSAGES.authorizeFailed);
          }
        },
        async receiveAuthorization(authorization) {
          const mine = ++countsGeneration;
          if (authorization.kind === "refused") {
            set({ ...FLOW_START });
            fail(IMPORT_MESSAGES.accessDenied);
            return;
          }
          set({ ...FLOW_START, step: "loadingCount", code: authorization.code });
          try {
            const counts = await api.getCounts(authorization.code, authorization.state);
            if (mine === countsGeneration) set({ step: "showCount", counts });
          } catch (error) {
            if (mine === countsGeneration) fail(failureMessage(error, IMPORT_MESSAGES.countFailed));
          }
        },
        selectFolder: (folder) => set({ folder }),
        async startImport(companyId) {
          const built = buildImportRequest(get().code, companyId, get().folder);
          if (!built.ok) {
            fail(built.message);
            return;
          }
          set({ step: "importing" });
          try {
            await api.startImport(built.request);
            set({ step: "success" });
            // The new run shows on the page at once and is followed from there.
            delay = null;
            void lookAtRun();
          } catch (error) {
            fail(
              isApiError(error) && error.code === "IMPORT_RUNNING"
                ? serverMessageOr(error.serverMessage, IMPORT_MESSAGES.alreadyRunning)
                : failureMessage(error, IMPORT_MESSAGES.importFailed),
            );
          }
        },
        finish: () => set((state) => ({ listVersion: state.listVersion + 1 })),
        followRun() {
          followers += 1;
          if (followers === 1) void lookAtRun();
          let followed = true;
          return () => {
            if (!followed) return;
            followed = false;
            followers -= 1;
            if (followers === 0) stopPolling();
          };
        },
      },
    };
  });
}
