import type { VacancyFormValues } from "@rabota/domain/forms";

/** What the browser keeps of a vacancy being written: the form as typed, and when. */
export interface DraftBackup {
  readonly values: VacancyFormValues;
  readonly savedAt: number;
}

const PREFIX = "rabota:vacancy-draft:";

/** The key of a vacancy's backup: its id, or `new` for one not saved to the server yet. */
const keyOf = (vacancyId: string | null) => `${PREFIX}${vacancyId ?? "new"}`;

/**
 * Every keystroke of the vacancy form, kept in this browser until the server has it: a
 * reload, a closed tab or a dropped connection loses nothing. Storage that is full or
 * switched off only costs the backup, never the form.
 */
export const draftBackup = {
  read(vacancyId: string | null): DraftBackup | null {
    try {
      const raw = localStorage.getItem(keyOf(vacancyId));
      return raw ? (JSON.parse(raw) as DraftBackup) : null;
    } catch {
      return null;
    }
  },
  write(vacancyId: string | null, values: VacancyFormValues): void {
    try {
      localStorage.setItem(keyOf(vacancyId), JSON.stringify({ values, savedAt: Date.now() }));
    } catch {
      // No room or no storage: the server copy is what is left.
    }
  },
  clear(vacancyId: string | null): void {
    try {
      localStorage.removeItem(keyOf(vacancyId));
    } catch {
      // As above.
    }
  },
};
