import { hiddenWordsRequestSchema } from "@rabota/domain/wire/hidden";
import { Button } from "@rabota/ui/button";
import { TextField } from "@rabota/ui/text-field";
import { type FormEvent, useEffect, useState } from "react";
import { useHiddenActions, useHiddenStatus, useHiddenWords } from "../store/hidden-store-provider";
import "./hidden.css";

/** The words of the field's text: split at commas. */
const wordsOf = (text: string) => text.split(",");

/**
 * «Исключить слова» in the list's filters (issue 26): words, separated by commas, that a listed
 * vacancy's title must not contain. Kept on the server for the applicant, so they apply to
 * every list, search and alert; `onSaved` reloads the list.
 */
export function HiddenWordsField({ onSaved }: { onSaved: () => void }) {
  const words = useHiddenWords();
  const status = useHiddenStatus();
  const { saveWords } = useHiddenActions();
  // Until the stored words are here the field waits: they would replace what was typed (the list
  // beside it may be on screen long before, rendered by the server).
  const waiting = status === "idle" || status === "loading";
  const [text, setText] = useState(words.join(", "));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The stored words arrive after the first render (and change when saved).
  useEffect(() => setText(words.join(", ")), [words]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = hiddenWordsRequestSchema.safeParse({ words: wordsOf(text) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Проверьте слова");
      return;
    }
    setSaving(true);
    const saved = await saveWords(checked.data.words);
    setSaving(false);
    setError(saved.ok ? null : saved.message);
    if (saved.ok) onSaved();
  };

  return (
    <form className="rb-hidden-words" onSubmit={(event) => void submit(event)} aria-label="Исключить слова">
      <TextField
        label="Исключить слова"
        hint="Через запятую: вакансии с ними в названии не покажем"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
        showError={error !== null}
        placeholder="стажёр, продажи"
        disabled={waiting}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        loading={saving}
        disabled={waiting}
        className="rb-hidden-words__apply"
      >
        Применить
      </Button>
    </form>
  );
}
