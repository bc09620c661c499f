/** The api's refusal: its message (`message`, else `error`, else the status line) and the message per field. */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** What the api said of each field it named (`end.at`: "must be in the future"), for a form to show by it. */
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** A failed answer as an ApiRefusal. */
export async function apiRefusal(response: Response): Promise<ApiRefusal> {
  const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const fields: Record<string, string> = {};
  let text: string | null = null;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body === 'object' && body !== null) {
      const { message, error, fields: named } = body as { message?: unknown; error?: unknown; fields?: unknown };
      const said = typeof message === 'string' ? message : typeof error === 'string' ? error : null;
      if (said?.trim()) text = said.trim();
      if (typeof named === 'object' && named !== null) {
        for (const [field, rule] of Object.entries(named)) if (typeof rule === 'string') fields[field] = rule;
      }
    }
  } catch {
    // A non-JSON error page: the status line is the best description.
  }
  return new ApiRefusal(text ?? fallback, response.status, fields);
}

/** The api's error text (`message`, else `error`) from a failed answer, else its status line. */
export async function apiErrorMessage(response: Response): Promise<string> {
  return (await apiRefusal(response)).message;
}
