import type { ApiClient } from "@rabota/api-client";
import { isApiError } from "@rabota/api-client";
import { otherRole, toggleLabelForRole } from "@rabota/domain/access";
import type { AuthStep, Role } from "@rabota/domain/enums";
import {
  AUTH_MESSAGES,
  codeErrorMessage,
  emailRegisteredAsMessage,
  loginErrorMessage,
  serverMessageOr,
} from "@rabota/domain/errors";
import {
  type ApplicantSignupForm,
  type EmployerSignupForm,
  toApplicantSignupRequest,
  toEmployerSignupRequest,
} from "@rabota/domain/mappers";
import {
  authBackStep,
  registrationStep,
  resendAvailableAt,
  STEP_AFTER_NEW_PASSWORD,
  STEP_AFTER_SIGNUP,
  stepAfterCheckEmail,
  stepAfterCode,
} from "@rabota/domain/transitions";
import type { AuthDto, CompanyDto } from "@rabota/domain/wire/auth";
import type { AreaDto } from "@rabota/domain/wire/places";
import { createStore } from "zustand/vanilla";
import type { LoadStatus } from "../../lib/store-kit";

export type { AuthStep };

/** What the flow needs from the gateway: the auth calls of the API client, and the places for the city. */
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
> & {
  /** The places whose name starts with the typed city (issue 40). */
  searchAreas(search: string): Promise<AreaDto[]>;
};

/** How the modal's user got signed in: a login, or a sign-up (with the first name, for the welcome). */
export type SignedInVia = { readonly kind: "login" } | { readonly kind: "signup"; readonly name: string };

export interface AuthFlowDeps {
  api: AuthFlowApi;
  /**
   * Called after a successful login or sign-up (a sign-up signs the user in too); the app
   * stores the session, closes the modal and goes where the sign-in leads.
   */
  onLoggedIn: (auth: AuthDto, via: SignedInVia) => void | Promise<void>;
  /**
   * Called when a login fails, with the store-level message («Login failed: Invalid response
   * from server.» or the server's message); the app clears the session. (§8)
   */
  onLoginFailed?: (message: string) => void;
  /** The clock, injectable so tests control the resend countdown. */
  now?: () => number;
}

export interface AuthFlowState {
  step: AuthStep;
  /** The flow's draft: what the user typed so far, kept across the steps. */
  email: string;
  role: Role;
  password: string;
  code: string;
  /** Recovery (forgot password) rather than registration. */
  isRecovery: boolean;
  /** A call of the current step is under way. */
  pending: boolean;
  /** The current step's error message, in the product's wording (§8). */
  error: string | null;
  /** When the code may be sent again (ms since epoch). */
  resendAvailableAt: number;
  companies: CompanyDto[];
  companiesStatus: LoadStatus;
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
    /** registerApplicant: the places for the typed city (a failed call rejects; the field shows none). */
    suggestAreas: (search: string) => Promise<AreaDto[]>;
    /** registerEmployer: loads the companies matching `search` (all when empty). */
    loadCompanies: (search?: string) => Promise<void>;
    /** The back action of the current step (the mail step has none). */
    back: () => void;
    /** code: «Изменить почту». */
    changeEmail: () => void;
    /** Starts over (the modal was closed). */
    reset: () => void;
  };
}

const initialDraft = {
  step: "mail" as AuthStep,
  email: "",
  role: "applicant" as Role,
  password: "",
  code: "",
  isRecovery: false,
  pending: false,
  error: null,
  resendAvailableAt: 0,
  companies: [],
  companiesStatus: "idle" as LoadStatus,
  companiesError: null,
};

/** The session store's wording of a failed login: the server's message, else «Login failed: Invalid response from server.». */
function loginStoreMessage(error: unknown): string {
  if (isApiError(error) && error.code !== "SCHEMA") return error.serverMessage ?? error.message;
  return AUTH_MESSAGES.loginInvalidResponse;
}

function serverMessage(error: unknown): string | null {
  return isApiError(error) ? error.serverMessage : null;
}

/**
 * Creates the auth modal's flow store, one per modal opening: mail -> login or code ->
 * password -> registration form, with recovery through the same code step. The steps
 * come from the domain's transitions; this store runs the calls between them.
 */
export function createAuthFlowStore({ api, onLoggedIn, onLoginFailed, now = Date.now }: AuthFlowDeps) {
  return createStore<AuthFlowState>()((set, get) => {
    /** Runs one step's call with the pending flag and the step's error wording. */
    async function attempt(call: () => Promise<void>, messageFor: (error: unknown) => string) {
      set({ pending: true, error: null });
      try {
        await call();
        set({ pending: false });
      } catch (error) {
        set({ pending: false, error: messageFor(error) });
      }
    }

    /**
     * A sign-up answered with the new account, already signed in: the flow starts over at the
     * mail step (§4), its draft (the password above all) forgotten, and the app takes the session.
     */
    async function signedUp(auth: AuthDto, name: string) {
      set({ ...initialDraft, step: STEP_AFTER_SIGNUP, pending: true });
      await onLoggedIn(auth, { kind: "signup", name });
    }

    const codeSent = () => ({ step: "code" as const, code: "", resendAvailableAt: resendAvailableAt(now()) });

    return {
      ...initialDraft,
      actions: {
        submitEmail: (email, role) =>
          attempt(
            async () => {
              const answer = await api.checkEmail({ email, role });
              set({ email, role, password: "", isRecovery: false });
              const next = stepAfterCheckEmail(answer);
              if (next === "code") {
                await api.sendCode({ email });
                set(codeSent());
              } else {
                set({ step: next });
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
              await onLoggedIn(auth, { kind: "login" });
            },
            (error) =>
              isApiError(error)
                ? loginErrorMessage(error.serverMessage, error.code)
                : AUTH_MESSAGES.loginFailed,
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
              } else {
                await api.verifyCode({ email, code, applicantType: toggleLabelForRole(role) });
              }
              set({ code, step: stepAfterCode(isRecovery) });
            },
            (error) => codeErrorMessage(serverMessage(error), isApiError(error) ? error.code : undefined),
          ),

        resendCode: () =>
          attempt(
            async () => {
              const { email, isRecovery } = get();
              if (isRecovery) await api.resetPassword({ email });
              else await api.sendCode({ email });
              set({ resendAvailableAt: resendAvailableAt(now()) });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.resendFailed),
          ),

        submitNewPassword: async (password) => {
          const { isRecovery, role } = get();
          if (!isRecovery) {
            set({ password, error: null, step: registrationStep(role) });
            return;
          }
          await attempt(
            async () => {
              const { email, code } = get();
              await api.resetPasswordConfirm({ email, code, newPassword: password });
              set({ step: STEP_AFTER_NEW_PASSWORD, isRecovery: false, code: "", password: "" });
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.resetFailed),
          );
        },

        submitApplicantRegistration: (form) =>
          attempt(
            async () => {
              const { email, password } = get();
              const auth = await api.applicantSignup(toApplicantSignupRequest({ email, password }, form));
              await signedUp(auth, form.name);
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.registrationFailed),
          ),

        submitEmployerRegistration: (form) =>
          attempt(
            async () => {
              const { email, password } = get();
              const auth = await api.employerSignup(toEmployerSignupRequest({ email, password }, form));
              await signedUp(auth, form.name);
            },
            (error) => serverMessageOr(serverMessage(error), AUTH_MESSAGES.registrationFailed),
          ),

        suggestAreas: (search) => api.searchAreas(search),

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
          set({ step: authBackStep(step, isRecovery) ?? step, error: null });
        },

        changeEmail: () => set({ step: "mail", error: null, isRecovery: false, code: "" }),

        reset: () => set({ ...initialDraft }),
      },
    };
  });
}
