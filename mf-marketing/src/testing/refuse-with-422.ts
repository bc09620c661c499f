import { HttpResponse, http } from 'msw';

/** An msw handler: the api refuses every POST to `endpoint` with 422, this error and these field messages. */
export function refuseWith422(endpoint: string, error: string, fields: Record<string, string>) {
  return http.post(endpoint, () => HttpResponse.json({ error, fields }, { status: 422 }));
}
