import type { JSX } from 'react';
import { BRAND_NAME, STORE_DETAILS, storeAddressLine, storePhoneHref } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { ContactForm } from './contact-form';

/**
 * The contact page (/contact): form, store location with map, genuine-silver banner. The store's
 * details are STORE_DETAILS, the one definition the server-rendered pages' JSON-LD reads too.
 */
export function ContactPage(): JSX.Element {
  useInjectApi(catalogApi);
  return (
    <div className="cat-page cat-contact">
      <h1 className="cat-contact__title">Contact Us</h1>
      <div className="cat-contact__grid">
        <ContactForm />
        <section className="cat-store" aria-labelledby="cat-store-title">
          <h2 id="cat-store-title">Store location</h2>
          <dl>
            <dt>Timings</dt>
            <dd>{STORE_DETAILS.timings}</dd>
            <dt>Address</dt>
            <dd>{storeAddressLine()}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={storePhoneHref()}>{STORE_DETAILS.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${STORE_DETAILS.email}`}>{STORE_DETAILS.email}</a>
            </dd>
          </dl>
          <iframe
            className="cat-store__map"
            src={STORE_DETAILS.mapEmbedUrl}
            title={`Map of the ${BRAND_NAME} store`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </div>
      <section className="cat-silver-banner">
        <h2>Genuine silver, real value</h2>
        <p>Every piece is hallmarked genuine silver with resale value across India.</p>
      </section>
    </div>
  );
}
