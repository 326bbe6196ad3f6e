import {
  EXPERIENCE_LABELS,
  EXPERIENCES,
  OFFICE_TYPE_LABELS,
  OFFICE_TYPES,
  SALARY_CURRENCIES,
  SALARY_CURRENCY_LABELS,
  WORKING_SCHEDULE_LABELS,
  WORKING_SCHEDULES,
} from "@rabota/domain/enums";
import {
  emptyVacancyForm,
  type VacancyFormValues,
  vacancyFormOf,
  vacancyFormSchema,
} from "@rabota/domain/forms";
import type { Vacancy } from "@rabota/domain/mappers";
import type { TestCatalogueEntry } from "@rabota/domain/wire/tests";
import type { VacancyWriteRequest } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { RichTextEditor } from "@rabota/ui/rich-text-editor";
import { Select } from "@rabota/ui/select";
import { TextField } from "@rabota/ui/text-field";
import { toast } from "@rabota/ui/toast";
import { type ReactNode, useEffect, useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import { CityPicker } from "../../lib/city-field";
import { FieldRow, FormTextField, fieldErrorProps, useZodForm } from "../../lib/forms";
import { SuggestionPicker, type SuggestionPickerProps } from "../../lib/suggestion-picker";
import { MetroPicker } from "../components/place-pickers";
import { ProfessionField, useTitleProfession } from "./profession-field";
import { SalaryHint } from "./salary-hint";
import {
  type DraftState,
  showPlaceIssues,
  useVacancyDraft,
  type VacancyEditorApi,
} from "./use-vacancy-draft";
import "./vacancy-editor.css";

const TOOLBAR_LABELS = {
  toolbar: "Форматирование",
  bold: "Жирный",
  italic: "Курсив",
  bulletList: "Маркированный список",
  orderedList: "Нумерованный список",
};

const TEXTS = [
  { name: "description", label: "Описание вакансии", placeholder: "Чем занимается команда и кого вы ищете" },
  { name: "objectives", label: "Обязанности", placeholder: "Что предстоит делать" },
  { name: "requirements", label: "Требования", placeholder: "Что нужно знать и уметь" },
  { name: "offerings", label: "Условия", placeholder: "Что вы предлагаете" },
] as const;

const TAX_CHOICES = [
  { value: "net", label: "на руки" },
  { value: "gross", label: "до вычета налогов" },
] as const;

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const timeOf = (at: Date) => at.toLocaleTimeString("ru-RU", { hour: "2-digit", minute: "2-digit" });

/** The line that says where the text stands. */
function draftStateText(state: DraftState, autosaves: boolean): string {
  switch (state.kind) {
    case "saving":
      return "Сохраняем черновик…";
    case "saved":
      return autosaves ? `Черновик сохранён в ${timeOf(state.at)}` : `Сохранено в ${timeOf(state.at)}`;
    case "offline":
      return `Не удалось сохранить на сервере (${state.message}). Текст сохранён в этом браузере — отправим, когда связь вернётся.`;
    case "local":
      return autosaves
        ? "Изменения сохранены в этом браузере; на сервер черновик уйдёт, когда поля будут заполнены верно"
        : "Изменения сохранены в этом браузере и будут видны соискателям после публикации";
    case "clean":
      return autosaves ? "Черновик сохраняется сам, пока вы пишете" : "";
  }
}

export interface VacancyEditorProps {
  api: VacancyEditorApi;
  /** The vacancy to edit; null for a new one (`copyOf` may start it from another). */
  vacancy: Vacancy | null;
  /** The catalogue's tests the vacancy may ask applicants to take. */
  tests: readonly TestCatalogueEntry[];
  /** The new vacancy's first save (typing or «Сохранить черновик») created it. */
  onCreated: (vacancyId: string) => void;
  /** «Опубликовать» (or «Сохранить» of an archived one) saved it: the page shows it. */
  onDone: (vacancy: Vacancy, published: boolean) => void;
  /** Whether there are changes the server does not have yet (the page asks before leaving). */
  onUnsavedChange: (unsaved: boolean) => void;
  /** «Отмена»: back to where the employer came from. */
  onCancel: () => void;
}

/**
 * One form over every field of a vacancy (issue 24): a new one (`/vacancies/new`) or an own
 * one (`/vacancies/edit/{id}`). The formatted texts go through the rich-text editor; the pay
 * is checked by the honest-pay rules as the employer types (the gateway's own schema), each
 * message under its field. A draft saves itself; «Опубликовать» makes it public at once.
 */
export function VacancyEditor({
  api,
  vacancy: initial,
  tests,
  onCreated,
  onDone,
  onUnsavedChange,
  onCancel,
}: VacancyEditorProps) {
  const form = useZodForm(vacancyFormSchema, initial ? vacancyFormOf(initial) : emptyVacancyForm());
  const { vacancy, state, restored, save } = useVacancyDraft(form, api, initial, onCreated);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"draft" | "publish" | "save" | null>(null);
  const isDraft = !vacancy || vacancy.status === "VACANCY_STATUS_DRAFT";
  const archived = vacancy?.status === "VACANCY_STATUS_ARCHIVED";
  const unsaved = form.formState.isDirty;

  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const submit = (kind: "draft" | "publish" | "save") =>
    form.handleSubmit(async (request: VacancyWriteRequest) => {
      setFailure(null);
      setBusy(kind);
      try {
        const status = kind === "publish" ? "VACANCY_STATUS_ACTIVE" : undefined;
        const saved = await save({ ...request, ...(status ? { status } : {}) });
        if (kind === "draft") toast({ variant: "success", title: "Черновик сохранён" });
        else onDone(saved, kind === "publish");
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : "Не удалось сохранить вакансию");
        showPlaceIssues(form, error);
      } finally {
        setBusy(null);
      }
    });

  const areaId = form.watch("areaId");
  const professionId = form.watch("professionId");
  const suggestion = useTitleProfession(form.watch("title"), professionId !== "", api.suggestProfession);
  const [salaryFrom, salaryTo, salaryCurrency, salaryTax] = form.watch([
    "salaryFrom",
    "salaryTo",
    "salaryCurrency",
    "salaryTax",
  ]);

  const richText = (name: (typeof TEXTS)[number]["name"], label: string, placeholder: string) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          id={`vacancy-${name}`}
          label={label}
          placeholder={placeholder}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          toolbarLabels={TOOLBAR_LABELS}
          {...fieldErrorProps(form, name)}
        />
      )}
    />
  );

  const select = (
    name: FieldPath<VacancyFormValues>,
    label: string,
    options: { value: string; label: string }[],
  ) => <Select label={label} options={options} {...form.register(name)} {...fieldErrorProps(form, name)} />;

  // Each amount's rules read the other one: a change of either checks both.
  const amount = (
    name: "salaryFrom" | "salaryTo",
    label: string,
    placeholder: string,
    other: "salaryFrom" | "salaryTo",
  ) => (
    <TextField
      label={label}
      inputMode="numeric"
      placeholder={placeholder}
      {...form.register(name, { deps: [other] })}
      {...fieldErrorProps(form, name)}
    />
  );

  // The picker's words and lookups are named, not positional: three lists pass five of them.
  const list = (
    name: "skills" | "qualities" | "positions",
    picker: Omit<SuggestionPickerProps, "values" | "onChange">,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <SuggestionPicker {...picker} values={field.value} onChange={field.onChange} />}
    />
  );

  return (
    // Enter in a field does the safe thing: saves a draft, or a published vacancy's changes.
    <form
      className="rb-vacancy-editor"
      onSubmit={submit(isDraft ? "draft" : archived ? "save" : "publish")}
      noValidate
      aria-labelledby="vacancy-editor-title"
    >
      <div className="rb-vacancy-editor__head">
        <h1 id="vacancy-editor-title">{initial ? "Редактирование вакансии" : "Новая вакансия"}</h1>
        <p className="rb-vacancy-editor__state" role="status" data-testid="vacancy-draft-state">
          {draftStateText(state, isDraft)}
        </p>
        {restored ? (
          <p className="rb-vacancy-editor__restored">
            Восстановлены изменения, которые не успели сохраниться.
          </p>
        ) : null}
      </div>

      <Section title="Основное">
        <FormTextField form={form} name="title" label="Название вакансии" placeholder="Бариста" required />
        <FieldRow>
          <Controller
            control={form.control}
            name="city"
            render={({ field }) => (
              <CityPicker
                text={field.value}
                search={api.searchAreas}
                onType={(text) => {
                  // Typing over a picked place leaves only the text: the place and its stations go.
                  if (form.getValues("areaId") !== "") {
                    form.setValue("areaId", "", { shouldDirty: true });
                    form.setValue("metroStations", [], { shouldDirty: true });
                  }
                  field.onChange(text);
                }}
                onPick={(area) => {
                  if (form.getValues("areaId") !== area.id) {
                    form.setValue("metroStations", [], { shouldDirty: true });
                  }
                  form.setValue("areaId", area.id, { shouldDirty: true });
                  field.onChange(area.name);
                }}
                onBlur={field.onBlur}
                {...fieldErrorProps(form, "city")}
              />
            )}
          />
          {select("officeType", "Формат работы", optionsOf(OFFICE_TYPES, OFFICE_TYPE_LABELS))}
        </FieldRow>
        <Controller
          control={form.control}
          name="metroStations"
          render={({ field }) => (
            <MetroPicker
              areaId={areaId}
              stations={field.value}
              onChange={field.onChange}
              getMetro={api.getMetro}
              {...fieldErrorProps(form, "metroStations")}
            />
          )}
        />
        <FieldRow>
          <FormTextField form={form} name="street" label="Улица" placeholder="Тверская улица" />
          <FormTextField form={form} name="building" label="Дом" placeholder="12к2" />
        </FieldRow>
        <FieldRow>
          {select("workingSchedule", "График", optionsOf(WORKING_SCHEDULES, WORKING_SCHEDULE_LABELS))}
          {select("workingExperience", "Опыт работы", optionsOf(EXPERIENCES, EXPERIENCE_LABELS))}
        </FieldRow>
      </Section>

      <Section
        title="Зарплата"
        hint="Укажите сумму «от», «до» или обе: «до» не больше чем в 2 раза выше «от»."
      >
        <Controller
          control={form.control}
          name="professionId"
          render={({ field }) => (
            <ProfessionField
              professionId={field.value}
              onChange={field.onChange}
              suggestion={suggestion}
              search={api.searchProfessions}
              professionOf={api.professionOf}
              onBlur={field.onBlur}
              {...fieldErrorProps(form, "professionId")}
            />
          )}
        />
        <FieldRow>
          {amount("salaryFrom", "Зарплата от", "80 000", "salaryTo")}
          {amount("salaryTo", "Зарплата до", "120 000", "salaryFrom")}
          {select("salaryCurrency", "Валюта", optionsOf(SALARY_CURRENCIES, SALARY_CURRENCY_LABELS))}
        </FieldRow>
        <fieldset className="rb-vacancy-editor__tax">
          <legend>Сумма указана</legend>
          {TAX_CHOICES.map((choice) => (
            <label key={choice.value}>
              <input type="radio" value={choice.value} {...form.register("salaryTax")} />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <SalaryHint
          professionId={professionId || (suggestion?.id ?? null)}
          areaId={areaId}
          values={{ salaryFrom, salaryTo, salaryCurrency, salaryTax }}
          getSalaries={api.getSalaries}
        />
      </Section>

      <Section title="Описание">
        {TEXTS.map((text) => richText(text.name, text.label, text.placeholder))}
      </Section>

      <Section title="Навыки и качества">
        {list("skills", {
          label: "Навыки",
          suggest: api.getSkills,
          removeLabel: (value) => `Удалить навык ${value}`,
          placeholder: "Например, Excel",
        })}
        {list("qualities", {
          label: "Личные качества",
          suggest: api.getQualities,
          removeLabel: (value) => `Удалить качество ${value}`,
          placeholder: "Например, ответственность",
        })}
        {list("positions", {
          label: "Должности",
          suggest: noSuggestions,
          removeLabel: (value) => `Удалить должность ${value}`,
          placeholder: "Например, бариста",
        })}
      </Section>

      <Section title="Тест для откликнувшихся">
        {select("testName", "Тест вакансии", [
          { value: "", label: "Без теста" },
          ...tests.map((test) => ({ value: test.testName, label: test.title })),
        ])}
      </Section>

      {failure ? (
        <p className="rb-edit-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="rb-vacancy-editor__actions">
        <Button
          type={isDraft || archived ? "button" : "submit"}
          loading={busy === "publish"}
          disabled={busy !== null}
          onClick={isDraft || archived ? submit("publish") : undefined}
        >
          Опубликовать
        </Button>
        {isDraft ? (
          <Button type="submit" variant="secondary" loading={busy === "draft"} disabled={busy !== null}>
            Сохранить черновик
          </Button>
        ) : archived ? (
          <Button type="submit" variant="secondary" loading={busy === "save"} disabled={busy !== null}>
            Сохранить в архиве
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

const noSuggestions = async () => [];

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rb-vacancy-editor__section">
      <legend>{title}</legend>
      {hint ? <p className="rb-vacancy-editor__hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
