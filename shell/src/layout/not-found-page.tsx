import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { words } from '../i18n';

/** Shown for any path the route table does not know. */
export function NotFoundPage(): JSX.Element {
  const t = words.useT();
  return (
    <section className="sh-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="ui-button" to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
