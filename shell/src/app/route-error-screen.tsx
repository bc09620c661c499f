import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's last line of defence, worded as the spec requires. */
export function RouteErrorScreen() {
  const error = useRouteError();
  let summary: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
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
