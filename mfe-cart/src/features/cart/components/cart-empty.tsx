// The cart with no lines.
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { words } from '../../../i18n';

export function CartEmpty(): JSX.Element {
  const t = words.useT();
  return (
    <section className="crt-empty">
      <h1 className="crt-empty__title">{t('cart.empty')}</h1>
      <div className="crt-empty__links">
        <Link to={paths.home()} className="crt-empty__primary">
          {t('cart.continueShopping')}
        </Link>
        <Link to={paths.account()} className="crt-empty__secondary">
          {t('cart.logIn')}
        </Link>
      </div>
    </section>
  );
}
