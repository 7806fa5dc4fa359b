import type { JSX } from 'react';
import { BRAND_NAME, mapEmbedHref, phoneHref, shopAddressLine, type PublicShopSettings } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { ContactForm } from './contact-form';
import { words, type WordKey } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import type { Translate } from '@rmj/i18n';

/**
 * The contact page (/contact): form, store location with map, genuine-silver banner. The store's
 * details, hours, return window and map are the owner's settings (GET /api/settings), which the
 * server-rendered pages' JSON-LD reads too.
 */
export const ContactPage = withWords(function ContactPage(): JSX.Element {
  useInjectApi(catalogApi);
  const store = usePublicShopSettings();
  const t = words.useT();
  return (
    <div className="cat-page cat-contact">
      <h1 className="cat-contact__title">{t('contact.title')}</h1>
      <div className="cat-contact__grid">
        <ContactForm />
        <section className="cat-store" aria-labelledby="cat-store-title">
          <h2 id="cat-store-title">{t('contact.storeLocation')}</h2>
          {store ? <StoreDetails store={store} /> : <ShopDetailsPending linkToContact={false} />}
        </section>
      </div>
      <section className="cat-silver-banner">
        <h2>{t('contact.bannerTitle')}</h2>
        <p>{t('contact.bannerText')}</p>
      </section>
    </div>
  );
});

/** The store's hours, address, contact, returns and map, as the owner's settings hold them. */
function StoreDetails({ store }: { store: PublicShopSettings }): JSX.Element {
  const t = words.useT();
  return (
    <>
      <dl>
        <dt>{t('contact.timings')}</dt>
        <dd>{store.storeHours}</dd>
        <dt>{t('contact.address')}</dt>
        <dd>{`${BRAND_NAME}, ${shopAddressLine(store)}`}</dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={phoneHref(store.phone)}>{store.phone}</a>
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${store.email}`}>{store.email}</a>
        </dd>
        <dt>{t('contact.returns')}</dt>
        <dd>{returnsText(store.returnWindowDays, t)}</dd>
      </dl>
      <iframe
        className="cat-store__map"
        src={mapEmbedHref(store)}
        title={t('contact.map', { brand: BRAND_NAME })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </>
  );
}

/** The return window in words: 'Within 7 days of delivery', or that pieces cannot be returned. */
export function returnsText(days: number, t: Translate<WordKey>): string {
  if (days === 0) return t('contact.noReturns');
  return t('contact.returnWindow', { days });
}
