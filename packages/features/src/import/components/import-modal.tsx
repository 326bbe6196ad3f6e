import type { ImportStep } from "@rabota/domain/enums";
import { IMPORT_FOLDERS, type ImportFolder, VACANCY_STATUS_LABELS } from "@rabota/domain/enums";
import { IMPORT_MESSAGES } from "@rabota/domain/errors";
import { vacancyCountLabel } from "@rabota/domain/format";
import { canImport, importCountFor } from "@rabota/domain/transitions";
import { Button, IconButton } from "@rabota/ui/button";
import { ArrowLeftIcon, CheckCircleIcon } from "@rabota/ui/icon";
import { Modal } from "@rabota/ui/modal";
import { Select } from "@rabota/ui/select";
import { Spinner } from "@rabota/ui/spinner";
import { Tab, TabList, TabPanel, Tabs } from "@rabota/ui/tabs";
import type { ReactNode } from "react";
import {
  useImportActions,
  useImportCounts,
  useImportError,
  useImportFolder,
  useImportLinking,
  useImportSite,
  useImportStep,
} from "../store/import-store-provider";
import "./import.css";

/** The job boards the import reads from: hh.ru is the one (§2.5). */
const SITES = [{ value: "hh", label: "hh.ru" }] as const;

function SelectSiteStep() {
  const site = useImportSite();
  const { chooseSite, confirmSite } = useImportActions();
  return (
    <form
      className="rb-import__form"
      onSubmit={(event) => {
        event.preventDefault();
        confirmSite();
      }}
    >
      <p className="rb-import__hint">Выберите сайт, с которого перенести вакансии вашей компании.</p>
      <Select
        label="Сайт"
        placeholder="Выберите сайт"
        options={SITES}
        value={site}
        onChange={(event) => chooseSite(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={!site}>
        Выбрать
      </Button>
    </form>
  );
}

function LinkProfileStep() {
  const linking = useImportLinking();
  const { linkProfile } = useImportActions();
  return (
    <div className="rb-import__form">
      <p className="rb-import__hint">
        Войдите в профиль работодателя на hh.ru и разрешите доступ к вакансиям — мы покажем, сколько их можно
        перенести.
      </p>
      <Button fullWidth loading={linking} onClick={() => void linkProfile()}>
        Привязать профиль
      </Button>
    </div>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="rb-import__waiting">
      <Spinner size="lg" label={label} />
      <p className="rb-import__hint">{label}</p>
    </div>
  );
}

function FolderSummary({ count }: { count: number }) {
  return count > 0 ? (
    <p className="rb-import__summary">
      Будет импортировано: <strong>{vacancyCountLabel(count)}</strong>
    </p>
  ) : (
    <p className="rb-import__summary rb-import__summary--empty">В этой папке на hh.ru нет вакансий.</p>
  );
}

function ShowCountStep({ companyId }: { companyId: string | null }) {
  const counts = useImportCounts();
  const folder = useImportFolder();
  const { selectFolder, startImport } = useImportActions();
  if (!counts) return null;
  return (
    <div className="rb-import__form">
      <Tabs
        value={folder}
        onValueChange={(value) => selectFolder(value as ImportFolder)}
        variant="pill"
        className="rb-import__tabs"
      >
        <TabList aria-label="Вакансии на hh.ru">
          {IMPORT_FOLDERS.map((status) => (
            <Tab key={status} value={status} count={importCountFor(counts, status)}>
              {VACANCY_STATUS_LABELS[status]}
            </Tab>
          ))}
        </TabList>
        {IMPORT_FOLDERS.map((status) => (
          <TabPanel key={status} value={status} className="rb-import__panel">
            <FolderSummary count={importCountFor(counts, status)} />
          </TabPanel>
        ))}
      </Tabs>
      <Button fullWidth disabled={!canImport(counts, folder)} onClick={() => void startImport(companyId)}>
        Импортировать
      </Button>
    </div>
  );
}

function SuccessStep({ onClose }: { onClose: () => void }) {
  return (
    <div className="rb-import__form rb-import__result">
      <CheckCircleIcon size={48} className="rb-import__success-icon" />
      <p className="rb-import__message">{IMPORT_MESSAGES.success}</p>
      <Button fullWidth onClick={onClose}>
        Закрыть
      </Button>
    </div>
  );
}

function ErrorStep({ onClose }: { onClose: () => void }) {
  const error = useImportError();
  const { open } = useImportActions();
  return (
    <div className="rb-import__form">
      <p role="alert" className="rb-import__error">
        {error}
      </p>
      <div className="rb-import__actions">
        <Button onClick={open}>Попробовать снова</Button>
        <Button variant="secondary" onClick={onClose}>
          Закрыть
        </Button>
      </div>
    </div>
  );
}

const TITLES: Record<ImportStep, string> = {
  selectSite: "Импортируйте вакансию",
  linkProfile: "Привяжите профиль hh.ru",
  loadingCount: "Импортируйте вакансию",
  showCount: "Какие вакансии импортировать?",
  importing: "Импортируйте вакансию",
  success: IMPORT_MESSAGES.successTitle,
  error: "Не получилось импортировать",
};

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** The employer's company (the import needs it, §5). */
  companyId: string | null;
}

/**
 * The vacancy import modal (§2.5): choose the site, link the hh.ru profile (the browser goes
 * to hh.ru and comes back with a code), the counts on «Активные» / «Архивные», the import,
 * and its success or error (§8). Any way of closing the success step is its Close: the
 * employer's list reloads (§4). Reads the import store of the surrounding provider.
 */
export function ImportModal({ open, onClose, companyId }: ImportModalProps) {
  const step = useImportStep();
  const { back, finish } = useImportActions();
  const close = () => {
    if (step === "success") finish();
    onClose();
  };
  const bodies: Record<ImportStep, () => ReactNode> = {
    selectSite: () => <SelectSiteStep />,
    linkProfile: () => <LinkProfileStep />,
    loadingCount: () => <Waiting label="Получаем вакансии с hh.ru…" />,
    showCount: () => <ShowCountStep companyId={companyId} />,
    importing: () => <Waiting label="Запускаем импорт…" />,
    success: () => <SuccessStep onClose={close} />,
    error: () => <ErrorStep onClose={close} />,
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={TITLES[step]}
      size="sm"
      closeLabel="Закрыть"
      headerStart={
        step === "linkProfile" ? (
          <IconButton label="Назад" icon={<ArrowLeftIcon />} variant="ghost" size="sm" onClick={back} />
        ) : null
      }
      data-step={step}
    >
      <div key={step} className="rb-import">
        {bodies[step]()}
      </div>
    </Modal>
  );
}
