import { useEffect, type JSX } from 'react';
import {
  CUSTOMISED_EXTRA_DAYS_TEXT,
  DELIVERY_DAYS,
  ORDER_CANCEL_WINDOW_MINUTES,
  paths,
  PERSONALISED_NOT_RETURNABLE,
  phoneHref,
  POLICY_SECTIONS,
  POLICY_TITLES,
  returnsRule,
  type PublicShopSettings,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { Link, useLocation } from '@rmj/router';
import { formatINR } from '@rmj/ui';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';

/** Working days a refund takes to reach the original payment method. */
export const REFUND_DAYS_TEXT = '5-7 working days';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The shipping charge in words, from the fee and threshold the owner set. */
export function shippingRule(
  settings: Pick<PublicShopSettings, 'shippingFeeRupees' | 'freeShippingThresholdRupees'>,
): string {
  const fee = settings.shippingFeeRupees;
  const threshold = settings.freeShippingThresholdRupees;
  if (fee === 0) return 'Shipping is free on every order.';
  const flat = `Shipping is a flat ${formatINR(fee)} per order`;
  return threshold === null ? `${flat}.` : `${flat}, free on orders of ${formatINR(threshold)} or more.`;
}

/**
 * The shop's policies (/policies), one page with a section per policy, each its own anchor
 * (`/policies#returns`), so the footer, the product page and the checkout link straight to the
 * part they mean. The return window and the shipping charge are the owner's settings.
 */
export function PoliciesPage(): JSX.Element {
  useInjectApi(catalogApi);
  const shop = usePublicShopSettings();
  const loaded = shop !== undefined;
  const { hash } = useLocation();
  useEffect(() => {
    // A link from another page (/policies#returns) opens at its section: the shell scrolls a new page
    // to the top, so the section is scrolled to in the frame after (and again once the sections,
    // which wait for the settings, are there).
    const id = hash.slice(1);
    if (!(POLICY_SECTIONS as readonly string[]).includes(id)) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash, loaded]);
  return (
    <div className="cat-page cat-info">
      <h1>Returns, refunds, cancellation, exchange and shipping</h1>
      <nav aria-label="Policies">
        <ul>
          {POLICY_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{POLICY_TITLES[section]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shop ? <PolicySections shop={shop} /> : <ShopDetailsPending />}
    </div>
  );
}

/** Each policy, with the return window, shipping rule and contact the owner set. */
function PolicySections({ shop }: { shop: PublicShopSettings }): JSX.Element {
  const returnable = shop.returnWindowDays > 0;
  const contact = (
    <>
      <a href={`mailto:${shop.email}`}>{shop.email}</a> or call <a href={phoneHref(shop.phone)}>{shop.phone}</a>
    </>
  );
  return (
    <>
      <section aria-labelledby="returns">
        <h2 id="returns">{POLICY_TITLES.returns}</h2>
        <p>{returnsRule(shop.returnWindowDays)}</p>
        <p>{PERSONALISED_NOT_RETURNABLE}</p>
        {returnable && (
          <p>
            To return a piece, write to {contact} with your order number. We arrange the pick-up or tell you where to
            send it, and refund you once it reaches us in the condition it left.
          </p>
        )}
        <p>
          A piece that reaches you damaged, or is not what you ordered, we replace or refund: tell us within 48 hours.
        </p>
      </section>

      <section aria-labelledby="refunds">
        <h2 id="refunds">{POLICY_TITLES.refunds}</h2>
        <p>
          Refunds go to the original payment method, within {REFUND_DAYS_TEXT} of a cancellation or of the returned
          piece reaching us. We e-mail you when the refund is made.
        </p>
      </section>

      <section aria-labelledby="cancellation">
        <h2 id="cancellation">{POLICY_TITLES.cancellation}</h2>
        <p>
          You may cancel an order yourself within one hour ({ORDER_CANCEL_WINDOW_MINUTES} minutes) of paying, while our
          workshop has not started it: use Cancel order on your <Link to={paths.welcome()}>account page</Link> or on{' '}
          <Link to={paths.trackOrder()}>Track Order</Link>. The full amount is refunded.
        </p>
        <p>
          After that, write to {contact}: once a piece is being made, a personalised piece cannot be cancelled, and
          other pieces can be cancelled until they are shipped.
        </p>
      </section>

      <section aria-labelledby="exchange">
        <h2 id="exchange">{POLICY_TITLES.exchange}</h2>
        <p>
          {returnable
            ? `Within ${days(shop.returnWindowDays)} of delivery you may exchange a piece that is not personalised for another size or design, on the same conditions as a return; you pay or are refunded any difference in price.`
            : 'Pieces cannot be exchanged once delivered, unless they reach you damaged or are not what you ordered.'}{' '}
          Ring sizing is complimentary.
        </p>
      </section>

      <section aria-labelledby="shipping">
        <h2 id="shipping">{POLICY_TITLES.shipping}</h2>
        <p>{shippingRule(shop)}</p>
        <p>
          We deliver across India within {DELIVERY_DAYS.from}-{DELIVERY_DAYS.to} business days of your order. Customised
          pieces take {CUSTOMISED_EXTRA_DAYS_TEXT}. Every piece is sent in secure packaging in a gift box.
        </p>
      </section>

      <p>
        Questions? Write to {contact}, or see our <Link to={paths.seller()}>seller information</Link>.
      </p>
    </>
  );
}
