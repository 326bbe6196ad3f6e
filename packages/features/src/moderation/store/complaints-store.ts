import { isApiError } from "@rabota/api-client";
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_REASON_LABELS,
  COMPLAINT_REASONS,
  type ComplaintReason,
  type ComplaintReasonsResponse,
  type ComplaintRequest,
  type ComplaintTargetType,
} from "@rabota/domain/wire/complaints";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What complaining needs from the API; the app passes `apiClient.complaints`. */
export interface ComplaintsApi {
  reasons(): Promise<ComplaintReasonsResponse>;
  create(body: ComplaintRequest): Promise<unknown>;
}

/** A reason as the dialog lists it. */
export interface ComplaintReasonOption {
  reason: ComplaintReason;
  label: string;
}

/**
 * How a complaint ended: `sent`; `duplicate` (409: this person already complained about it,
 * which for them is as good as sent); or `failed` with the message to show.
 */
export type ComplaintOutcome =
  | { kind: "sent"; message: string }
  | { kind: "duplicate"; message: string }
  | { kind: "failed"; message: string };

/** The reasons in the domain's order with its labels: what the dialog shows until (or unless) the gateway answers. */
export const DEFAULT_COMPLAINT_REASONS: readonly ComplaintReasonOption[] = COMPLAINT_REASONS.map(
  (reason) => ({
    reason,
    label: COMPLAINT_REASON_LABELS[reason],
  }),
);

/** `targetType:targetId`, the key of a target this person complained about. */
export const complaintKey = (targetType: ComplaintTargetType, targetId: string) =>
  `${targetType}:${targetId}`;

export interface ComplaintsState {
  reasonsStatus: LoadStatus;
  reasons: readonly ComplaintReasonOption[];
  /** Targets this person complained about in this page's life (sent, or refused as already sent). */
  complained: ReadonlySet<string>;
  actions: {
    /** Asks the gateway for the reasons once; a failure keeps the domain's list. */
    loadReasons: () => Promise<void>;
    /** «Отправить»: files the complaint. */
    send: (request: ComplaintRequest) => Promise<ComplaintOutcome>;
  };
}

/**
 * Complaints (issue 42): the reasons to pick from and sending one. A 409 means this person
 * already complained about the target; the target is then remembered as complained like a sent one.
 */
export function createComplaintsStore(api: ComplaintsApi) {
  return createStore<ComplaintsState>()((set, get) => {
    const remember = (request: ComplaintRequest) =>
      set({ complained: new Set(get().complained).add(complaintKey(request.targetType, request.targetId)) });
    return {
      reasonsStatus: "idle",
      reasons: DEFAULT_COMPLAINT_REASONS,
      complained: new Set(),
      actions: {
        loadReasons: async () => {
          if (get().reasonsStatus === "loading" || get().reasonsStatus === "ready") return;
          set({ reasonsStatus: "loading" });
          try {
            const { reasons } = await api.reasons();
            set({
              reasonsStatus: "ready",
              reasons: reasons.length > 0 ? reasons : DEFAULT_COMPLAINT_REASONS,
            });
          } catch {
            set({ reasonsStatus: "error" });
          }
        },
        send: async (request) => {
          try {
            await api.create(request);
            remember(request);
            return { kind: "sent", message: COMPLAINT_MESSAGES.sent };
          } catch (error) {
            if (isApiError(error) && error.status === 409) {
              remember(request);
              return { kind: "duplicate", message: COMPLAINT_MESSAGES.alreadyComplained };
            }
            return { kind: "failed", message: messageOf(error, "Не удалось отправить жалобу") };
          }
        },
      },
    };
  });
}
