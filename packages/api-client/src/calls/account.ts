import { accountExportSchema, deleteAccountResponseSchema } from "@rabota/domain/wire/account";
import type { Http } from "../http";

/**
 * The signed-in person's own account (152-ФЗ): the export of everything held about them and
 * the account's deletion. No call names an account: the session does (401 without one).
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
     * `DELETE /v1/account` `{ password }`: erases the account and ends every session. A wrong
     * password is a 403 `FORBIDDEN` with a Russian message (`ACCOUNT_MESSAGES.wrongPassword`), and
     * nothing changed.
     */
    delete: (password: string) =>
      request("delete", "/v1/account", {
        call: "account.delete",
        json: { password },
        schema: deleteAccountResponseSchema,
      }),
  };
}
