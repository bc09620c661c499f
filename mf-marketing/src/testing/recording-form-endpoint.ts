import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The api for a form test: `endpoint` accepts every POST (201 with `answer`) and keeps each body in `received`,
 * emptied after every test; a request to anything else fails the test. Tests change the answer with `server.use`.
 */
export function recordingFormEndpoint<Body = Record<string, unknown>>(endpoint: string, answer: object) {
  const received: Body[] = [];
  const server = setupServer(
    http.post(endpoint, async ({ request }) => {
      received.push((await request.json()) as Body);
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
  });
  afterAll(() => server.close());
  return { server, received };
}
