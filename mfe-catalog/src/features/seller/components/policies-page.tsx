import { useEffect, type JSX } from 'react';
import {
  CUSTOMISED_EXTRA_DAYS,
  DELIVERY_DAYS,
  ORDER_CANCEL_WINDOW_MINUTES,
  paths,
  phoneHref,
  POLICY_SECTIONS,
  type PublicShopSettings,
} from '@rmj/contracts';
import { useLang, type Lang, type Translate } from '@rmj/i18n';
import { useInjectApi } from '@rmj/cart';
import { Link, useLocation } from '@rmj/router';
import { formatINR } from '@rmj/ui';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { words, type WordKey } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { POLICY_WORDS } from '../lib/policy-words';

/** The shipping charge in words, from the fee and threshold the owner set, in the page's language. */
export function shippingRule(
  settings: Pick<PublicShopSettings, 'shippingFeeRupees' | 'freeShippingThresholdRupees'>,
  t: Translate<WordKey>,
  lang: Lang = 'en',
): string {
  const fee = settings.shippingFeeRupees;
  const threshold = settings.freeShippingThresholdRupees;
  if (fee === 0) return t('policy.shippingFree');
  if (threshold === null) return t('policy.shippingFlat', { fee: formatINR(fee, lang) });
  return t('policy.shippingFlatFree', { fee: formatINR(fee, lang), threshold: formatINR(threshold, lang) });
}

/**
 * The shop's policies (/policies), one page with a section per policy, each its own anchor
 * (`/policies#returns`), so the footer, the product page and the checkout link straight to the
 * part they mean. The return window and the shipping charge are the owner's settings.
 */
export const PoliciesPage = withWords(function PoliciesPage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
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
      <h1>{t('policy.title')}</h1>
      <nav aria-label={t('policy.nav')}>
        <ul>
          {POLICY_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(POLICY_WORDS[section])}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shop ? <PolicySections shop={shop} /> : <ShopDetailsPending />}
    </div>
  );
});

/** Each policy, with the return window, shipping rule and contact the owner set. */
function PolicySections({ shop }: { shop: PublicShopSettings }): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  const returnable = shop.returnWindowDays > 0;
  const contact = t.rich('policy.contact', {
    email: shop.email,
    phone: shop.phone,
    mail: (chunks) => (
      <a key="mail" href={`mailto:${shop.email}`}>
        {chunks}
      </a>
    ),
    call: (chunks) => (
      <a key="phone" href={phoneHref(shop.phone)}>
        {chunks}
      </a>
    ),
  });
  return (
    <>
      <section aria-labelledby="returns">
        <h2 id="returns">{t('policy.returns')}</h2>
        <p>{returnable ? t('policy.returnWindow', { days: shop.returnWindowDays }) : t('policy.noReturns')}</p>
        <p>{t('policy.personalised')}</p>
        {returnable && <p>{t.rich('policy.howToReturn', { contact })}</p>}
        <p>{t('policy.damaged')}</p>
      </section>

      <section aria-labelledby="refunds">
        <h2 id="refunds">{t('policy.refunds')}</h2>
        <p>{t('policy.refundText')}</p>
      </section>

      <section aria-labelledby="cancellation">
        <h2 id="cancellation">{t('policy.cancellation')}</h2>
        <p>
          {t.rich('policy.cancelSelf', {
            minutes: ORDER_CANCEL_WINDOW_MINUTES,
            account: (chunks) => (
              <Link key="account" to={paths.welcome()}>
                {chunks}
              </Link>
            ),
            track: (chunks) => (
              <Link key="track" to={paths.trackOrder()}>
                {chunks}
              </Link>
            ),
          })}
        </p>
        <p>{t.rich('policy.cancelLater', { contact })}</p>
      </section>

      <section aria-labelledby="exchange">
        <h2 id="exchange">{t('policy.exchange')}</h2>
        <p>
          {returnable ? t('policy.exchangeWindow', { days: shop.returnWindowDays }) : t('policy.noExchange')}{' '}
          {t('policy.sizing')}
        </p>
      </section>

      <section aria-labelledby="shipping">
        <h2 id="shipping">{t('policy.shipping')}</h2>
        <p>{shippingRule(shop, t, lang)}</p>
        <p>
          {t('policy.delivery', {
            from: DELIVERY_DAYS.from,
            to: DELIVERY_DAYS.to,
            extraFrom: CUSTOMISED_EXTRA_DAYS.from,
            extraTo: CUSTOMISED_EXTRA_DAYS.to,
          })}
        </p>
      </section>

      <p>
        {t.rich('policy.questions', {
          contact,
          seller: (chunks) => (
            <Link key="seller" to={paths.seller()}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
