export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** What a problem is made from: a schema's issue and the path of the field it is about (zod's issue, structurally). */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A schema's issues as the problems every contract parser answers: each names its field and the rule,
 * `"weights.B" must be a whole number`, or gives the rule alone when it is about the whole value.
 */
export function issueProblems(issues: readonly SchemaIssue[]): string[] {
  return issues.map((issue) =>
    issue.path.length > 0 ? `"${issue.path.map(String).join('.')}" ${issue.message}` : issue.message,
  );
}
