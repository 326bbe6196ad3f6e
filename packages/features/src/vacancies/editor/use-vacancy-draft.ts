import { type VacancyFormValues, vacancyFormSchema } from "@rabota/domain/forms";
import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import type { AreaDto, MetroLine } from "@rabota/domain/wire/places";
import type { ProfessionDto, SalaryQuery, SalaryResponse } from "@rabota/domain/wire/salaries";
import type { VacancyDto, VacancyReplaceRequest, VacancyWriteRequest } from "@rabota/domain/wire/vacancy";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { draftBackup } from "./draft-backup";

/** The calls the vacancy editor makes. */
export interface VacancyEditorApi {
  createVacancy(vacancy: VacancyWriteRequest): Promise<VacancyDto>;
  replaceVacancy(vacancyId: string, vacancy: VacancyReplaceRequest): Promise<VacancyDto>;
  /** Skill suggestions from the skills dictionary (as in the profile). */
  getSkills(search: string): Promise<string[]>;
  /** Personal-quality suggestions from the dictionary. */
  getQualities(search: string): Promise<string[]>;
  /** «Город»: places of hh.ru's dictionary whose name starts with the text (issue 40). */
  searchAreas(search: string): Promise<AreaDto[]>;
  /** «Метро»: the place's metro lines with their stations; none without a metro. */
  getMetro(areaId: string): Promise<MetroLine[]>;
  /** «Профессия»: hh.ru's professional roles whose words start with the typed ones (issue 45). */
  searchProfessions(search: string): Promise<ProfessionDto[]>;
  /** The profession a vacancy with this title gets when none is picked; null for none. */
  suggestProfession(title: string): Promise<ProfessionDto | null>;
  /** One profession by its id (a stored vacancy's); null when the dictionary lacks it. */
  professionOf(id: string): Promise<ProfessionDto | null>;
  /** What the profession pays in the place: the pay hint's median and shares. */
  getSalaries(query: SalaryQuery): Promise<SalaryResponse>;
}

/** How a draft is saved at most this often while the employer types, in milliseconds. */
const AUTOSAVE_DELAY_MS = 2_500;

/**
 * Where the text stands: `saved` on the server; `local` kept in this browser only (not valid
 * yet, or not a draft: published changes wait for «Опубликовать»); `offline` kept here while
 * the server cannot be reached; `saving`.
 */
export type DraftState =
  | { kind: "saved"; at: Date }
  | { kind: "clean" }
  | { kind: "local" }
  | { kind: "saving" }
  | { kind: "offline"; message: string };

type Form = UseFormReturn<VacancyFormValues, unknown, VacancyWriteRequest>;

/**
 * A 400 naming the place (a free-text city the dictionary does not know) shows its message
 * under «Город»; tells whether there was one.
 */
export function showPlaceIssues(form: Form, error: unknown): boolean {
  const issues = (error as { issues?: { path?: unknown; message?: string }[] } | null)?.issues;
  let shown = false;
  for (const issue of Array.isArray(issues) ? issues : []) {
    const path: unknown[] = Array.isArray(issue.path) ? issue.path : [];
    if ((path.includes("city") || path.includes("areaId")) && issue.message) {
      form.setError("city", { type: "server", message: issue.message });
      shown = true;
    }
    // A profession the dictionary no longer has (issue 45).
    if (path.includes("professionId") && issue.message) {
      form.setError("professionId", { type: "server", message: issue.message });
      shown = true;
    }
  }
  return shown;
}

/**
 * A vacancy's text is never lost: every change is kept in this browser at once; a draft (or a
 * new vacancy) also goes to the server a moment after the typing stops, when the form is valid,
 * and again when the connection returns. A published vacancy's changes wait for «Опубликовать».
 * `restored` tells that the form opened with changes kept from before (a reload, a lost
 * connection).
 */
export function useVacancyDraft(
  form: Form,
  api: VacancyEditorApi,
  initial: Vacancy | null,
  /** The new vacancy's first save created it, with this id. */
  onCreated: (vacancyId: string) => void,
) {
  const [vacancy, setVacancy] = useState<Vacancy | null>(initial);
  const [state, setState] = useState<DraftState>({ kind: "clean" });
  const [restored, setRestored] = useState(false);
  const vacancyRef = useRef(vacancy);
  vacancyRef.current = vacancy;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const autosaves = !vacancy || vacancy.status === "VACANCY_STATUS_DRAFT";

  /** Sends the form as it is now; the new vacancy's first save creates it. */
  const send = useCallback(
    async (request: VacancyWriteRequest): Promise<Vacancy> => {
      const current = vacancyRef.current;
      const saved = toVacancy(
        current ? await api.replaceVacancy(current.id, request) : await api.createVacancy(request),
      );
      if (!current) {
        draftBackup.clear(null);
        onCreated(saved.id);
      }
      vacancyRef.current = saved;
      setVacancy(saved);
      return saved;
    },
    [api, onCreated],
  );

  const autosave = useCallback(async () => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    const values = form.getValues();
    const parsed = vacancyFormSchema.safeParse(values);
    if (!parsed.success) {
      setState({ kind: "local" });
      return;
    }
    setState({ kind: "saving" });
    const saving = send(parsed.data);
    inFlight.current = saving;
    try {
      const saved = await saving;
      // Typed on while it was on its way: those changes stay dirty and are saved next.
      if (JSON.stringify(form.getValues()) === JSON.stringify(values)) {
        draftBackup.clear(saved.id);
        form.reset(values, { keepErrors: true, keepTouched: true, keepIsSubmitted: true });
      }
      setState({ kind: "saved", at: new Date() });
    } catch (error) {
      // A place the server cannot resolve is no lost connection: the field says what to fix.
      if (showPlaceIssues(form, error)) {
        setState({ kind: "local" });
        return;
      }
      setState({
        kind: "offline",
        message: error instanceof Error && error.message ? error.message : "Не удалось сохранить",
      });
    } finally {
      inFlight.current = null;
    }
  }, [form, send]);

  // A backup of this vacancy left from before (a reload, a lost connection) is put back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the vacancy the editor opened with
  useEffect(() => {
    const backup = draftBackup.read(initial?.id ?? null);
    if (!backup) return;
    // Put back as changes over what the server has, so they are saved and the leave guard knows of them.
    for (const [name, value] of Object.entries(backup.values))
      form.setValue(name as keyof VacancyFormValues, value as never, { shouldDirty: true });
    setRestored(true);
    setState({ kind: "local" });
    if (autosaves) timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
  }, []);

  // Every change: kept here at once, sent a moment after the typing stops.
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== "change") return;
      draftBackup.write(vacancyRef.current?.id ?? null, values as VacancyFormValues);
      setState({ kind: "local" });
      clearTimeout(timer.current);
      if (autosaves) timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, autosave, autosaves]);

  // The connection is back: what waited is sent.
  useEffect(() => {
    if (!autosaves) return;
    const retry = () => {
      if (form.formState.isDirty) void autosave();
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [form, autosave, autosaves]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** An explicit save («Сохранить черновик», «Опубликовать»): the pending autosave is dropped. */
  const save = useCallback(
    async (request: VacancyWriteRequest) => {
      clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current.catch(() => undefined);
      const saved = await send(request);
      draftBackup.clear(saved.id);
      form.reset(form.getValues());
      setState({ kind: "saved", at: new Date() });
      return saved;
    },
    [form, send],
  );

  return { vacancy, state, restored, save };
}
