/**
 * What a visitor typed into a dialog's form that closed unsent (Back, X, Escape), kept for the same page
 * visit so that opening the dialog again shows it (docs/architecture.md, "Dialogs and history"). Memory only:
 * personal data is never written to storage, and a reload starts empty. A sent form clears its draft.
 */
export type DraftValue = string | boolean;
export type FormDraft = Readonly<Record<string, DraftValue>>;

const drafts = new Map<string, FormDraft>();

export function readFormDraft(key: string): FormDraft | undefined {
  return drafts.get(key);
}

export function saveFormDraft(key: string, values: FormDraft): void {
  drafts.set(key, { ...values });
}

export function clearFormDraft(key: string): void {
  drafts.delete(key);
}

/** Every draft gone, as on a new page visit (each test starts as one). */
export function forgetAllFormDrafts(): void {
  drafts.clear();
}
