import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { BRAND_NAME, paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { AccountDeletedNotice } from './account-deleted-notice';
import { ProductCollection } from './product-collection';
import { Testimonial } from '../../../components/listing-extras';
import { TodaysRatesStrip } from '../../../components/todays-rates';
import { words, type WordKey } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';

const LISTING_ID = 'cat-home-collection';

const TILES: ReadonlyArray<{ title: WordKey; text: WordKey }> = [
  { title: 'home.tileEthicalTitle', text: 'home.tileEthicalText' },
  { title: 'home.tileCraftTitle', text: 'home.tileCraftText' },
  { title: 'home.tileQualityTitle', text: 'home.tileQualityText' },
  { title: 'home.tileGiftTitle', text: 'home.tileGiftText' },
];

/** The home page: hero, today's rates (once the owner has set them), promo strip, tiles, testimonial and the product collection. */
export const HomePage = withWords(function HomePage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
  return (
    <div className="cat-page cat-home">
      <AccountDeletedNotice />
      <section className="cat-hero">
        <h1 className="cat-hero__title">{BRAND_NAME}</h1>
        <p className="cat-hero__tagline">{t('home.tagline')}</p>
        <div className="cat-hero__actions">
          <button
            type="button"
            className="ui-button"
            onClick={() => document.getElementById(LISTING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            {t('home.explore')}
          </button>
          <Link className="cat-link-button" to={paths.contact()}>
            {t('home.knowMore')}
          </Link>
        </div>
      </section>
      <TodaysRatesStrip />
      <p className="cat-promo-line">{t('home.promoLine')}</p>
      <ul className="cat-tiles">
        {TILES.map((tile) => (
          <li key={tile.title} className="cat-tiles__item">
            <h2>{t(tile.title)}</h2>
            <p>{t(tile.text)}</p>
          </li>
        ))}
      </ul>
      <Testimonial
        quote={t('home.testimonialQuote')}
        name={t('home.testimonialName')}
        city={t('home.testimonialCity')}
      />
      <ProductCollection
        id={LISTING_ID}
        title={t('home.collectionTitle')}
        subtitle={t('home.collectionSubtitle')}
        countText={(range) => t('home.count', range)}
        paging="server"
      />
    </div>
  );
});
