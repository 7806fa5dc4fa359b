import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { BRAND_NAME, paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { AccountDeletedNotice } from './account-deleted-notice';
import { ProductCollection } from './product-collection';
import { Testimonial } from '../../../components/listing-extras';
import { TodaysRatesStrip } from '../../../components/todays-rates';

const LISTING_ID = 'cat-home-collection';

const TILES = [
  { title: 'Ethically Sourced', text: 'Metals and stones from responsible suppliers.' },
  { title: 'Master Craftsmanship', text: 'Shaped and finished by hand by our artisans.' },
  { title: 'Quality Guarantee', text: 'Hallmarked silver and gold you can resell anywhere in India.' },
  { title: 'Elegant Gift Box', text: 'Every order arrives ready to give.' },
];

/** The home page: hero, today's rates (once the owner has set them), promo strip, tiles, testimonial and the product collection. */
export function HomePage(): JSX.Element {
  useInjectApi(catalogApi);
  return (
    <div className="cat-page cat-home">
      <AccountDeletedNotice />
      <section className="cat-hero">
        <h1 className="cat-hero__title">{BRAND_NAME}</h1>
        <p className="cat-hero__tagline">Jewels as unique as your love</p>
        <div className="cat-hero__actions">
          <button
            type="button"
            className="ui-button"
            onClick={() => document.getElementById(LISTING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            Explore Collection
          </button>
          <Link className="cat-link-button" to={paths.contact()}>
            Know More
          </Link>
        </div>
      </section>
      <TodaysRatesStrip />
      <p className="cat-promo-line">
        COMPLIMENTARY SIZING | CERTIFIED GEMSTONES | LIFETIME WARRANTY | SECURE PACKAGING
      </p>
      <ul className="cat-tiles">
        {TILES.map((tile) => (
          <li key={tile.title} className="cat-tiles__item">
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      <Testimonial
        quote="The engraved ring I ordered for our anniversary was perfect, and the silver is truly genuine."
        name="Priya Raman"
        city="Madurai"
      />
      <ProductCollection
        id={LISTING_ID}
        title="Exquisite Jewelry Collection"
        subtitle="Elegant designs crafted with precision for every occasion"
        countNoun="exquisite pieces"
        paging="server"
      />
    </div>
  );
}
