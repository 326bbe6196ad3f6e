import {
  type HhAuthorization,
  ImportModal,
  ImportRunStatus,
  ImportStoreProvider,
  useFollowImportRun,
  useImportActions,
  useImportListVersion,
} from "@rabota/features/import";
import { useActiveModal, useShellActions } from "@rabota/features/shell";
import { Button } from "@rabota/ui/button";
import { UploadIcon } from "@rabota/ui/icon";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useApiClient } from "../../app/api-client-context";

/** What the callback route hands to this page: hh.ru's answer, in the history entry's state. */
export interface ImportHandOver {
  hhAuthorization: HhAuthorization;
}

const toHh = (url: string) => window.location.assign(url);

/** The import's store for the employer's vacancy page (the modal and the latest run). */
export function EmployerImportProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  return (
    <ImportStoreProvider api={client.import} redirect={toHh}>
      {children}
    </ImportStoreProvider>
  );
}

/** «Импортировать вакансии»: a fresh import flow in the modal. */
export function ImportButton() {
  const { open } = useImportActions();
  const { openModal } = useShellActions();
  return (
    <Button
      variant="secondary"
      startIcon={<UploadIcon />}
      onClick={() => {
        open();
        openModal("importVacancies");
      }}
    >
      Импортировать вакансии
    </Button>
  );
}

/**
 * The import modal of the employer's page (the shell's one active modal, «importVacancies»),
 * the latest run's progress and result, and the hand-over from the callback route: hh.ru's
 * answer reopens the modal at the counts. Calls `onListChanged` when the import changed the
 * list (Close after a started import, a finished run).
 */
export function EmployerImport({
  companyId,
  onListChanged,
}: {
  companyId: string | null;
  onListChanged: () => void;
}) {
  const activeModal = useActiveModal();
  const { closeModal, openModal } = useShellActions();
  const { receiveAuthorization } = useImportActions();
  const listVersion = useImportListVersion();
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as Partial<ImportHandOver> | null)?.hhAuthorization;
  // The one-time code is used once, even when an effect runs twice (development's StrictMode).
  const taken = useRef<HhAuthorization | null>(null);
  useFollowImportRun();

  useEffect(() => {
    if (!handed || taken.current === handed) return;
    taken.current = handed;
    void receiveAuthorization(handed);
    openModal("importVacancies");
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [handed, receiveAuthorization, openModal, navigate, location.pathname, location.search]);

  const changed = useRef(onListChanged);
  changed.current = onListChanged;
  useEffect(() => {
    if (listVersion > 0) changed.current();
  }, [listVersion]);

  // Leaving the page takes its modal along, so the shell does not keep a modal nobody shows.
  const shown = useRef(activeModal);
  shown.current = activeModal;
  useEffect(
    () => () => {
      if (shown.current === "importVacancies") closeModal();
    },
    [closeModal],
  );

  return (
    <>
      <ImportRunStatus />
      <ImportModal open={activeModal === "importVacancies"} onClose={closeModal} companyId={companyId} />
    </>
  );
}
