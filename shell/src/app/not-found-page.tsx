import { Link } from '@novavox/shared-contracts';
import { DocumentHead } from './document-head';

export function NotFoundPage() {
  return (
    <section className="shell-page" aria-labelledby="not-found-title">
      <DocumentHead
        title="Page not found — NovaVox"
        description="This page does not exist."
        path="/404"
        indexable={false}
      />
      <h1 id="not-found-title">Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
