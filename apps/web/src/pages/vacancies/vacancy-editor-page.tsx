import type { ApiClient } from "@rabota/api-client";
import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import { PROFESSION_SEARCH_PAGE_SIZE, type ProfessionDto } from "@rabota/domain/wire/salaries";
import type { TestCatalogueEntry } from "@rabota/domain/wire/tests";
import { VacancyEditor, type VacancyEditorApi } from "@rabota/features/vacancies";
import { Button } from "@rabota/ui/button";
import { Modal } from "@rabota/ui/modal";
import { PageSpinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { CompanyGate } from "./company-gate";
import { useViewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";

/** How many professions the dictionary has at most: one page lists them all (174 in 2026). */
const ALL_PROFESSIONS = { pageSize: PROFESSION_SEARCH_PAGE_SIZE.max };

/**
 * The editor's calls: the vacancy's own, the dictionaries the profile also uses, and the
 * professions and salaries (issue 45). A stored profession is named from the whole
 * dictionary, asked once per editor.
 */
function editorApiOf(client: ApiClient): VacancyEditorApi {
  let dictionary: Promise<ProfessionDto[]> | null = null;
  return {
    createVacancy: client.vacancy.createVacancy,
    replaceVacancy: client.vacancy.replaceVacancy,
    getSkills: (search) => client.profile.getSkills(search),
    getQualities: (search) => client.profile.getQualities(search),
    searchAreas: (search) => client.areas.search({ search, pageSize: 10 }),
    getMetro: (areaId) => client.areas.metro(areaId),
    searchProfessions: (search) => client.salaries.professions({ search, pageSize: 10 }),
    suggestProfession: (title) => client.salaries.suggestProfession(title),
    professionOf: async (id) => {
      dictionary ??= client.salaries.professions(ALL_PROFESSIONS).catch((error: unknown) => {
        dictionary = null;
        throw error;
      });
      return (await dictionary).find((profession) => profession.id === id) ?? null;
    },
    getSalaries: (query) => client.salaries.get(query),
  };
}

/** The vacancy to edit: none for a new one; 404/403 when it is unknown or another company's. */
type Loaded =
  | { state: "loading" }
  | { state: "ready"; vacancy: Vacancy | null; tests: TestCatalogueEntry[] }
  | { state: "error"; status: number };

/**
 * `/vacancies/new` and `/vacancies/edit/{vacancyId}` (issue 24): the company's active members
 * write a vacancy. Leaving with changes the server does not have yet asks first (they stay
 * in this browser either way: a reload or a closed tab loses nothing, so only the app's own
 * navigation asks).
 */
export default function VacancyEditorPage() {
  const { vacancyId } = useParams();
  const viewer = useViewer();
  usePageTitle(vacancyId ? "Редактирование вакансии — Работа" : "Новая вакансия — Работа");
  if (viewer.role === null) return <ErrorScreen status={401} />;
  if (viewer.role !== "employer") return <ErrorScreen status={403} />;
  return (
    <div className={styles.page}>
      <CompanyGate employerId={viewer.employerId}>
        <EditorLoader key={vacancyId ?? "new"} vacancyId={vacancyId ?? null} companyId={viewer.companyId} />
      </CompanyGate>
    </div>
  );
}

function EditorLoader({ vacancyId, companyId }: { vacancyId: string | null; companyId: string | null }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const api = useMemo(() => editorApiOf(client), [client]);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [unsaved, setUnsaved] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    let cancelled = false;
    const load = async (): Promise<Loaded> => {
      const tests = await client.tests.getCatalogue().catch(() => []);
      if (!vacancyId) return { state: "ready", vacancy: null, tests };
      try {
        const vacancy = toVacancy(await client.vacancy.getVacancy(vacancyId));
        if (vacancy.company.id !== companyId) return { state: "error", status: 403 };
        return { state: "ready", vacancy, tests };
      } catch (error) {
        return { state: "error", status: (error as { status?: number }).status || 500 };
      }
    };
    void load().then((result) => {
      if (!cancelled) setLoaded(result);
    });
    return () => {
      cancelled = true;
    };
  }, [client, vacancyId, companyId]);

  // The new vacancy's first save: the address becomes its editor's, so a reload opens it.
  // Not a navigation: the form the employer is typing in stays as it is.
  const onCreated = useCallback((id: string) => {
    window.history.replaceState(window.history.state, "", paths.vacancyEdit.href(id));
  }, []);

  if (loaded.state === "loading") return <PageSpinner label="Загрузка вакансии" />;
  if (loaded.state === "error") return <ErrorScreen status={loaded.status} />;
  return (
    <>
      <VacancyEditor
        api={api}
        vacancy={loaded.vacancy}
        tests={loaded.tests}
        onCreated={onCreated}
        onUnsavedChange={setUnsaved}
        onDone={(vacancy, published) => {
          toast({ variant: "success", title: published ? "Вакансия опубликована" : "Изменения сохранены" });
          setUnsaved(false);
          // After this render the guard no longer holds the way to the saved vacancy.
          setTimeout(() => navigate(paths.vacancyDetails.href(vacancy.id)));
        }}
        onCancel={() => navigate(-1)}
      />
      <Modal
        open={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title="Уйти без сохранения?"
        closeLabel="Закрыть"
        description="Изменения сохранены только в этом браузере: на сервере их ещё нет. Они вернутся, когда вы снова откроете вакансию."
        footer={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Остаться
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Уйти
            </Button>
          </>
        }
      />
    </>
  );
}
