import type { JSX } from 'react';
import { BRAND_NAME } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { ContactForm } from './contact-form';

/** The shop's store (shown on the contact page). */
const STORE = {
  timings: 'Every day 10:30 am to 9:30 pm',
  address: `${BRAND_NAME}, 14 Big Bazaar Street, Palani, Tamil Nadu 624601`,
  phone: '+91 94430 12345',
  email: 'care@rmjjewellers.in',
  mapSrc: 'https://www.google.com/maps?q=Big+Bazaar+Street,+Palani,+Tamil+Nadu&output=embed',
};

/** The contact page (/contact): form, store location with map, genuine-silver banner. */
export function ContactPage(): JSX.Element {
  useInjectApi(catalogApi);
  return (
    <div className="cat-page cat-contact">
      <div className="cat-contact__grid">
        <ContactForm />
        <section className="cat-store" aria-labelledby="cat-store-title">
          <h2 id="cat-store-title">Store location</h2>
          <dl>
            <dt>Timings</dt>
            <dd>{STORE.timings}</dd>
            <dt>Address</dt>
            <dd>{STORE.address}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${STORE.phone.replace(/\s/g, '')}`}>{STORE.phone}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${STORE.email}`}>{STORE.email}</a>
            </dd>
          </dl>
          <iframe
            className="cat-store__map"
            src={STORE.mapSrc}
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
