import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';

/** Shown for any path the route table does not know. */
export function NotFoundPage(): JSX.Element {
  return (
    <section className="sh-not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="ui-button" to={paths.home()}>
        Back to home
      </Link>
    </section>
  );
}
