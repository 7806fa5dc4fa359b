import type { JSX } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '@rmj/router';
import { BRAND_NAME, paths } from '@rmj/contracts';
import { selectCartCount } from '@rmj/cart';
import { words } from '../i18n';
import { BagIcon, UserIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';

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
  const t = words.useT();
  const count = useSelector(selectCartCount);
  return (
    <header className="sh-header">
      <div className="sh-header__inner">
        <MainNav />
        <Link to={paths.home()} className="sh-logo" aria-label={t('header.home', { brand: BRAND_NAME })}>
          <span className="sh-logo__name">{BRAND_NAME}</span>
          <span className="sh-logo__tag">{t('header.tagline')}</span>
        </Link>
        <div className="sh-header__actions">
          <LanguageSwitch className="sh-lang--header" />
          <SearchBox />
          <Link to={paths.account()} className="sh-icon-button" aria-label={t('header.account')}>
            <UserIcon />
          </Link>
          <Link to={paths.cart()} className="sh-icon-button sh-cart-link" aria-label={t('header.cart', { count })}>
            <BagIcon />
            <CartBadge />
          </Link>
        </div>
      </div>
    </header>
  );
}
