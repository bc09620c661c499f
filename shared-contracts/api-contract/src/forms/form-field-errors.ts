/** Field name → the first message for that field, the shape forms show and the api answers with (422). */
export type FormFieldErrors = Record<string, string>;

export type FormParseResult<T> = { ok: true; value: T } | { ok: false; fields: FormFieldErrors };

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first issue per top-level field wins, so a field shows one message, the most basic one. */
export function formFieldErrors(error: { readonly issues: readonly IssueLike[] }, rootField = 'form'): FormFieldErrors {
  const fields: FormFieldErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = head === undefined ? rootField : String(head);
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** What `formParser` needs of a schema: zod's safeParse. */
interface SafeParsing<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly issues: readonly IssueLike[] } };
}

/** The parse function of a form's schema: the values, or the first message of each field at fault. */
export function formParser<T>(schema: SafeParsing<T>): (input: unknown) => FormParseResult<T> {
  return (input) => {
    const result = schema.safeParse(input);
    return result.success ? { ok: true, value: result.data } : { ok: false, fields: formFieldErrors(result.error) };
  };
}
