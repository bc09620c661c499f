import { readApiErrorBody } from '@novavox/contracts-api/api-error';

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
  const body: unknown = await response.json().catch(() => null);
  const { message, error, fields } = readApiErrorBody(body);
  return new ApiRefusal(message ?? error ?? fallback, response.status, fields);
}

/** The api's error text (`message`, else `error`) from a failed answer, else its status line. */
export async function apiErrorMessage(response: Response): Promise<string> {
  return (await apiRefusal(response)).message;
}
