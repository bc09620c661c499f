interface ErrorResponseLike {
  status: number;
  statusText: string;
}

function isErrorResponse(error: unknown): error is ErrorResponseLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ErrorResponseLike).status === 'number' &&
    typeof (error as ErrorResponseLike).statusText === 'string'
  );
}

/** The screen for an error nothing else handled, worded as docs/requirements.md §2 requires. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  let summary: string;
  let stack: string | undefined;
  if (isErrorResponse(error)) {
    summary = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    summary = error.message;
    stack = error.stack;
  } else {
    summary = String(error);
  }
  return (
    <main id="main" className="shell-page route-error">
      <h1>Unexpected Application Error!</h1>
      <h2>{summary}</h2>
      {stack && <pre>{stack}</pre>}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
