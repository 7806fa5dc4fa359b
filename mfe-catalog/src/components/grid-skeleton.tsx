// What a product grid shows while its products load: a count line and cards of the real cards'
// shape, so the grid already takes its space and the blocks below it (promo strip, features,
// testimonial, pages) do not jump down when the products arrive (layout shift).
import type { JSX } from 'react';
import { words } from '../i18n';

/** Enough cards to fill a screen at every width (2 columns on phones, up to 6 on wide screens). */
const SKELETON_CARDS = 8;

/** Announced as 'Loading' (like the spinner it replaces); the placeholder shapes are hidden from assistive technology. */
export function GridSkeleton({ cards = SKELETON_CARDS }: { cards?: number }): JSX.Element {
  const t = words.useT();
  return (
    <div className="cat-skeleton" role="status" aria-label={t('listing.loading')}>
      <p className="cat-count" aria-hidden="true">
        <span className="cat-skeleton__bar cat-skeleton__bar--count" />
      </p>
      <div className="cat-grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="ui-card cat-skeleton__card">
            <div className="ui-card__media cat-skeleton__media" />
            <div className="ui-card__body cat-skeleton__body">
              <span className="cat-skeleton__bar cat-skeleton__bar--short" />
              <span className="cat-skeleton__bar" />
              <span className="cat-skeleton__bar" />
              <span className="cat-skeleton__bar cat-skeleton__bar--short" />
              <span className="cat-skeleton__button" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
