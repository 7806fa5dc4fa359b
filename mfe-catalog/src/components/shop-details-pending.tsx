// What a page shows in place of the shop's details while the owner's settings are not there (a page
// opened in the browser before GET /api/settings answered, or the catalog down): no details of its
// own, only a way to reach the shop.
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { Link } from '@rmj/router';

export interface ShopDetailsPendingProps {
  /** False on the contact page itself (its form is the way to reach us). */
  linkToContact?: boolean;
}

export function ShopDetailsPending({ linkToContact = true }: ShopDetailsPendingProps): JSX.Element {
  return (
    <p className="cat-info__pending" role="status">
      Our shop&apos;s details are not available just now.{' '}
      {linkToContact ? (
        <>
          Please <Link to={paths.contact()}>contact us</Link>, or try again in a moment.
        </>
      ) : (
        'Please write to us with the form, or try again in a moment.'
      )}
    </p>
  );
}
