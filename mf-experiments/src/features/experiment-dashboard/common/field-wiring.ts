/**
 * How a form control is tied to its error, the one rule of the dashboard's forms: while the field has an error it
 * is marked invalid and described by the error's element, after any hints that always describe it. Without an
 * error, aria-invalid is left out (not "false") and only the hints describe it.
 */
export function errorWiring(errorId: string, error: string | null | undefined, ...hintIds: string[]) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [...hintIds, ...(error ? [errorId] : [])].join(' ') || undefined,
  } as const;
}
