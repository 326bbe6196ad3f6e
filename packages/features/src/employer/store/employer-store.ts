import { isApiError } from "@rabota/api-client";
import { COMPANY_ACCESS_MESSAGES, EMPLOYER_PROFILE_MESSAGES, failureMessage } from "@rabota/domain/errors";
import type { CompanyVerification } from "@rabota/domain/wire/companies";
import type {
  CompanyMemberDto,
  CompanyMembersResponse,
  CompanyRequestDecision,
  EmployerProfileDto,
  UpdateEmployerProfileRequest,
} from "@rabota/domain/wire/employer";
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
  /** The company's pending requests and active members (active members only). */
  listMembers(companyId: string): Promise<CompanyMembersResponse>;
  /** Approves or rejects a pending request; resolves to the member as decided. */
  decideRequest(
    companyId: string,
    employerId: string,
    decision: CompanyRequestDecision,
  ): Promise<CompanyMemberDto>;
  /** Revokes an active member's access. */
  removeMember(companyId: string, employerId: string): Promise<CompanyMemberDto>;
  /** A rejected or removed employer asks its company again; resolves to its membership, pending. */
  requestAccess(companyId: string): Promise<CompanyMemberDto>;
  /** The company's verification in the registry of legal entities, or null (its public page). */
  getVerification(companyId: string): Promise<CompanyVerification | null>;
  /** Verifies the company by its ИНН (an active member); rejects with the server's Russian refusal. */
  verifyCompany(companyId: string, inn: string): Promise<CompanyVerification>;
}

/** The outcome of «Проверить»: the verification, or the refusal to show. */
type VerifyCompanyResult = { ok: true; verification: CompanyVerification } | { ok: false; message: string };

/** The refusals whose server message is the Russian reason a person should read as it is. */
const SPOKEN_REFUSALS = new Set([400, 403, 409, 422, 429, 503]);
const VERIFY_FAILED = "Не удалось проверить компанию. Попробуйте снова.";

/** The company's people as its active members manage them. */
export interface CompanyMembersState {
  status: LoadStatus;
  /** Pending requests, oldest first. */
  requests: CompanyMemberDto[];
  /** Active members, oldest first. */
  members: CompanyMemberDto[];
  /** Employers whose decision or removal is in flight (their buttons wait). */
  busy: ReadonlySet<string>;
}

/** The outcome of a decision or a removal: done, or the message to show. */
export type MemberActionResult = { ok: true; member: CompanyMemberDto } | { ok: false; message: string };

/** The outcome of asking the company again: sent, or the message to show. */
export type AccessRequestResult = { ok: true } | { ok: false; message: string };

type EmployerSaveResult = SaveResult<EmployerProfileDto>;

export interface EmployerState {
  employerId: string | null;
  status: LoadStatus;
  profile: EmployerProfileDto | null;
  error: string | null;
  isSaving: boolean;
  company: CompanyMembersState;
  /**
   * The company's verification as its active members see and ask for it: what the registry
   * confirmed (null: never verified, or not known yet), and whether a check is in flight.
   */
  verification: { current: CompanyVerification | null; checking: boolean };
  actions: {
    /** Loads (or reloads) the employer profile; failure keeps «Failed to fetch employer profile.». */
    load: (employerId: string) => Promise<void>;
    /** Replaces the profile; the stored one changes only when the server accepts. */
    save: (body: UpdateEmployerProfileRequest) => Promise<EmployerSaveResult>;
    /** Uploads a logo; resolves to its address (saved with the next `save`). */
    uploadLogo: (file: File, onProgress: (percent: number) => void) => Promise<string>;
    /** Loads the company's requests and members (an active member's profile only). */
    loadMembers: () => Promise<void>;
    /**
     * Approves or rejects a request in one step: the request leaves the list (an approved one
     * joins the members) once the server accepts; on failure the lists are reloaded.
     */
    decide: (employerId: string, decision: CompanyRequestDecision) => Promise<MemberActionResult>;
    /** Revokes a member's access; the member leaves the list once the server accepts. */
    removeMember: (employerId: string) => Promise<MemberActionResult>;
    /**
     * A rejected or removed employer asks its company again: the profile's `companyAccess`
     * turns `pending` once the server accepts. On failure the profile is fetched again
     * quietly (another tab may have asked, a member may have decided) and the message is the
     * server's Russian refusal (403, 409) or `COMPANY_ACCESS_MESSAGES.requestFailed`.
     */
    requestAccess: () => Promise<AccessRequestResult>;
    /**
     * Reads the company's current verification. Quiet on failure: the section then shows only
     * the form, and a verification made here replaces whatever it missed.
     */
    loadVerification: () => Promise<void>;
    /**
     * Asks the registry to confirm the company by `inn` (checked by the domain's schema first):
     * the verification replaces the current one once the server accepts; a refusal is the
     * server's Russian reason (400 «Некорректный ИНН», 409, 422, 503) or a generic failure.
     */
    verifyCompany: (inn: string) => Promise<VerifyCompanyResult>;
  };
}

const NO_MEMBERS: CompanyMembersState = { status: "idle", requests: [], members: [], busy: new Set() };

const without = (list: CompanyMemberDto[], employerId: string) =>
  list.filter((member) => member.employerId !== employerId);

/** Creates the employer profile store: the profile is fetched and replaced as a whole. */
export function createEmployerStore(api: EmployerApi) {
  const store = createStore<EmployerState>()((set, get) => ({
    employerId: null,
    status: "idle",
    profile: null,
    error: null,
    isSaving: false,
    company: NO_MEMBERS,
    verification: { current: null, checking: false },
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
      async loadMembers() {
        const companyId = get().profile?.company.id;
        if (!companyId) return;
        set((state) => ({ company: { ...state.company, status: "loading" } }));
        try {
          const { requests, members } = await api.listMembers(companyId);
          set((state) => ({ company: { ...state.company, status: "ready", requests, members } }));
        } catch {
          set((state) => ({ company: { ...state.company, status: "error" } }));
        }
      },
      decide: (employerId, decision) =>
        memberAction(
          employerId,
          (companyId) => api.decideRequest(companyId, employerId, decision),
          (member) => ({
            requests: without(get().company.requests, employerId),
            members: member.status === "active" ? [...get().company.members, member] : get().company.members,
          }),
        ),
      removeMember: (employerId) =>
        memberAction(
          employerId,
          (companyId) => api.removeMember(companyId, employerId),
          () => ({
            members: without(get().company.members, employerId),
          }),
        ),
      async requestAccess() {
        const { employerId, profile } = get();
        if (!employerId || !profile) return { ok: false, message: COMPANY_ACCESS_MESSAGES.requestFailed };
        const mine = (state: EmployerState) => state.employerId === employerId && state.profile !== null;
        try {
          const member = await api.requestAccess(profile.company.id);
          set((state) =>
            mine(state) && state.profile
              ? { profile: { ...state.profile, companyAccess: member.status } }
              : {},
          );
          return { ok: true };
        } catch (error) {
          void api.getProfile(employerId).then(
            (fresh) => {
              if (mine(get())) set({ profile: fresh });
            },
            () => undefined,
          );
          const refused = isApiError(error) && (error.status === 403 || error.status === 409);
          return {
            ok: false,
            message: refused ? error.message : failureMessage(error, COMPANY_ACCESS_MESSAGES.requestFailed),
          };
        }
      },
      async loadVerification() {
        const companyId = get().profile?.company.id;
        if (!companyId) return;
        try {
          const current = await api.getVerification(companyId);
          // A verification made meanwhile is newer than what this read found.
          if (get().profile?.company.id === companyId && !get().verification.checking)
            set((state) => ({
              verification: { ...state.verification, current: state.verification.current ?? current },
            }));
        } catch {
          // The section still offers the form.
        }
      },
      async verifyCompany(inn) {
        const companyId = get().profile?.company.id;
        if (!companyId) return { ok: false, message: VERIFY_FAILED };
        set((state) => ({ verification: { ...state.verification, checking: true } }));
        try {
          const verification = await api.verifyCompany(companyId, inn);
          set({ verification: { current: verification, checking: false } });
          return { ok: true, verification };
        } catch (error) {
          set((state) => ({ verification: { ...state.verification, checking: false } }));
          const spoken =
            isApiError(error) && SPOKEN_REFUSALS.has(error.status) && error.message.trim() !== "";
          return { ok: false, message: spoken ? error.message : failureMessage(error, VERIFY_FAILED) };
        }
      },
    },
  }));

  /** Runs one member's decision with its buttons busy; applies `after` to the lists on success. */
  async function memberAction(
    employerId: string,
    run: (companyId: string) => Promise<CompanyMemberDto>,
    after: (member: CompanyMemberDto) => Partial<CompanyMembersState>,
  ): Promise<MemberActionResult> {
    const companyId = store.getState().profile?.company.id;
    if (!companyId) return { ok: false, message: COMPANY_ACCESS_MESSAGES.decideFailed };
    const setBusy = (on: boolean) =>
      store.setState((state) => {
        const busy = new Set(state.company.busy);
        if (on) busy.add(employerId);
        else busy.delete(employerId);
        return { company: { ...state.company, busy } };
      });
    setBusy(true);
    try {
      const member = await run(companyId);
      store.setState((state) => ({ company: { ...state.company, ...after(member) } }));
      return { ok: true, member };
    } catch (error) {
      // A colleague may have decided first: show the lists as they are now.
      void store.getState().actions.loadMembers();
      return { ok: false, message: messageOf(error, COMPANY_ACCESS_MESSAGES.decideFailed) };
    } finally {
      setBusy(false);
    }
  }
  return store;
}
