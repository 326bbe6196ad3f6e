import { type RuleSpec, validateField } from "@rabota/domain/validation";
import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EditIcon } from "@rabota/ui/icon";
import { TextArea, TextField } from "@rabota/ui/text-field";
import { toast } from "@rabota/ui/toast";
import { type FormEvent, useState } from "react";
import { ImageUploadField } from "../../lib/image-upload-field";
import { useEmployerActions, useEmployerProfile, useEmployerSaving } from "../store/employer-store-provider";
import "./employer-profile.css";

const LOGO_TEXTS = {
  label: "Логотип компании",
  upload: "Загрузить логотип",
  replace: "Заменить логотип",
  remove: "Удалить логотип",
  progress: "Загрузка логотипа",
  failed: "Не удалось загрузить логотип",
};

/** The toast after a successful save. */
export const EMPLOYER_SAVED_MESSAGE = "Изменения сохранены";

function check(value: string, rules: readonly RuleSpec[], optional = false): string | undefined {
  if (optional && value.trim() === "") return undefined;
  return validateField(value, rules) ?? undefined;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? value : <span className="rb-employer__empty">Не указано</span>}</dd>
    </>
  );
}

function EmployerView({ profile, onEdit }: { profile: EmployerProfileDto; onEdit: () => void }) {
  const company = profile.company;
  return (
    <div className="rb-employer">
      <div className="rb-employer__head">
        <Avatar name={company.companyName} src={company.logoUrl ?? undefined} size="xl" shape="rounded" />
        <div>
          <h1 className="rb-employer__title">Здравствуйте, {profile.name}!</h1>
          <p className="rb-employer__meta">
            {profile.position ? `${profile.position}, ` : ""}
            {company.companyName}
          </p>
        </div>
        <Button variant="secondary" startIcon={<EditIcon />} onClick={onEdit}>
          Редактировать профиль
        </Button>
      </div>
      <div className="rb-employer__grid">
        <Card asChild>
          <section aria-labelledby="employer-company">
            <CardHeader>
              <CardTitle level={2} id="employer-company">
                Компания
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="rb-employer__dl">
                <Row label="Название" value={company.companyName} />
                <Row label="Город" value={company.city} />
                <Row label="Сайт" value={company.website} />
                <Row label="О компании" value={company.description} />
              </dl>
            </CardContent>
          </section>
        </Card>
        <Card asChild>
          <section aria-labelledby="employer-contact">
            <CardHeader>
              <CardTitle level={2} id="employer-contact">
                Контактное лицо
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="rb-employer__dl">
                <Row label="Имя" value={`${profile.name} ${profile.surname}`} />
                <Row label="Должность" value={profile.position} />
                <Row label="Почта" value={profile.email} />
                <Row label="Телефон" value={profile.phone} />
              </dl>
            </CardContent>
          </section>
        </Card>
      </div>
    </div>
  );
}

function EmployerEditor({
  profile,
  onDone,
  onSaved,
}: {
  profile: EmployerProfileDto;
  onDone: () => void;
  onSaved: (profile: EmployerProfileDto) => void;
}) {
  const actions = useEmployerActions();
  const saving = useEmployerSaving();
  const [draft, setDraft] = useState({
    name: profile.name,
    surname: profile.surname,
    position: profile.position ?? "",
    phone: profile.phone ?? "",
    companyName: profile.company.companyName,
    city: profile.company.city ?? "",
    website: profile.company.website ?? "",
    description: profile.company.description ?? "",
    logoUrl: profile.company.logoUrl ?? null,
  });
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errors = {
    name: check(draft.name, ["required", "name"]),
    surname: check(draft.surname, ["required", "name"]),
    position: check(draft.position, ["required"]),
    phone: check(draft.phone, ["phone"], true),
    companyName: check(draft.companyName, ["required"]),
    city: check(draft.city, ["name"], true),
    website: check(draft.website, ["site"], true),
  };
  const show = submitted ? true : undefined;
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  const optional = (value: string) => (value.trim() === "" ? undefined : value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setSaveError(null);
    const description = optional(draft.description);
    const website = optional(draft.website);
    const city = optional(draft.city);
    const phone = optional(draft.phone);
    const result = await actions.save({
      name: draft.name,
      surname: draft.surname,
      position: draft.position,
      ...(phone ? { phone } : {}),
      company: {
        id: profile.company.id,
        companyName: draft.companyName,
        ...(description ? { description } : {}),
        ...(website ? { website } : {}),
        ...(city ? { city } : {}),
        ...(draft.logoUrl ? { logoUrl: draft.logoUrl } : {}),
      },
    });
    if (result.ok) {
      toast({ title: EMPLOYER_SAVED_MESSAGE, variant: "success" });
      onSaved(result.profile);
      onDone();
    } else {
      setSaveError(result.message);
    }
  };

  return (
    <form
      className="rb-employer rb-employer__form"
      onSubmit={submit}
      noValidate
      aria-labelledby="employer-edit-title"
    >
      <h1 id="employer-edit-title">Редактирование профиля</h1>
      <fieldset className="rb-employer__fieldset">
        <legend>Компания</legend>
        <ImageUploadField
          value={draft.logoUrl}
          name={draft.companyName}
          onChange={(logoUrl) => set({ logoUrl })}
          upload={actions.uploadLogo}
          texts={LOGO_TEXTS}
          shape="rounded"
        />
        <TextField
          label="Название компании"
          value={draft.companyName}
          onChange={(e) => set({ companyName: e.target.value })}
          error={errors.companyName}
          showError={show}
          required
        />
        <div className="rb-employer__row">
          <TextField
            label="Город"
            placeholder="Москва"
            value={draft.city}
            onChange={(e) => set({ city: e.target.value })}
            error={errors.city}
            showError={show}
          />
          <TextField
            label="Сайт"
            placeholder="https://example.ru"
            value={draft.website}
            onChange={(e) => set({ website: e.target.value })}
            error={errors.website}
            showError={show}
          />
        </div>
        <TextArea
          label="О компании"
          rows={4}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </fieldset>
      <fieldset className="rb-employer__fieldset">
        <legend>Контактное лицо</legend>
        <div className="rb-employer__row">
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
        <div className="rb-employer__row">
          <TextField
            label="Должность"
            placeholder="Менеджер"
            value={draft.position}
            onChange={(e) => set({ position: e.target.value })}
            error={errors.position}
            showError={show}
            required
          />
          <TextField
            label="Телефон"
            type="tel"
            placeholder="+7 (999) 123-45-67"
            value={draft.phone}
            onChange={(e) => set({ phone: e.target.value })}
            error={errors.phone}
            showError={show}
          />
        </div>
      </fieldset>
      {saveError ? (
        <p className="rb-employer__error" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="rb-employer__actions">
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

export interface EmployerProfilePanelProps {
  /** Called after a save (the app updates the greeting name). */
  onSaved: (profile: EmployerProfileDto) => void;
}

/** The employer profile page body: the company and the contact person, with an edit mode. */
export function EmployerProfilePanel({ onSaved }: EmployerProfilePanelProps) {
  const profile = useEmployerProfile();
  const [editing, setEditing] = useState(false);
  if (!profile) return null;
  return editing ? (
    <EmployerEditor profile={profile} onDone={() => setEditing(false)} onSaved={onSaved} />
  ) : (
    <EmployerView profile={profile} onEdit={() => setEditing(true)} />
  );
}
