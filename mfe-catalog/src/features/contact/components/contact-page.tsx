import type { JSX } from 'react';
import { BRAND_NAME, mapEmbedHref, phoneHref, shopAddressLine, type PublicShopSettings } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { ContactForm } from './contact-form';

/**
 * The contact page (/contact): form, store location with map, genuine-silver banner. The store's
 * details, hours, return window and map are the owner's settings (GET /api/settings), which the
 * server-rendered pages' JSON-LD reads too.
 */
export function ContactPage(): JSX.Element {
  useInjectApi(catalogApi);
  const store = usePublicShopSettings();
  return (
    <div className="cat-page cat-contact">
      <h1 className="cat-contact__title">Contact Us</h1>
      <div className="cat-contact__grid">
        <ContactForm />
        <section className="cat-store" aria-labelledby="cat-store-title">
          <h2 id="cat-store-title">Store location</h2>
          {store ? <StoreDetails store={store} /> : <ShopDetailsPending linkToContact={false} />}
        </section>
      </div>
      <section className="cat-silver-banner">
        <h2>Genuine silver, real value</h2>
        <p>Every piece is hallmarked genuine silver with resale value across India.</p>
      </section>
    </div>
  );
}

/** The store's hours, address, contact, returns and map, as the owner's settings hold them. */
function StoreDetails({ store }: { store: PublicShopSettings }): JSX.Element {
  return (
    <>
      <dl>
        <dt>Timings</dt>
        <dd>{store.storeHours}</dd>
        <dt>Address</dt>
        <dd>{`${BRAND_NAME}, ${shopAddressLine(store)}`}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(store.phone)}>{store.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${store.email}`}>{store.email}</a>
        </dd>
        <dt>Returns</dt>
        <dd>{returnsText(store.returnWindowDays)}</dd>
      </dl>
      <iframe
        className="cat-store__map"
        src={mapEmbedHref(store)}
        title={`Map of the ${BRAND_NAME} store`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </>
  );
}

/** The return window in words: 'Within 7 days of delivery', or that pieces cannot be returned. */
export function returnsText(days: number): string {
  if (days === 0) return 'Pieces cannot be returned once delivered';
  return `Within ${days} ${days === 1 ? 'day' : 'days'} of delivery`;
}
