import { ACCOUNT_MESSAGES, type AccountExport, accountExportFileName } from "@rabota/domain/wire/account";
import { useCallback, useState } from "react";
import { messageOf } from "../../lib/store-kit";
import { saveJsonFile } from "../lib/save-json-file";

/** What the account section needs of the gateway (`client.account` fits it). */
export interface AccountApi {
  /** Everything held about the signed-in person. */
  exportData(): Promise<AccountExport>;
  /** Deletes the signed-in person's account; rejects with the Russian refusal (a wrong password). */
  deleteAccount(password: string): Promise<unknown>;
}

/**
 * The two rights of the account section as intents: `download` saves the export as
 * `rabota-data-YYYY-MM-DD.json`; `remove` deletes the account and resolves to null, or to the
 * message to show in the dialog (nothing changed then).
 */
export function useAccountRights(api: AccountApi) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = useCallback(async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveJsonFile(await api.exportData(), accountExportFileName(new Date()));
    } catch (error) {
      setDownloadError(messageOf(error, ACCOUNT_MESSAGES.exportFailed));
    } finally {
      setDownloading(false);
    }
  }, [api]);
  const remove = useCallback(
    async (password: string): Promise<string | null> => {
      try {
        await api.deleteAccount(password);
        return null;
      } catch (error) {
        return messageOf(error, ACCOUNT_MESSAGES.deleteFailed);
      }
    },
    [api],
  );
  return { download, downloading, downloadError, remove };
}
