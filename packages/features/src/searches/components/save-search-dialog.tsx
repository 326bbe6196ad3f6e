import { SEARCH_ALERT_LABELS, SEARCH_ALERTS, type SearchAlert } from "@rabota/domain/enums";
import { savedSearchWriteSchema } from "@rabota/domain/wire/searches";
import { Button } from "@rabota/ui/button";
import { Modal } from "@rabota/ui/modal";
import { SegmentedControl } from "@rabota/ui/segmented-control";
import { TextField } from "@rabota/ui/text-field";
import { useEffect, useState } from "react";

/** The alert choice, in the order the issue words it: «Сразу», «Раз в день», «Не присылать». */
export const ALERT_OPTIONS = SEARCH_ALERTS.map((value) => ({ value, label: SEARCH_ALERT_LABELS[value] }));

export interface SaveSearchDialogProps {
  /** The dialog's starting name and alert; null while it is closed. */
  initial: { name: string; alert: SearchAlert } | null;
  title: string;
  /** Saves; resolves to the message to show, or null when saved (the dialog then closes). */
  onSave: (value: { name: string; alert: SearchAlert }) => Promise<string | null>;
  onClose: () => void;
}

/** The name (editable, checked by the gateway's own rule) and alert of a saved search. */
export function SaveSearchDialog({ initial, title, onSave, onClose }: SaveSearchDialogProps) {
  const [name, setName] = useState("");
  const [alert, setAlert] = useState<SearchAlert>("DAILY");
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (initial === null) return;
    setName(initial.name);
    setAlert(initial.alert);
    setTouched(false);
    setRefusal(null);
  }, [initial]);
  const checked = savedSearchWriteSchema.shape.name.safeParse(name);
  const error = checked.success ? undefined : checked.error.issues[0]?.message;

  const save = async () => {
    setTouched(true);
    if (!checked.success) return;
    setSaving(true);
    try {
      setRefusal(await onSave({ name: checked.data, alert }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={initial !== null}
      onClose={onClose}
      title={title}
      closeLabel="Закрыть"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Сохранить
          </Button>
        </>
      }
    >
      <div className="rb-save-search">
        <TextField
          label="Название поиска"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
          showError={touched && error !== undefined}
          required
        />
        <div className="rb-save-search__alert">
          <span className="rb-save-search__label">Присылать новые вакансии на почту</span>
          <SegmentedControl
            label="Присылать новые вакансии на почту"
            options={ALERT_OPTIONS}
            value={alert}
            onValueChange={setAlert}
          />
        </div>
        {refusal ? (
          <p className="rb-save-search__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
