import type { ApiClient } from "@rabota/api-client";
import { isApiError } from "@rabota/api-client";
import { otherRole, toggleLabelForRole } from "@rabota/domain/access";
import { CODE_RESEND_MS } from "@rabota/domain/constants";
import type { Role } from "@rabota/domain/enums";
import {
  AUTH_MESSAGES,
  codeErrorMessage,
  emailRegisteredAsMessage,
  loginErrorMessage,
  SERVER_MESSAGES,
  serverMessageOr,
} from "@rabota/domain/errors";
import {
  type ApplicantSignupForm,
  type EmployerSignupForm,
  toApplicantSignupRequest,
  toEmployerSignupRequest,
} from "@rabota/domain/mappers";
import type { AuthDto, CompanyDto } from "@rabota/domain/wire/auth";
import { createStore } from "zustand/vanilla";

/** The seven steps of the auth modal (spec §2.4). */
export type AuthStep =
  | "mail"
  | "login"
  | "code"
  | "createPassword"
  | "createNewPassword"
  | "registerApplicant"
  | "registerEmployer";

/** What the flow needs from the gateway: the auth calls of the API client. */
export type AuthFlowApi = Pick<
  ApiClient["auth"],
  | "checkEmail"
  | "sendCode"
  | "verifyCode"
  | "resetPassword"
  | "resetPasswordConfirm"
  | "applicantSignup"
  | "employerSignup"
  | "listCompanies"
  | "login"
>;

export interface AuthFlowDeps {
  api: AuthFlowApi;
  /** Called after a successful login; the app stores the session, closes the modal, goes to /profile. */
  onLoggedIn: (auth: AuthDto) => void | Promise<void>;
  /**
   * Called when a login fails, with the store-level message of spec §8 («Login failed:
   * Invalid response from server.» or the server's message); the app clears the session.
   */
  onLoginFailed?: (message: string) => void;
  /** The clock, injectable so tests control the resend countdown. */
  now?: () => number;
}

export type CompaniesStatus = "idle" | "loading" | "ready" | "error";

export interface AuthFlowState {
  step: AuthStep;
  /** The flow's draft (spec §3 "Auth flow draft"). */
  email: string;
  role: Role;
  password: string;
  code: string;
  /** Recovery (forgot password) rather than registration. */
  isRecovery: boolean;
  /** A call of the current step is under way. */
  pending: boolean;
  /** The current step's error message, as the spec words it. */
  error: string | null;
  /** A notice for the mail step after a finished sign-up. */
  notice: string | null;
  /** When the code may be sent again (ms since epoch). */
  resendAvailableAt: number;
  companies: CompanyDto[];
  companiesStatus: CompaniesStatus;
  companiesError: string | null;
  actions: {
    /** mail: checks the email for the chosen role; new users get a code, known ones the password step. */
    submitEmail: (email: string, role: Role) => Promise<void>;
    /** login: signs in with the password. */
    submitPassword: (password: string) => Promise<void>;
    /** login: «Восстановить доступ» — sends a recovery code. */
    startRecovery: () => Promise<void>;
    /** code: checks the code (registration or recovery). */
    submitCode: (code: string) => Promise<void>;
    /** code: sends the code again (after the 59-second wait). */
    resendCode: () => Promise<void>;
    /** createPassword / createNewPassword: registration keeps it for the form; recovery sets it. */
    submitNewPassword: (password: string) => Promise<void>;
    submitApplicantRegistration: (form: ApplicantSignupForm) => Promise<void>;
    submitEmployerRegistration: (form: EmployerSignupForm) => Promise<void>;
    /** registerEmployer: loads the companies matching `search` (all when empty). */
    loadCompanies: (search?: string) => Promise<void>;
    /** The back action of the current step (spec §2.4). */
    back: () => void;
    /** code: «Изменить почту». */
    changeEmail: () => void;
    /** Starts over (the modal was closed). */
    reset: () => void;
  };
}

const BACK_STEP: Record<AuthStep, (isRecovery: boolean) => AuthStep> = {
  mail: () => "mail",
  login: () => "mail",
  code: (isRecovery) => (isRecovery ? "login" : "mail"),
  createPassword: () => "code",
  createNewPassword: () => "code",
  registerApplicant: () => "createPassword",
  registerEmployer: () => "createPassword",
};

const initialDraft = {
  step: "mail" as AuthStep,
  email: "",
  role: "applicant" as Role,
  password: "",
  code: "",
  isRecovery: false,
  pending: false,
  error: null,
  notice: null,
  resendAvailableAt: 0,
  companies: [],
  companiesStatus: "idle" as CompaniesStatus,
  companiesError: null,
};

/** The session store's wording of a failed login (spec §8 "Store-level failures"). */
function loginStoreMessage(error: unknown): string {
  if (isApiError(error) && error.code !== "SCHEMA") return error.serverMessage ?? error.message;
  return AUTH_MESSAGES.loginInvalidResponse;
}

function serverMessage(error: unknown): string | null {
  return isApiError(error) ? error.serverMessage : null;
}

/** Creates the auth modal's flow store (spec §4 "Auth modal flow"); one per modal opening. */
export function createAuthFlowStore({ api, onLoggedIn, onLoginFailed, now = Date.now }: AuthFlowDeps) {
  return createStore<AuthFlowState>()((set, get) => {
    /** Runs one step's call with the pending flag and the step's error wording. */
    async function attempt(call: () => Promise<void>, messageFor: (error: unknown) => string) {
      set({ pending: true, error: null, notice: null });
      try {
        await call();
        set({ pending: false });
      } catch (error) {
        set({ pending: false, error: messageFor(error) });
      }
    }

    const codeSent = () => ({ step: "code" as const, code: "", resendAvailableAt: now() + CODE_RESEND_MS });

    return {
      ...initialDraft,
      actions: {
        submitEmail: (email, role) =>
          attempt(
            async () => {
              const answer = await api.checkEmail({ email, role });
              set({ email, role, password: "", isRecovery: false });
              if (answer === SERVER_MESSAGES.userNotFound) {
                await api.sendCode({ email });
                set(codeSent());
              } else {
                set({ step: "login" });
              }
            },
            (error) =>
              isApiError(error) && error.status === 409
                ? emailRegisteredAsMessage(otherRole(role))
                : serverMessageOr(serverMessage(error), AUTH_MESSAGES.unexpected),
          ),

        submitPassword: (password) =>
          attempt(
            async () => {
              let auth: AuthDto;
              try {
                auth = await api.login({ email: get().email, password });
              } catch (error) {
                onLoginFailed?.(loginStoreMessage(error));
                throw error;
              }
              await onLoggedIn(auth);
            },
            (error) =>
              isApiError(error) ? loginErrorMessage(error.serverMessage) : AUTH_MESSAGES.loginFailed,
          ),

        startRecovery: () =>
          attempt(
            async () => {
              await api.resetPassword({ email: get().email });
              set({ isRecovery: true, ...codeSent() });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.recoveryFailed),
          ),

        submitCode: (code) =>
          attempt(
            async () => {
              const { email, isRecovery, role } = get();
              if (isRecovery) {
                await api.resetPasswordConfirm({ email, code });
                set({ code, step: "createNewPassword" });
              } else {
                await api.verifyCode({ email, code, applicantType: toggleLabelForRole(role) });
                set({ code, step: "createPassword" });
              }
            },
            (error) => codeErrorMessage(serverMessage(error)),
          ),

        resendCode: () =>
          attempt(
            async () => {
              const { email, isRecovery } = get();
              if (isRecovery) await api.resetPassword({ email });
              else await api.sendCode({ email });
              set({ resendAvailableAt: now() + CODE_RESEND_MS });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.resendFailed),
          ),

        submitNewPassword: async (password) => {
          const { isRecovery, role } = get();
          if (!isRecovery) {
            set({
              password,
              error: null,
              step: role === "employer" ? "registerEmployer" : "registerApplicant",
            });
            return;
          }
          await attempt(
            async () => {
              const { email, code } = get();
              await api.resetPasswordConfirm({ email, code, newPassword: password });
              set({ step: "login", isRecovery: false, code: "", password: "" });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.resetFailed),
          );
        },

        submitApplicantRegistration: (form) =>
          attempt(
            async () => {
              const { email, password } = get();
              await api.applicantSignup(toApplicantSignupRequest({ email, password }, form));
              set({ ...initialDraft, email, role: "applicant", notice: SIGNED_UP_NOTICE });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.registrationFailed),
          ),

        submitEmployerRegistration: (form) =>
          attempt(
            async () => {
              const { email, password } = get();
              await api.employerSignup(toEmployerSignupRequest({ email, password }, form));
              set({ ...initialDraft, email, role: "employer", notice: SIGNED_UP_NOTICE });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.registrationFailed),
          ),

        loadCompanies: async (search) => {
          set({ companiesStatus: "loading", companiesError: null });
          try {
            const companies = await api.listCompanies(search);
            set({ companies, companiesStatus: "ready" });
          } catch {
            set({ companies: [], companiesStatus: "error", companiesError: AUTH_MESSAGES.companiesFailed });
          }
        },

        back: () => {
          const { step, isRecovery } = get();
          set({ step: BACK_STEP[step](isRecovery), error: null, notice: null });
        },

        changeEmail: () => set({ step: "mail", error: null, notice: null, isRecovery: false, code: "" }),

        reset: () => set({ ...initialDraft }),
      },
    };
  });
}

/** Shown on the mail step after a sign-up, which returns there (spec §4). */
export const SIGNED_UP_NOTICE = "Регистрация завершена. Войдите с почтой и паролем.";

export type AuthFlowStore = ReturnType<typeof createAuthFlowStore>;
