import { toast } from "@rabota/ui/toast";
import { useState } from "react";

/** What a store's save resolves to: the stored value, or the server's message. */
export type SaveOutcome<Saved> = { ok: true; profile: Saved } | { ok: false; message: string };

/** The toast after a successful save of a profile form. */
const SAVED_MESSAGE = "Изменения сохранены";

/**
 * Saves a form's value: on success a toast and `onSaved` with what was stored; on failure
 * the server's message for the form to show (the typed values stay in the form).
 */
export function useSaveAction<Value, Saved>(
  save: (value: Value) => Promise<SaveOutcome<Saved>>,
  onSaved: (saved: Saved) => void,
) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit = async (value: Value) => {
    setSaveError(null);
    const result = await save(value);
    if (result.ok) {
      toast({ title: SAVED_MESSAGE, variant: "success" });
      onSaved(result.profile);
    } else {
      setSaveError(result.message);
    }
  };
  return { submit, saveError };
}
