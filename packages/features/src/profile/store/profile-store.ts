import { type ApplicantProfile, toApplicantProfile, toApplicantProfileDto } from "@rabota/domain/mappers";
import type { AreaDto } from "@rabota/domain/wire/places";
import type { ApplicantProfileDto, UpdateApplicantProfileRequest } from "@rabota/domain/wire/profile";
import type { VacancyTotalResponse } from "@rabota/domain/wire/vacancy";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf, percentOf, type SaveResult } from "../../lib/store-kit";

/** What the profile feature needs from the API; the app wires it to the API client. */
export interface ProfileApi {
  getProfile(applicantId: string): Promise<ApplicantProfileDto>;
  updateProfile(applicantId: string, body: UpdateApplicantProfileRequest): Promise<ApplicantProfileDto>;
  getSkills(search: string): Promise<string[]>;
  getQualities(search: string): Promise<string[]>;
  /** The places whose name starts with the typed city (issue 40). */
  searchAreas(search: string): Promise<AreaDto[]>;
  /**
   * How many active vacancies the list's «Доход от» finds for `salaryFrom` (`GET /v1/vacancy/total`
   * with `filter.salaryFrom`: those whose upper bound, or only bound, reaches it).
   */
  countVacanciesFrom(salaryFrom: number): Promise<VacancyTotalResponse>;
  /** Uploads an image and returns the address to store in the profile. */
  uploadAvatar(
    applicantId: string,
    file: File,
    onProgress: (progress: { loaded: number; total: number }) => void,
  ): Promise<{ downloadUrl: string }>;
}

/** The outcome of a save: the stored profile, or the server's message. */
type ProfileSaveResult = SaveResult<ApplicantProfile>;

export interface ProfileState {
  applicantId: string | null;
  status: LoadStatus;
  profile: ApplicantProfile | null;
  error: string | null;
  isSaving: boolean;
  /** The active vacancies whose pay reaches the wanted income (issue 45); null before it is asked. */
  incomeOffers: { amount: number; status: LoadStatus; total: number; capped: boolean } | null;
  actions: {
    /** Loads (or reloads) the applicant's profile. */
    load: (applicantId: string) => Promise<void>;
    /**
     * Saves the whole profile with `change` applied (empty strings are left out, and so are
     * empty contacts and goals). The stored profile changes only when the server accepts.
     */
    save: (change: Partial<ApplicantProfile>) => Promise<ProfileSaveResult>;
    /** Skill suggestions; an empty list when the call fails (suggestions never block typing). */
    suggestSkills: (search: string) => Promise<string[]>;
    /** Personal-quality suggestions; an empty list when the call fails. */
    suggestQualities: (search: string) => Promise<string[]>;
    /** The places for the typed city (a failed call rejects; the field shows none). */
    suggestAreas: (search: string) => Promise<AreaDto[]>;
    /** Counts the active vacancies whose pay reaches `amount` (once per amount; a failure shows nothing). */
    countIncomeOffers: (amount: number) => Promise<void>;
    /** Uploads an avatar image; resolves to its address (not yet saved in the profile). */
    uploadAvatar: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  };
}

/** Creates the applicant profile store (each app and test makes its own). */
export function createProfileStore(api: ProfileApi) {
  return createStore<ProfileState>()((set, get) => ({
    applicantId: null,
    status: "idle",
    profile: null,
    error: null,
    isSaving: false,
    incomeOffers: null,
    actions: {
      async load(applicantId) {
        set({ applicantId, status: "loading", error: null });
        try {
          const dto = await api.getProfile(applicantId);
          if (get().applicantId === applicantId) set({ status: "ready", profile: toApplicantProfile(dto) });
        } catch (error) {
          if (get().applicantId === applicantId)
            set({ status: "error", error: messageOf(error, "Не удалось загрузить профиль") });
        }
      },
      async save(change) {
        const { applicantId, profile } = get();
        if (!applicantId || !profile) return { ok: false, message: "Профиль ещё не загружен" };
        set({ isSaving: true });
        try {
          const dto = await api.updateProfile(applicantId, toApplicantProfileDto({ ...profile, ...change }));
          const saved = toApplicantProfile(dto);
          set({ profile: saved, isSaving: false });
          return { ok: true, profile: saved };
        } catch (error) {
          set({ isSaving: false });
          return { ok: false, message: messageOf(error, "Не удалось сохранить профиль") };
        }
      },
      async suggestSkills(search) {
        try {
          return await api.getSkills(search);
        } catch {
          return [];
        }
      },
      async suggestQualities(search) {
        try {
          return await api.getQualities(search);
        } catch {
          return [];
        }
      },
      suggestAreas: (search) => api.searchAreas(search),
      async countIncomeOffers(amount) {
        if (get().incomeOffers?.amount === amount) return;
        set({ incomeOffers: { amount, status: "loading", total: 0, capped: false } });
        try {
          const { total, capped } = await api.countVacanciesFrom(amount);
          if (get().incomeOffers?.amount === amount)
            set({ incomeOffers: { amount, status: "ready", total, capped } });
        } catch {
          if (get().incomeOffers?.amount === amount)
            set({ incomeOffers: { amount, status: "error", total: 0, capped: false } });
        }
      },
      async uploadAvatar(file, onProgress) {
        const applicantId = get().applicantId;
        if (!applicantId) throw new Error("Профиль ещё не загружен");
        const { downloadUrl } = await api.uploadAvatar(applicantId, file, (progress) =>
          onProgress(percentOf(progress)),
        );
        return downloadUrl;
      },
    },
  }));
}
