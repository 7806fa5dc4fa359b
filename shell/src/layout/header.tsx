import type { JSX } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '@rmj/router';
import { BRAND_NAME, BRAND_TAGLINE, paths } from '@rmj/contracts';
import { selectCartCount } from '@rmj/cart';
import { BagIcon, UserIcon } from './icons';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';

/** The cart link's accessible name: the count the badge shows, in words ('Cart, 2 items'). */
export function cartLinkName(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon's count, read from the shop's one store (hidden from screen readers: the link says it). */
export function CartBadge(): JSX.Element {
  const count = useSelector(selectCartCount);
  return (
    <span className="sh-badge" data-testid="cart-badge" aria-hidden="true">
      {count}
    </span>
  );
}

/** Header: menu, logo, search, account and cart. */
export function Header(): JSX.Element {
  const count = useSelector(selectCartCount);
  return (
    <header className="sh-header">
      <div className="sh-header__inner">
        <MainNav />
        <Link to={paths.home()} className="sh-logo" aria-label={`${BRAND_NAME} home`}>
          <span className="sh-logo__name">{BRAND_NAME}</span>
          <span className="sh-logo__tag">{BRAND_TAGLINE}</span>
        </Link>
        <div className="sh-header__actions">
          <SearchBox />
          <Link to={paths.account()} className="sh-icon-button" aria-label="Account">
            <UserIcon />
          </Link>
          <Link to={paths.cart()} className="sh-icon-button sh-cart-link" aria-label={cartLinkName(count)}>
            <BagIcon />
            <CartBadge />
          </Link>
        </div>
      </div>
    </header>
  );
}
