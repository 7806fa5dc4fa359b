// Static blocks shared by the listing pages: promo strip, feature badges, testimonial, banner.
import type { JSX, ReactNode } from 'react';

const PROMO_ITEMS = [
  'BIS Hallmark Certified',
  'Lifetime Warranty',
  'Free Gift Packaging',
  'Complimentary Sizing',
  'Free Shipping',
];

/** Promo strip of the listings (hallmark, lifetime warranty, gift packaging, sizing, shipping). */
export function PromoStrip({ items = PROMO_ITEMS }: { items?: string[] }): JSX.Element {
  return (
    <ul className="cat-promo" aria-label="Our promises">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A row of feature badges (icon glyph, title, line). */
export function FeatureBadges({ items }: { items: { title: string; text: string }[] }): JSX.Element {
  return (
    <ul className="cat-features" aria-label="Why shop with us">
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
export const LISTING_FEATURES = [
  { title: 'Hallmark Certified', text: 'Genuine silver and gold, tested and stamped' },
  { title: 'Lifetime Warranty', text: 'Care and repairs for as long as you wear it' },
  { title: 'Gift Packaging', text: 'Every piece arrives in an elegant gift box' },
  { title: 'Free Sizing', text: 'Complimentary resizing after delivery' },
];
