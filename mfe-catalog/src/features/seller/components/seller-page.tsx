import type { JSX } from 'react';
import {
  BRAND_NAME,
  paths,
  phoneHref,
  POLICY_SECTIONS,
  POLICY_TITLES,
  shopAddressLine,
  type PublicShopSettings,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { Link } from '@rmj/router';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';

/**
 * Seller information (/seller): who sells (legal name, address, GSTIN, contact) and who answers
 * complaints (the grievance officer), all from the owner's settings, so a change on the settings
 * screen shows here without a release. Server-rendered like the contact page.
 */
export function SellerPage(): JSX.Element {
  useInjectApi(catalogApi);
  const seller = usePublicShopSettings();
  return (
    <div className="cat-page cat-info">
      <h1>Seller information</h1>
      {seller ? <SellerDetails seller={seller} /> : <ShopDetailsPending />}
      <h2>Our policies</h2>
      <ul>
        {POLICY_SECTIONS.map((section) => (
          <li key={section}>
            <Link to={paths.policies(section)}>{POLICY_TITLES[section]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who sells and who answers complaints, as the owner's settings hold them. */
function SellerDetails({ seller }: { seller: PublicShopSettings }): JSX.Element {
  const officer = seller.grievanceOfficer;
  return (
    <>
      <p>
        {BRAND_NAME} sells every piece on this website from its own store. The seller&apos;s details, as on our tax
        invoices:
      </p>
      <dl className="cat-info__list">
        <dt>Legal name</dt>
        <dd>{seller.legalName}</dd>
        <dt>Address</dt>
        <dd>{shopAddressLine(seller)}</dd>
        <dt>GSTIN</dt>
        <dd>{seller.gstin}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(seller.phone)}>{seller.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </dd>
        <dt>Store hours</dt>
        <dd>{seller.storeHours}</dd>
      </dl>

      <h2 id="grievance-officer">Grievance officer</h2>
      <p>
        For a complaint about an order, a piece or this website, write to or call our grievance officer. We acknowledge
        every complaint within 48 hours and resolve it within one month.
      </p>
      <dl className="cat-info__list">
        <dt>Name</dt>
        <dd>{officer.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref(officer.phone)}>{officer.phone}</a>
        </dd>
      </dl>
      <p>
        <Link className="cat-info__action" to={paths.grievance()}>
          Raise a grievance
        </Link>
      </p>
    </>
  );
}
