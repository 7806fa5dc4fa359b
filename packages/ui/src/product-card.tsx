import { useState, type JSX, type MouseEvent, type ReactNode } from 'react';
import { formatINR } from './format-inr';
import { pathInLang, useLang } from '@rmj/i18n';
import { useUiT } from './i18n';
import { PhotoPicture, type PhotoData } from './photo-picture';

/**
 * Default `sizes` of a card's photograph: two cards across a phone, about 380 px wide above. A
 * listing passes the exact widths of its own grid (`sizes`).
 */
export const CARD_PHOTO_SIZES = '(max-width: 768px) 50vw, 380px';

/** Props of ProductCard. */
export interface ProductCardProps {
  /** Product name, shown as the card's heading. */
  name: string;
  /** Image address; `fallbackImage` is shown when missing or when it fails to load. */
  image?: string;
  /** Image used when `image` is missing or broken. */
  fallbackImage?: string;
  /**
   * The product's main photograph (`product.photos[0]`): shown as a <picture> with AVIF and WebP
   * candidates instead of `image`; `fallbackImage` when it fails to load.
   */
  photo?: PhotoData;
  /** The card's rendered width per breakpoint of its grid, for the photograph's `sizes`. */
  sizes?: string;
  /** Small labels over the image ('New', '20% OFF', 'Out of stock'). */
  badges?: string[];
  /** Category line above the name. */
  category?: string;
  /** Short description under the name. */
  description?: string;
  /** Current price in rupees. */
  price: number;
  /** Earlier price in rupees, shown struck through when present. */
  oldPrice?: number;
  /** Weight in grams, shown as '(N gram)'. */
  gram?: number;
  /** Extra content under the price (for example a 'Customizable' tag). */
  extra?: ReactNode;
  /** Label of the action button; defaults to 'Add to Cart' (in the page's language). */
  actionLabel?: string;
  /** Called by the action button; the click does not reach `onClick`. */
  onAction?: () => void;
  /**
   * The product page's address (`paths.product(id)`): the name becomes a real link to it that covers
   * the whole card (the picture too), so it opens in a new tab and crawlers follow it. A shop path is
   * given without a language; on a Tamil page the link carries '/ta'.
   */
  href?: string;
  /**
   * A plain left click on the link: the listing navigates client-side (passing the product along)
   * instead of the browser loading `href`. Clicks with a modifier key, other buttons and the context
   * menu are left to the browser.
   */
  onNavigate?: () => void;
  /**
   * Called by a click on the card (with `href`: on its link, before `onNavigate`), never by the
   * action button.
   */
  onClick?: () => void;
  /** Disables the action button (for example when out of stock). */
  actionDisabled?: boolean;
  /**
   * The picture is in the first screenful (the first cards of a listing): fetched at once with high
   * priority instead of lazily, so the page's largest picture is not held back.
   */
  eager?: boolean;
  className?: string;
}

/**
 * Whether a click on a link is an ordinary one the page may take over: the main button, no modifier
 * key (Ctrl/Cmd open a new tab, Shift a window, Alt downloads) and nothing else handled it.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A shop address in the page's language ('/product/p-1' is '/ta/product/p-1' on a Tamil page), so a
 * link opened in a new tab, followed by a crawler or with JavaScript off stays in that language; any
 * other address as it is.
 */
function shopHref(href: string, lang: 'en' | 'ta'): string {
  return href.startsWith('/') ? pathInLang(href, lang) : href;
}

/**
 * A product tile for listings: image, badges, texts, price and one action button. With `href` the
 * name is a link stretched over the card (the button stays outside it and above it).
 */
export function ProductCard(props: ProductCardProps): JSX.Element {
  const { name, image, fallbackImage, badges = [], category, description, price, oldPrice, gram, extra } = props;
  const t = useUiT();
  const lang = useLang();
  const { actionLabel = t('card.addToCart'), onAction, onClick, actionDisabled, eager = false, className } = props;
  const { href, onNavigate } = props;
  const { photo, sizes = CARD_PHOTO_SIZES } = props;
  const [broken, setBroken] = useState(false);
  const src = !image || broken ? fallbackImage : image;

  function handleAction(event: MouseEvent<HTMLButtonElement>): void {
    event.stopPropagation();
    onAction?.();
  }

  function handleLink(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.();
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate();
  }

  return (
    // A card without `href` (from remotes built before it existed) keeps its mouse-only click; the
    // keyboard reaches the same page through the action button. With `href` the link takes the click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <article
      className={['ui-card', onClick || href ? 'ui-card--clickable' : '', className].filter(Boolean).join(' ')}
      onClick={href ? undefined : onClick}
      aria-label={name}
    >
      <div className="ui-card__media">
        {photo && !broken ? (
          <PhotoPicture
            photo={photo}
            alt={photo.alt || name}
            sizes={sizes}
            className="ui-card__img"
            eager={eager}
            onError={() => setBroken(true)}
          />
        ) : src ? (
          <img
            className="ui-card__img"
            src={src}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="ui-card__img ui-card__img--empty" aria-hidden="true" />
        )}
        {badges.length > 0 && (
          <div className="ui-card__badges">
            {badges.map((badge) => (
              <span key={badge} className="ui-card__badge">
                {badge}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="ui-card__body">
        {category && <p className="ui-card__category">{category}</p>}
        <h2 className="ui-card__name">
          {href ? (
            <a className="ui-card__link" href={shopHref(href, lang)} onClick={handleLink}>
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        {description && <p className="ui-card__description">{description}</p>}
        <p className="ui-card__price">
          <span className="ui-card__now">{formatINR(price, lang)}</span>
          {oldPrice !== undefined && oldPrice !== null && <s className="ui-card__was">{formatINR(oldPrice, lang)}</s>}
          {gram !== undefined && gram !== null && <span className="ui-card__gram">{t('card.gram', { gram })}</span>}
        </p>
        {extra}
        {onAction && (
          <button type="button" className="ui-button ui-card__action" onClick={handleAction} disabled={actionDisabled}>
            {actionLabel}
          </button>
        )}
      </div>
    </article>
  );
}
