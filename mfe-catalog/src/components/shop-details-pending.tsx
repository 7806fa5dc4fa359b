// What a page shows in place of the shop's details while the owner's settings are not there (a page
// opened in the browser before GET /api/settings answered, or the catalog down): no details of its
// own, only a way to reach the shop.
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';
import { words } from '../i18n';

export interface ShopDetailsPendingProps {
  /** False on the contact page itself (its form is the way to reach us). */
  linkToContact?: boolean;
}

export function ShopDetailsPending({ linkToContact = true }: ShopDetailsPendingProps): JSX.Element {
  const t = words.useT();
  return (
    <p className="cat-info__pending" role="status">
      {t('pending.unavailable')}{' '}
      {linkToContact
        ? t.rich('pending.contactLink', {
            link: (chunks) => (
              <Link key="contact" to={paths.contact()}>
                {chunks}
              </Link>
            ),
          })
        : t('pending.useForm')}
    </p>
  );
}
