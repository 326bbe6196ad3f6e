import type { ApiClient } from "@rabota/api-client";
import { isApiError } from "@rabota/api-client";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { ACCOUNT_MESSAGES } from "@rabota/domain/wire/account";
import { createStore } from "zustand/vanilla";

/** What the consent prompt needs from the gateway: `client.account` fits it. */
export type ConsentApi = Pick<ApiClient["account"], "giveConsent">;

export interface ConsentDeps {
  api: ConsentApi;
  /** Called once the server recorded the consent: the app lets the person go on. */
  onAccepted: () => void;
}

export interface ConsentState {
  /** «Принимаю» is being sent. */
  pending: boolean;
  /** Why the consent was not recorded, in Russian; null otherwise. */
  error: string | null;
  actions: {
    /** «Принимаю»: records the consent to the text the prompt links to (the version in force). */
    accept: () => Promise<void>;
  };
}

/**
 * The message of a refused consent: the gateway words a wrong version (400) and a limit (429)
 * in Russian for the person; anything else gets the prompt's own text.
 */
function refusalMessage(error: unknown): string {
  if (
    isApiError(error) &&
    (error.code === "VALIDATION" || error.code === "RATE_LIMITED") &&
    error.serverMessage
  )
    return error.serverMessage;
  return ACCOUNT_MESSAGES.consentFailed;
}

/**
 * Creates the consent prompt's store (issue 41): an account made without the personal-data
 * consent gives it here before anything else in the app.
 */
export function createConsentStore({ api, onAccepted }: ConsentDeps) {
  return createStore<ConsentState>()((set) => ({
    pending: false,
    error: null,
    actions: {
      async accept() {
        set({ pending: true, error: null });
        try {
          await api.giveConsent(PERSONAL_DATA_CONSENT_VERSION);
        } catch (error) {
          set({ pending: false, error: refusalMessage(error) });
          return;
        }
        set({ pending: false });
        onAccepted();
      },
    },
  }));
}
