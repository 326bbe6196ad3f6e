import { fromIsoDate } from "@rabota/domain/validation";
import {
  CANDIDATE_FIELD_LABELS,
  CANDIDATE_FIELDS,
  type CandidateFields,
  type CompanyRef,
  type VisibilityResponse,
} from "@rabota/domain/wire/candidates";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { Checkbox } from "@rabota/ui/checkbox";
import { Spinner } from "@rabota/ui/spinner";
import { useCallback, useState } from "react";
import { formatDateTime } from "../lib/format";
import { useCandidatesActions, useLoadOnMount, useVisibility } from "../store/candidates-store-provider";
import { CompanyHidePicker } from "./company-hide-picker";
import "./candidates.css";

/** What the applicant is editing: the settings, the hidden-from companies with their names. */
interface Draft {
  searchable: boolean;
  fields: CandidateFields;
  hidden: CompanyRef[];
}

const draftOf = (value: VisibilityResponse): Draft => ({
  searchable: value.searchable,
  fields: { ...value.fields },
  hidden: [...value.hiddenCompanies],
});

type SaveStatus = { kind: "idle" | "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/** The consent the latest save recorded, as the section states it. */
function ConsentLine({ consent }: { consent: VisibilityResponse["consent"] }) {
  if (!consent) return null;
  return (
    <p className="rb-candidates__muted" data-testid="visibility-consent">
      {consent.searchable
        ? `Согласие на распространение персональных данных дано ${formatDateTime(consent.givenAt)} (текст согласия от ${fromIsoDate(consent.version) ?? consent.version}).`
        : `Согласие на распространение персональных данных отозвано ${formatDateTime(consent.givenAt)}.`}
    </p>
  );
}

function VisibilityForm({ applicantId, value }: { applicantId: string; value: VisibilityResponse }) {
  const { saveVisibility, searchCompanies } = useCandidatesActions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const search = useCallback(
    (text: string) => searchCompanies(applicantId, text),
    [applicantId, searchCompanies],
  );
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setStatus({ kind: "idle" });
  };

  const save = async () => {
    setStatus({ kind: "saving" });
    const outcome = await saveVisibility(applicantId, {
      searchable: draft.searchable,
      fields: draft.fields,
      hiddenFrom: draft.hidden.map((company) => company.id),
    });
    setStatus(outcome.ok ? { kind: "saved" } : { kind: "failed", message: outcome.message });
  };

  return (
    <form
      className="rb-visibility"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Checkbox
        look="switch"
        className="rb-visibility__switch"
        label="Показывать резюме работодателям в поиске"
        hint="Должность, навыки, опыт, образование, город, цели и пройденные тесты видны работодателям, пока резюме показывается. Имя — всегда, остальное — только то, что вы отметите ниже."
        checked={draft.searchable}
        onChange={(event) => change({ searchable: event.target.checked })}
      />
      <fieldset className="rb-visibility__fields">
        <legend>Что ещё показывать</legend>
        {CANDIDATE_FIELDS.map((field) => (
          <Checkbox
            key={field}
            label={CANDIDATE_FIELD_LABELS[field]}
            checked={draft.fields[field]}
            onChange={(event) => change({ fields: { ...draft.fields, [field]: event.target.checked } })}
          />
        ))}
      </fieldset>
      <CompanyHidePicker
        value={draft.hidden}
        onChange={(hidden) => change({ hidden })}
        suggested={value.suggestedCompanies}
        search={search}
      />
      <div className="rb-visibility__actions">
        <Button type="submit" loading={status.kind === "saving"}>
          Сохранить
        </Button>
        <p role="status" className={status.kind === "failed" ? "rb-candidates__error" : "rb-candidates__ok"}>
          {status.kind === "saved" ? "Настройки видимости сохранены" : null}
          {status.kind === "failed" ? status.message : null}
        </p>
      </div>
      <ConsentLine consent={value.consent} />
    </form>
  );
}

/**
 * «Видимость резюме» on the applicant's profile (issue 44): whether employers find the
 * profile in their search, which extra fields they see, which companies never do, and the
 * consent the latest save recorded.
 */
export function VisibilitySection({ applicantId }: { applicantId: string }) {
  const { loadVisibility } = useCandidatesActions();
  useLoadOnMount(() => loadVisibility(applicantId), applicantId);
  const { status, value } = useVisibility();
  return (
    <Card asChild>
      <section aria-labelledby="visibility-title" className="rb-candidates-section">
        <CardHeader>
          <CardTitle level={2} id="visibility-title">
            Видимость резюме
          </CardTitle>
        </CardHeader>
        <CardContent>
          {value ? (
            <VisibilityForm applicantId={applicantId} value={value} />
          ) : status === "error" ? (
            <div role="alert" className="rb-candidates__error-block">
              <p>Не удалось загрузить настройки видимости</p>
              <Button size="sm" variant="secondary" onClick={() => void loadVisibility(applicantId)}>
                Повторить
              </Button>
            </div>
          ) : (
            <Spinner label="Загружаем настройки видимости" />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
