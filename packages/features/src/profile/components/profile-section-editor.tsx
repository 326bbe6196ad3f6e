import type { ApplicantProfile, EducationEntry, ExperienceEntry, GoalEntry } from "@rabota/domain/mappers";
import {
  EXTRA_VALIDATION_MESSAGES,
  fromIsoDate,
  type RuleSpec,
  toIsoDate,
  VALIDATION_MESSAGES,
  validateField,
} from "@rabota/domain/validation";
import { Button } from "@rabota/ui/button";
import { Checkbox } from "@rabota/ui/checkbox";
import { DateInput } from "@rabota/ui/date-input";
import { PlusIcon, TrashIcon } from "@rabota/ui/icon";
import { TextArea, TextField } from "@rabota/ui/text-field";
import { toast } from "@rabota/ui/toast";
import { type FormEvent, type ReactNode, useState } from "react";
import { ImageUploadField } from "../../lib/image-upload-field";
import { PROFILE_SECTION_TITLES, type ProfileSection } from "../lib/sections";
import { useApplicantProfile, useProfileActions, useProfileSaving } from "../store/profile-store-provider";
import { SuggestionPicker } from "./suggestion-picker";
import { useSectionDraft } from "./use-section-draft";
import "./profile.css";

const PHOTO_TEXTS = {
  label: "Фото профиля",
  upload: "Загрузить фото",
  replace: "Заменить фото",
  remove: "Удалить фото",
  progress: "Загрузка фото",
  failed: "Не удалось загрузить фото",
};

/** The toast after a successful save. */
export const PROFILE_SAVED_MESSAGE = "Изменения сохранены";

export interface ProfileSectionEditorProps {
  section: ProfileSection;
  /** Called after a successful save with the stored profile (the app updates the greeting and goes back). */
  onSaved: (profile: ApplicantProfile) => void;
  /** Leaves without saving. */
  onCancel: () => void;
}

/** The §5 message of the first failing rule, or undefined; blank optional fields pass. */
function check(value: string, rules: readonly RuleSpec[], optional = false): string | undefined {
  if (optional && value.trim() === "") return undefined;
  return validateField(value, rules) ?? undefined;
}

type Errors = Record<string, string | undefined>;
const hasErrors = (errors: Errors) => Object.values(errors).some((message) => message !== undefined);

/** Shared frame of every section form: heading, fields, the save error, the buttons. */
function SectionForm({
  section,
  onSubmit,
  onCancel,
  saveError,
  children,
}: {
  section: ProfileSection;
  onSubmit: () => void;
  onCancel: () => void;
  saveError: string | null;
  children: ReactNode;
}) {
  const saving = useProfileSaving();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="rb-profile-edit" onSubmit={submit} noValidate aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title">{PROFILE_SECTION_TITLES[section]}</h1>
      {children}
      {saveError ? (
        <p className="rb-profile-edit__error" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="rb-profile-edit__actions">
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

/** Saves a change; reports success with a toast, failure inline (the draft stays). */
function useSave(onSaved: (profile: ApplicantProfile) => void) {
  const actions = useProfileActions();
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async (change: Partial<ApplicantProfile>) => {
    setSaveError(null);
    const result = await actions.save(change);
    if (result.ok) {
      toast({ title: PROFILE_SAVED_MESSAGE, variant: "success" });
      onSaved(result.profile);
    } else {
      setSaveError(result.message);
    }
  };
  return { save, saveError };
}

type FormProps = { profile: ApplicantProfile } & Omit<ProfileSectionEditorProps, "section">;

function PersonalForm({ profile, onSaved, onCancel }: FormProps) {
  const actions = useProfileActions();
  const { draft, setDraft, submitted, setSubmitted } = useSectionDraft(() => ({
    name: profile.name,
    surname: profile.surname,
    city: profile.city,
    birthDate: fromIsoDate(profile.dateOfBirth) ?? "",
    aboutMyself: profile.aboutMyself,
    avatarUrl: profile.avatarUrl,
  }));
  const { save, saveError } = useSave(onSaved);
  const errors: Errors = {
    name: check(draft.name, ["required", "name"]),
    surname: check(draft.surname, ["required", "name"]),
    city: check(draft.city, ["required", "name"]),
    birthDate: check(draft.birthDate, ["date"], true),
    aboutMyself: draft.aboutMyself.length > 5000 ? EXTRA_VALIDATION_MESSAGES.tooLong : undefined,
  };
  const show = submitted ? true : undefined;
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SectionForm
      section="personal"
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => {
        setSubmitted(true);
        if (hasErrors(errors)) return;
        void save({
          name: draft.name,
          surname: draft.surname,
          city: draft.city,
          dateOfBirth: toIsoDate(draft.birthDate),
          aboutMyself: draft.aboutMyself,
          avatarUrl: draft.avatarUrl,
        });
      }}
    >
      <ImageUploadField
        value={draft.avatarUrl}
        name={`${draft.name} ${draft.surname}`}
        onChange={(avatarUrl) => set({ avatarUrl })}
        upload={actions.uploadAvatar}
        texts={PHOTO_TEXTS}
      />
      <div className="rb-profile-edit__row">
        <TextField
          label="Имя"
          placeholder="Иван"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
          showError={show}
          required
        />
        <TextField
          label="Фамилия"
          placeholder="Иванов"
          value={draft.surname}
          onChange={(e) => set({ surname: e.target.value })}
          error={errors.surname}
          showError={show}
          required
        />
      </div>
      <div className="rb-profile-edit__row">
        <TextField
          label="Город"
          placeholder="Москва"
          value={draft.city}
          onChange={(e) => set({ city: e.target.value })}
          error={errors.city}
          showError={show}
          required
        />
        <DateInput
          label="Дата рождения"
          placeholder="01.01.1990"
          value={draft.birthDate}
          onValueChange={(birthDate) => set({ birthDate })}
          error={errors.birthDate}
          showError={show}
        />
      </div>
      <TextArea
        label="О себе"
        rows={5}
        value={draft.aboutMyself}
        onChange={(e) => set({ aboutMyself: e.target.value })}
        error={errors.aboutMyself}
        showError={show}
      />
    </SectionForm>
  );
}

function ContactsForm({ profile, onSaved, onCancel }: FormProps) {
  const { draft, setDraft, submitted, setSubmitted } = useSectionDraft(() => ({ ...profile.contacts }));
  const { save, saveError } = useSave(onSaved);
  const errors: Errors = {
    phoneNumber: check(draft.phoneNumber, ["phone"], true),
    website: check(draft.website, ["site"], true),
  };
  const show = submitted ? true : undefined;
  return (
    <SectionForm
      section="contacts"
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => {
        setSubmitted(true);
        if (!hasErrors(errors)) void save({ contacts: draft });
      }}
    >
      <TextField
        label="Телефон"
        type="tel"
        placeholder="+7 (999) 123-45-67"
        value={draft.phoneNumber}
        onChange={(e) => setDraft({ ...draft, phoneNumber: e.target.value })}
        error={errors.phoneNumber}
        showError={show}
      />
      <TextField
        label="Сайт"
        placeholder="https://example.ru"
        value={draft.website}
        onChange={(e) => setDraft({ ...draft, website: e.target.value })}
        error={errors.website}
        showError={show}
      />
      <TextField
        label="Другой контакт"
        placeholder="Telegram: @username"
        value={draft.additionalContact}
        onChange={(e) => setDraft({ ...draft, additionalContact: e.target.value })}
      />
    </SectionForm>
  );
}

type EducationDraft = {
  id?: string;
  institution: string;
  faculty: string;
  specialty: string;
  startYear: string;
  endYear: string;
};

function EducationForm({ profile, onSaved, onCancel }: FormProps) {
  const { draft, setDraft, submitted, setSubmitted } = useSectionDraft<EducationDraft[]>(() =>
    profile.educations.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      institution: entry.institution,
      faculty: entry.faculty,
      specialty: entry.specialty,
      startYear: entry.startYear === null ? "" : String(entry.startYear),
      endYear: entry.endYear === null ? "" : String(entry.endYear),
    })),
  );
  const { save, saveError } = useSave(onSaved);
  const entryErrors = draft.map((entry) => {
    const startYear = check(entry.startYear, ["year"], true);
    let endYear =
      entry.endYear.trim() === ""
        ? undefined
        : /^\d{4}$/.test(entry.endYear.trim())
          ? undefined
          : VALIDATION_MESSAGES.year;
    if (
      !endYear &&
      !startYear &&
      entry.startYear &&
      entry.endYear &&
      Number(entry.endYear) < Number(entry.startYear)
    )
      endYear = VALIDATION_MESSAGES.year;
    return { institution: check(entry.institution, ["required"]), startYear, endYear };
  });
  const show = submitted ? true : undefined;
  const update = (index: number, patch: Partial<EducationDraft>) =>
    setDraft(draft.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const toYear = (value: string) => (value.trim() === "" ? null : Number(value.trim()));
  return (
    <SectionForm
      section="education"
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => {
        setSubmitted(true);
        if (entryErrors.some(hasErrors)) return;
        const educations: EducationEntry[] = draft.map((entry) => ({
          ...(entry.id ? { id: entry.id } : {}),
          institution: entry.institution,
          faculty: entry.faculty,
          specialty: entry.specialty,
          startYear: toYear(entry.startYear),
          endYear: toYear(entry.endYear),
        }));
        void save({ educations });
      }}
    >
      {draft.length === 0 ? <p className="rb-profile__meta">Учебных заведений пока нет.</p> : null}
      {draft.map((entry, index) => (
        <fieldset key={entry.id ?? `new-${index}`} className="rb-profile-edit__entry">
          <legend>Учебное заведение {index + 1}</legend>
          <TextField
            label="Учебное заведение"
            value={entry.institution}
            onChange={(e) => update(index, { institution: e.target.value })}
            error={entryErrors[index]?.institution}
            showError={show}
            required
          />
          <div className="rb-profile-edit__row">
            <TextField
              label="Факультет"
              value={entry.faculty}
              onChange={(e) => update(index, { faculty: e.target.value })}
            />
            <TextField
              label="Специальность"
              value={entry.specialty}
              onChange={(e) => update(index, { specialty: e.target.value })}
            />
          </div>
          <div className="rb-profile-edit__row">
            <TextField
              label="Год начала"
              inputMode="numeric"
              maxLength={4}
              value={entry.startYear}
              onChange={(e) => update(index, { startYear: e.target.value })}
              error={entryErrors[index]?.startYear}
              showError={show}
            />
            <TextField
              label="Год окончания"
              inputMode="numeric"
              maxLength={4}
              value={entry.endYear}
              onChange={(e) => update(index, { endYear: e.target.value })}
              error={entryErrors[index]?.endYear}
              showError={show}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            startIcon={<TrashIcon />}
            onClick={() => setDraft(draft.filter((_, at) => at !== index))}
          >
            Удалить учебное заведение {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        startIcon={<PlusIcon />}
        onClick={() =>
          setDraft([...draft, { institution: "", faculty: "", specialty: "", startYear: "", endYear: "" }])
        }
      >
        Добавить учебное заведение
      </Button>
    </SectionForm>
  );
}

type ExperienceDraft = Omit<ExperienceEntry, "endDate"> & { endDate: string; current: boolean };

function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

function ExperienceForm({ profile, onSaved, onCancel }: FormProps) {
  const { draft, setDraft, submitted, setSubmitted } = useSectionDraft<ExperienceDraft[]>(() =>
    profile.experiences.map((entry) => ({
      ...entry,
      endDate: entry.endDate ?? "",
      current: entry.endDate === null,
    })),
  );
  const { save, saveError } = useSave(onSaved);
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  const entryErrors = draft.map((entry) => {
    const startDate = !entry.startDate
      ? VALIDATION_MESSAGES.required
      : !month.test(entry.startDate) || entry.startDate < "1900-01" || entry.startDate > currentMonth()
        ? EXTRA_VALIDATION_MESSAGES.period
        : undefined;
    const endDate = entry.current
      ? undefined
      : !entry.endDate
        ? VALIDATION_MESSAGES.required
        : !month.test(entry.endDate) || entry.endDate < entry.startDate || entry.endDate > currentMonth()
          ? EXTRA_VALIDATION_MESSAGES.period
          : undefined;
    return {
      company: check(entry.company, ["required"]),
      position: check(entry.position, ["required"]),
      startDate,
      endDate,
    };
  });
  const show = submitted ? true : undefined;
  const update = (index: number, patch: Partial<ExperienceDraft>) =>
    setDraft(draft.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <SectionForm
      section="experience"
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => {
        setSubmitted(true);
        if (entryErrors.some(hasErrors)) return;
        const experiences: ExperienceEntry[] = draft.map(({ current, ...entry }) => ({
          ...entry,
          endDate: current ? null : entry.endDate,
        }));
        void save({ experiences });
      }}
    >
      {draft.length === 0 ? <p className="rb-profile__meta">Мест работы пока нет.</p> : null}
      {draft.map((entry, index) => (
        <fieldset key={entry.id ?? `new-${index}`} className="rb-profile-edit__entry">
          <legend>Место работы {index + 1}</legend>
          <div className="rb-profile-edit__row">
            <TextField
              label="Компания"
              value={entry.company}
              onChange={(e) => update(index, { company: e.target.value })}
              error={entryErrors[index]?.company}
              showError={show}
              required
            />
            <TextField
              label="Должность"
              value={entry.position}
              onChange={(e) => update(index, { position: e.target.value })}
              error={entryErrors[index]?.position}
              showError={show}
              required
            />
          </div>
          <div className="rb-profile-edit__row">
            <TextField
              label="Начало работы"
              type="month"
              min="1900-01"
              max={currentMonth()}
              value={entry.startDate}
              onChange={(e) => update(index, { startDate: e.target.value })}
              error={entryErrors[index]?.startDate}
              showError={show}
              required
            />
            <TextField
              label="Окончание работы"
              type="month"
              min="1900-01"
              max={currentMonth()}
              value={entry.endDate}
              disabled={entry.current}
              onChange={(e) => update(index, { endDate: e.target.value })}
              error={entryErrors[index]?.endDate}
              showError={show}
            />
          </div>
          <Checkbox
            label="По настоящее время"
            checked={entry.current}
            onChange={(e) => update(index, { current: e.target.checked })}
          />
          <TextArea
            label="Обязанности и достижения"
            rows={3}
            value={entry.description}
            onChange={(e) => update(index, { description: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            startIcon={<TrashIcon />}
            onClick={() => setDraft(draft.filter((_, at) => at !== index))}
          >
            Удалить место работы {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        startIcon={<PlusIcon />}
        onClick={() =>
          setDraft([
            ...draft,
            { company: "", position: "", startDate: "", endDate: "", description: "", current: false },
          ])
        }
      >
        Добавить место работы
      </Button>
    </SectionForm>
  );
}

function ListForm({
  section,
  label,
  field,
  profile,
  onSaved,
  onCancel,
}: FormProps & { section: "skills" | "qualities"; label: string; field: "skills" | "personalQualities" }) {
  const actions = useProfileActions();
  const { draft, setDraft } = useSectionDraft<string[]>(() => [...profile[field]]);
  const { save, saveError } = useSave(onSaved);
  return (
    <SectionForm
      section={section}
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => void save({ [field]: draft })}
    >
      <SuggestionPicker
        label={label}
        values={draft}
        onChange={setDraft}
        suggest={section === "skills" ? actions.suggestSkills : actions.suggestQualities}
        removeLabel={(value) => `Удалить: ${value}`}
        placeholder={section === "skills" ? "Например, TypeScript" : "Например, Ответственность"}
      />
    </SectionForm>
  );
}

const noSuggestions = async () => [];
const names = (entries: readonly GoalEntry[]) => entries.map((entry) => entry.name);
const keepIds = (previous: readonly GoalEntry[], next: readonly string[]): GoalEntry[] =>
  next.map((name) => {
    const known = previous.find((entry) => entry.name === name);
    return known?.id ? { id: known.id, name } : { name };
  });

function GoalsForm({ profile, onSaved, onCancel }: FormProps) {
  const { draft, setDraft, submitted, setSubmitted } = useSectionDraft(() => ({
    preferredPosition: profile.preferredPosition,
    preferredIncome: profile.goals.preferredIncome === null ? "" : String(profile.goals.preferredIncome),
    goalPositions: names(profile.goals.goalPositions),
    preferredBusinessFields: names(profile.goals.preferredBusinessFields),
    additionalGoals: names(profile.goals.additionalGoals),
  }));
  const { save, saveError } = useSave(onSaved);
  const income = draft.preferredIncome.replace(/\s/g, "");
  const errors: Errors = {
    preferredIncome:
      check(income, ["number"], true) ??
      (income !== "" && (Number(income) < 0 || !Number.isInteger(Number(income)))
        ? VALIDATION_MESSAGES.number
        : undefined),
  };
  const show = submitted ? true : undefined;
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SectionForm
      section="goals"
      onCancel={onCancel}
      saveError={saveError}
      onSubmit={() => {
        setSubmitted(true);
        if (hasErrors(errors)) return;
        void save({
          preferredPosition: draft.preferredPosition,
          goals: {
            goalPositions: keepIds(profile.goals.goalPositions, draft.goalPositions),
            preferredIncome: income === "" ? null : Number(income),
            preferredBusinessFields: keepIds(
              profile.goals.preferredBusinessFields,
              draft.preferredBusinessFields,
            ),
            additionalGoals: keepIds(profile.goals.additionalGoals, draft.additionalGoals),
          },
        });
      }}
    >
      <TextField
        label="Желаемая должность"
        value={draft.preferredPosition}
        onChange={(e) => set({ preferredPosition: e.target.value })}
      />
      <TextField
        label="Желаемый доход, ₽ в месяц"
        inputMode="numeric"
        value={draft.preferredIncome}
        onChange={(e) => set({ preferredIncome: e.target.value })}
        error={errors.preferredIncome}
        showError={show}
      />
      <SuggestionPicker
        label="Интересные позиции"
        values={draft.goalPositions}
        onChange={(goalPositions) => set({ goalPositions })}
        suggest={noSuggestions}
        removeLabel={(value) => `Удалить: ${value}`}
      />
      <SuggestionPicker
        label="Сферы бизнеса"
        values={draft.preferredBusinessFields}
        onChange={(preferredBusinessFields) => set({ preferredBusinessFields })}
        suggest={noSuggestions}
        removeLabel={(value) => `Удалить: ${value}`}
      />
      <SuggestionPicker
        label="Другие цели"
        values={draft.additionalGoals}
        onChange={(additionalGoals) => set({ additionalGoals })}
        suggest={noSuggestions}
        removeLabel={(value) => `Удалить: ${value}`}
      />
    </SectionForm>
  );
}

/**
 * The editor of one profile section (`/profile/edit/{section}`): the §5 rules with their
 * messages (shown after the user has left a field, live afterwards, all after a submit
 * attempt), list add/remove, suggestions, avatar upload with preview and progress. A failed
 * save shows the server's message and keeps everything typed.
 */
export function ProfileSectionEditor({ section, onSaved, onCancel }: ProfileSectionEditorProps) {
  const profile = useApplicantProfile();
  if (!profile) return null;
  const props = { profile, onSaved, onCancel };
  switch (section) {
    case "personal":
      return <PersonalForm {...props} />;
    case "contacts":
      return <ContactsForm {...props} />;
    case "education":
      return <EducationForm {...props} />;
    case "experience":
      return <ExperienceForm {...props} />;
    case "skills":
      return <ListForm {...props} section="skills" label="Навык" field="skills" />;
    case "qualities":
      return <ListForm {...props} section="qualities" label="Личное качество" field="personalQualities" />;
    case "goals":
      return <GoalsForm {...props} />;
  }
}
