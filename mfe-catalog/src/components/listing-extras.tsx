// Static blocks shared by the listing pages: promo strip, feature badges, testimonial, banner.
import type { JSX, ReactNode } from 'react';
import { words, type WordKey } from '../i18n';

const PROMO_ITEMS: WordKey[] = [
  'promo.hallmark',
  'promo.warranty',
  'promo.giftPackaging',
  'promo.sizing',
  'promo.shipping',
];

/** Promo strip of the listings (hallmark, lifetime warranty, gift packaging, sizing, shipping). */
export function PromoStrip({ items = PROMO_ITEMS }: { items?: WordKey[] }): JSX.Element {
  const t = words.useT();
  return (
    <ul className="cat-promo" aria-label={t('extras.promises')}>
      {items.map((item) => (
        <li key={item}>{t(item)}</li>
      ))}
    </ul>
  );
}

/** A row of feature badges (icon glyph, title, line), already worded. */
export function FeatureBadges({ items }: { items: { title: string; text: string }[] }): JSX.Element {
  const t = words.useT();
  return (
    <ul className="cat-features" aria-label={t('extras.whyUs')}>
      {items.map((item) => (
        <li key={item.title} className="cat-features__item">
          <span className="cat-features__icon" aria-hidden="true">
            ✦
          </span>
          <strong>{item.title}</strong>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** One static customer quote. */
export function Testimonial({ quote, name, city }: { quote: string; name: string; city: string }): JSX.Element {
  return (
    <figure className="cat-testimonial">
      <blockquote>“{quote}”</blockquote>
      <figcaption>
        — {name}, {city}
      </figcaption>
    </figure>
  );
}

/** Page heading, tagline and a banner with optional content (a button). */
export function ListingBanner({
  title,
  tagline,
  children,
}: {
  title: string;
  tagline: string;
  children?: ReactNode;
}): JSX.Element {
  return (
    <section className="cat-banner">
      <h1 className="cat-banner__title">{title}</h1>
      <p className="cat-banner__tagline">{tagline}</p>
      {children}
    </section>
  );
}

/** Standard feature badges of the server-backed listings. */
export const LISTING_FEATURES: ReadonlyArray<{ title: WordKey; text: WordKey }> = [
  { title: 'feature.hallmarkTitle', text: 'feature.hallmarkText' },
  { title: 'feature.warrantyTitle', text: 'feature.warrantyText' },
  { title: 'feature.giftTitle', text: 'feature.giftText' },
  { title: 'feature.sizingTitle', text: 'feature.sizingText' },
];

/** The standard feature badges in the page's language. */
export function ListingFeatures(): JSX.Element {
  const t = words.useT();
  return <FeatureBadges items={LISTING_FEATURES.map((item) => ({ title: t(item.title), text: t(item.text) }))} />;
}
