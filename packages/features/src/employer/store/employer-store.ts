import { EMPLOYER_PROFILE_MESSAGES } from "@rabota/domain/errors";
import type { EmployerProfileDto, UpdateEmployerProfileRequest } from "@rabota/domain/wire/employer";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf, percentOf, type SaveResult } from "../../lib/store-kit";

/** What the employer feature needs from the API; the app wires it to the API client. */
export interface EmployerApi {
  getProfile(employerId: string): Promise<EmployerProfileDto>;
  updateProfile(employerId: string, body: UpdateEmployerProfileRequest): Promise<EmployerProfileDto>;
  /** Uploads a logo image and returns the address to store in the company card. */
  uploadLogo(
    employerId: string,
    file: File,
    onProgress: (progress: { loaded: number; total: number }) => void,
  ): Promise<{ downloadUrl: string }>;
}

type EmployerSaveResult = SaveResult<EmployerProfileDto>;

export interface EmployerState {
  employerId: string | null;
  status: LoadStatus;
  profile: EmployerProfileDto | null;
  error: string | null;
  isSaving: boolean;
  actions: {
    /** Loads (or reloads) the employer profile; failure keeps «Failed to fetch employer profile.». */
    load: (employerId: string) => Promise<void>;
    /** Replaces the profile; the stored one changes only when the server accepts. */
    save: (body: UpdateEmployerProfileRequest) => Promise<EmployerSaveResult>;
    /** Uploads a logo; resolves to its address (saved with the next `save`). */
    uploadLogo: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  };
}

/** Creates the employer profile store: the profile is fetched and replaced as a whole. */
export function createEmployerStore(api: EmployerApi) {
  return createStore<EmployerState>()((set, get) => ({
    employerId: null,
    status: "idle",
    profile: null,
    error: null,
    isSaving: false,
    actions: {
      async load(employerId) {
        set({ employerId, status: "loading", error: null });
        try {
          const profile = await api.getProfile(employerId);
          if (get().employerId === employerId) set({ status: "ready", profile });
        } catch {
          if (get().employerId === employerId)
            set({ status: "error", error: EMPLOYER_PROFILE_MESSAGES.fetchFailed });
        }
      },
      async save(body) {
        const employerId = get().employerId;
        if (!employerId) return { ok: false, message: EMPLOYER_PROFILE_MESSAGES.updateFailed };
        set({ isSaving: true });
        try {
          const profile = await api.updateProfile(employerId, body);
          set({ profile, isSaving: false });
          return { ok: true, profile };
        } catch (error) {
          set({ isSaving: false });
          return { ok: false, message: messageOf(error, EMPLOYER_PROFILE_MESSAGES.updateFailed) };
        }
      },
      async uploadLogo(file, onProgress) {
        const employerId = get().employerId;
        if (!employerId) throw new Error(EMPLOYER_PROFILE_MESSAGES.updateFailed);
        const { downloadUrl } = await api.uploadLogo(employerId, file, (progress) =>
          onProgress(percentOf(progress)),
        );
        return downloadUrl;
      },
    },
  }));
}
