import {
  accountExportSchema,
  deleteAccountResponseSchema,
  giveConsentResponseSchema,
} from "@rabota/domain/wire/account";
import type { Http } from "../http";

/**
 * The signed-in person's own account (152-ФЗ): the export of everything held about them, the
 * personal-data consent given after sign-up, and the account's deletion. No call names an
 * account: the session does (401 without one).
 */
export function createAccountCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/account/export` -> the whole document ({@link accountExportSchema}); save it
     * under `accountExportFileName(date)` of `@rabota/domain/wire/account`.
     */
    export: () =>
      request("get", "/v1/account/export", { call: "account.export", schema: accountExportSchema }),
    /**
     * `POST /v1/account/consent` `{ version }` -> the consent as recorded (`{ kind, version,
     * acceptedAt }`): the personal-data consent of an account whose sign-in answered
     * `consentRequired: true`. `version` is the text the person was shown, which must be
     * `PERSONAL_DATA_CONSENT_VERSION` of `@rabota/domain/constants` (a 400 `VALIDATION` otherwise).
     */
    giveConsent: async (version: string) =>
      (
        await request("post", "/v1/account/consent", {
          call: "account.giveConsent",
          json: { version },
          schema: giveConsentResponseSchema,
        })
      ).consent,
    /**
     * `DELETE /v1/account` `{ password, heirEmployerId? }`: erases the account and ends every
     * session. An employer who is their company's last active member may name an heir among its
     * pending requests; without one the company is closed. A wrong password is a 403 `FORBIDDEN`
     * with a Russian message (`ACCOUNT_MESSAGES.wrongPassword`), and nothing changed.
     */
    delete: (password: string, heirEmployerId?: string) =>
      request("delete", "/v1/account", {
        call: "account.delete",
        json: heirEmployerId ? { password, heirEmployerId } : { password },
        schema: deleteAccountResponseSchema,
      }),
  };
}
