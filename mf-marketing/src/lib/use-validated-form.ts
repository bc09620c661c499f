import type { FormParseResult } from '@novavox/contracts-api/forms';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { clearFormDraft, readFormDraft, saveFormDraft } from './form-drafts';
import { type FormSubmitOutcome, NETWORK_ERROR_FALLBACK } from './form-submit-outcome';

/** Checks a form's raw values with the schema the api uses; loaded on demand, so zod is not on the first screen. */
export type FormParser<Values> = (input: unknown) => FormParseResult<Values>;

type FieldValue = string | boolean;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

export interface ValidatedFormOptions<Input extends Record<string, FieldValue>, Values> {
  /** Each field's starting value, in the order errors are focused (the form's reading order). */
  defaults: Input;
  /** Loads the schema check; called when the visitor first focuses the form and awaited on submit. */
  loadParser: () => Promise<FormParser<Values>>;
  /**
   * After a failed submit: `live` re-checks a field on every edit; `clear-on-edit` hides a field's error as
   * soon as it is edited and shows it again only on the next submit.
   */
  afterSubmit: 'live' | 'clear-on-edit';
  /** Sends the values that passed the schema; a refusal's field errors and message are shown by the form. */
  send: (values: Values) => Promise<FormSubmitOutcome>;
  /** The values were accepted; the fields are back to their defaults by then. */
  onSent: (values: Values) => void;
  /**
   * Keeps unsent typing under this key for the page visit (form-drafts.ts): a dialog's form closed by Back shows
   * it again when reopened. Cleared once the form is sent.
   */
  draftKey?: string;
}

export interface RegisteredField {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  ref: (element: FieldElement | null) => void;
}

export interface ValidatedForm<Name extends string> {
  /** The props that connect an input, select or textarea to the form (uncontrolled, like native fields). */
  field: (name: Name) => RegisteredField;
  errors: FieldErrors<Name>;
  /**
   * Why the last send failed (the server's message, or the network text of docs/requirements.md §8 when the schema check could not
   * be loaded and nothing was sent); cleared when a valid submit starts and on reset.
   */
  formError: string | null;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the schema check before the visitor submits. */
  onFocus: () => void;
  /** Back to the defaults with no errors, as if the form were new. */
  reset: () => void;
  focus: (name: Name) => void;
}

function readValue(element: FieldElement): FieldValue {
  return element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
}

/**
 * A small form controller for the marketing forms: uncontrolled fields read on submit, one schema check shared
 * with the api, the first invalid field focused, and no validation library on the page until it is needed.
 */
export function useValidatedForm<Input extends Record<string, FieldValue>, Values>(
  options: ValidatedFormOptions<Input, Values>,
): ValidatedForm<Extract<keyof Input, string>> {
  type Name = Extract<keyof Input, string>;
  const latest = useRef(options);
  latest.current = options;
  const elements = useRef(new Map<Name, FieldElement>());
  const parser = useRef<FormParser<Values> | null>(null);
  const submitted = useRef(false);
  // A ref, not the state: two Enter presses in one frame both see the state from before the first.
  const inFlight = useRef(false);
  const [errors, setErrorState] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const names = Object.keys(options.defaults) as Name[];
  /** The messages of this form's own fields, from the schema's or the server's answer. */
  const errorsOfFields = (fields: Readonly<Record<string, string>>): FieldErrors<Name> => {
    const found: FieldErrors<Name> = {};
    for (const name of names) if (fields[name]) found[name] = fields[name];
    return found;
  };

  const loadParser = useCallback(async () => {
    parser.current ??= await latest.current.loadParser();
    return parser.current;
  }, []);

  const currentValues = useCallback((): Input => {
    const values: Record<string, FieldValue> = { ...latest.current.defaults };
    for (const [name, element] of elements.current) values[name] = readValue(element);
    return values as Input;
  }, []);

  const focus = useCallback((name: Name) => elements.current.get(name)?.focus(), []);

  const onFieldChange = useCallback(
    (name: Name) => {
      if (!submitted.current) return;
      if (latest.current.afterSubmit === 'clear-on-edit' || !parser.current) {
        setErrorState((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
        return;
      }
      const result = parser.current(currentValues());
      const message = result.ok ? undefined : result.fields[name];
      setErrorState((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
    },
    [currentValues],
  );

  const field = (name: Name): RegisteredField => {
    const drafted = options.draftKey ? readFormDraft(options.draftKey)?.[name] : undefined;
    const initial = typeof drafted === typeof options.defaults[name] ? (drafted as FieldValue) : options.defaults[name];
    return {
      name,
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial }),
      onChange: () => {
        const { draftKey } = latest.current;
        if (draftKey) saveFormDraft(draftKey, currentValues());
        onFieldChange(name);
      },
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    submitted.current = true;
    void (async () => {
      try {
        let check: FormParser<Values>;
        try {
          check = await loadParser();
        } catch {
          setFormError(NETWORK_ERROR_FALLBACK);
          return;
        }
        const result = check(currentValues());
        if (!result.ok) {
          const found = errorsOfFields(result.fields);
          setErrorState(found);
          const first = names.find((name) => found[name]);
          if (first) focus(first);
          return;
        }
        setErrorState({});
        setFormError(null);
        const outcome = await latest.current.send(result.value);
        if (outcome.ok) {
          reset();
          latest.current.onSent(result.value);
          return;
        }
        setErrorState(errorsOfFields(outcome.fields));
        setFormError(outcome.error);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    })();
  };

  function reset() {
    if (latest.current.draftKey) clearFormDraft(latest.current.draftKey);
    submitted.current = false;
    setErrorState({});
    setFormError(null);
    for (const [name, element] of elements.current) {
      const initial = options.defaults[name];
      if (element instanceof HTMLInputElement && typeof initial === 'boolean') element.checked = initial;
      else element.value = String(initial);
    }
  }

  return {
    field,
    errors,
    formError,
    isSubmitting,
    onSubmit,
    // A failed early load is retried by the submit, which reports it.
    onFocus: () => void loadParser().catch(() => undefined),
    reset,
    focus,
  };
}
