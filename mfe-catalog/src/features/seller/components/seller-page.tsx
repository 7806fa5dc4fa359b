import type { JSX } from 'react';
import {
  BRAND_NAME,
  paths,
  phoneHref,
  POLICY_SECTIONS,
  shopAddressLine,
  type PublicShopSettings,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { Link } from '@rmj/router';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { POLICY_WORDS } from '../lib/policy-words';

/**
 * Seller information (/seller): who sells (legal name, address, GSTIN, contact) and who answers
 * complaints (the grievance officer), all from the owner's settings, so a change on the settings
 * screen shows here without a release. Server-rendered like the contact page.
 */
export const SellerPage = withWords(function SellerPage(): JSX.Element {
  useInjectApi(catalogApi);
  const seller = usePublicShopSettings();
  const t = words.useT();
  return (
    <div className="cat-page cat-info">
      <h1>{t('seller.title')}</h1>
      {seller ? <SellerDetails seller={seller} /> : <ShopDetailsPending />}
      <h2>{t('seller.policies')}</h2>
      <ul>
        {POLICY_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={paths.policies(section)}>{t(POLICY_WORDS[section])}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Who sells and who answers complaints, as the owner's settings hold them. */
function SellerDetails({ seller }: { seller: PublicShopSettings }): JSX.Element {
  const officer = seller.grievanceOfficer;
  const t = words.useT();
  return (
    <>
      <p>{t('seller.intro', { brand: BRAND_NAME })}</p>
      <dl className="cat-info__list">
        <dt>{t('seller.legalName')}</dt>
        <dd>{seller.legalName}</dd>
        <dt>{t('contact.address')}</dt>
        <dd>{shopAddressLine(seller)}</dd>
        <dt>{t('seller.gstin')}</dt>
        <dd>{seller.gstin}</dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={phoneHref(seller.phone)}>{seller.phone}</a>
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </dd>
        <dt>{t('seller.storeHours')}</dt>
        <dd>{seller.storeHours}</dd>
      </dl>

      <h2 id="grievance-officer">{t('seller.officer')}</h2>
      <p>{t('seller.officerText')}</p>
      <dl className="cat-info__list">
        <dt>{t('form.name')}</dt>
        <dd>{officer.name}</dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={phoneHref(officer.phone)}>{officer.phone}</a>
        </dd>
      </dl>
      <p>
        <Link className="cat-info__action" to={paths.grievance()}>
          {t('seller.raise')}
        </Link>
      </p>
    </>
  );
}
