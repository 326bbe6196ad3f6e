import { isApiError } from "@rabota/api-client";
import { type ApplicantProfile, toApplicantProfile } from "@rabota/domain/mappers";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What the candidate page needs: an applicant's profile as the employer may see it. */
export interface CandidateApi {
  getCandidate(applicantId: string): Promise<ApplicantProfileDto>;
}

export interface CandidateState {
  applicantId: string | null;
  status: LoadStatus;
  profile: ApplicantProfile | null;
  /** The load error's message, and its HTTP status (403 when the employer may not see them). */
  error: { message: string; status: number | null } | null;
  actions: {
    /** Loads (or reloads) the candidate's profile. */
    load: (applicantId: string) => Promise<void>;
  };
}

/** Creates the read-only candidate store (one per candidate page). */
export function createCandidateStore(api: CandidateApi) {
  return createStore<CandidateState>()((set, get) => ({
    applicantId: null,
    status: "idle",
    profile: null,
    error: null,
    actions: {
      async load(applicantId) {
        set({ applicantId, status: "loading", error: null });
        try {
          const dto = await api.getCandidate(applicantId);
          if (get().applicantId === applicantId) set({ status: "ready", profile: toApplicantProfile(dto) });
        } catch (error) {
          if (get().applicantId === applicantId)
            set({
              status: "error",
              error: {
                message: messageOf(error, "Не удалось загрузить профиль"),
                status: isApiError(error) ? error.status : null,
              },
            });
        }
      },
    },
  }));
}
