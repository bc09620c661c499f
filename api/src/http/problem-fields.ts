/**
 * The contracts' problems read `"<field>" <rule>`; a 400 names each field once with its first rule:
 * `"weights.B" must be 0 or more` → { "weights.B": 'must be 0 or more' }.
 */
export function fieldsOf(problems: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const match = /^"([^"]+)" (.*)$/.exec(problem);
    if (match?.[1] && match[2]) fields[match[1]] ??= match[2];
  }
  return fields;
}
