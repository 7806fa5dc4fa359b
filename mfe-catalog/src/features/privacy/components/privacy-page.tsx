import type { JSX } from 'react';
import {
  BRAND_NAME,
  INVOICE_RETENTION_YEARS,
  NOTICE_POINTS,
  PRIVACY_NOTICE_VERSIONS,
  PRIVACY_NOTICES,
  paths,
  phoneHref,
  shopAddressLine,
  type NoticePoint,
} from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { Link } from '@rmj/router';
import { ShopDetailsPending } from '../../../components/shop-details-pending';
import { catalogApi } from '../../../lib/catalog-api';
import { usePublicShopSettings } from '../../../lib/shop-settings';

const POINT_TITLES: Record<NoticePoint, string> = {
  registration: 'When you create an account',
  checkout: 'When you check out',
  fingerprint: 'When you upload a fingerprint',
  image: 'When you upload a photograph or picture',
  pdf: 'When you upload a PDF',
  grievance: 'When you send a complaint',
  oldGold: 'When you ask about exchanging old gold',
  returnPhoto: 'When you send photos with a return or exchange request',
};

/**
 * The privacy notice in full (/privacy): the same short notices the shopper reads where data is
 * collected (PRIVACY_NOTICES, one definition), their rights and the grievance contact (the store's
 * address, phone and e-mail as the owner set them: GET /api/settings, like the contact page).
 * Server-rendered like the contact page: it holds no personal data.
 */
export function PrivacyPage(): JSX.Element {
  useInjectApi(catalogApi);
  const store = usePublicShopSettings();
  // Without the settings (a page opened in the browser before they answered) the shop is named, not placed.
  const addressLine = store ? `${BRAND_NAME}, ${shopAddressLine(store)}` : BRAND_NAME;
  const fiduciary = store ? `${BRAND_NAME} (${addressLine})` : BRAND_NAME;
  return (
    <div className="cat-page cat-privacy">
      <h1>Privacy Notice</h1>
      <p>
        {fiduciary} decides why and how your personal data is used: we are its Data Fiduciary under India&apos;s Digital
        Personal Data Protection Act, 2023 and the DPDP Rules, 2025. This notice is version{' '}
        {PRIVACY_NOTICE_VERSIONS.policy}.
      </p>

      <h2>What we collect, why, and for how long</h2>
      {NOTICE_POINTS.map((point) => {
        const notice = PRIVACY_NOTICES[point];
        return (
          <section key={point} aria-labelledby={`privacy-${point}`}>
            <h3 id={`privacy-${point}`}>{POINT_TITLES[point]}</h3>
            <dl>
              <dt>What</dt>
              <dd>{notice.what}</dd>
              <dt>Why</dt>
              <dd>{notice.why}</dd>
              <dt>How long</dt>
              <dd>{notice.keep}</dd>
              <dt>How to withdraw</dt>
              <dd>{notice.withdraw(store?.grievanceOfficer.email)}</dd>
            </dl>
          </section>
        );
      })}

      <h2>Your consent to fingerprints and photographs</h2>
      <p>
        A fingerprint is biometric data and a family photograph shows other people, so we ask you to tick a consent box
        before either is uploaded, and we keep a record of when you consented and to which version of the notice. We use
        them only to make your piece: they are never shared, sold, or used to identify you. Photos you send with a
        return or exchange request have their own notice and consent box, and we use them only to look into that
        request. You may withdraw your consent at any time; withdrawing is as easy as giving it.
      </p>

      <h2>Who else sees your data</h2>
      <p>
        Razorpay takes your payment (we never see your card); our courier receives your name, phone and delivery
        address; our e-mail provider sends you messages about your orders. Our staff see an order&apos;s files only to
        make it, and every time they open one it is written to our audit trail.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> download a copy of everything we hold about you (account, saved addresses, orders and
          your files, with links to them) as one file from your <Link to={paths.welcome()}>account page</Link>.
        </li>
        <li>
          <strong>Correction and erasure:</strong> delete your account yourself from your{' '}
          <Link to={paths.welcome()}>account page</Link> (&ldquo;Delete my account&rdquo;, once no order is still open),
          or ask our grievance officer. Your personal data is then erased or anonymised, except tax invoices, which tax
          law requires us to keep for {INVOICE_RETENTION_YEARS} years, with your name and contact masked.
        </li>
        <li>
          <strong>Grievances:</strong> write to our grievance officer below; we answer within 90 days. If you are not
          satisfied, you may complain to the Data Protection Board of India.
        </li>
        <li>
          <strong>Nomination:</strong> you may name someone to exercise these rights for you in case of death or
          incapacity, by writing to us.
        </li>
      </ul>

      <h2>Grievance officer</h2>
      {store ? (
        <address className="cat-privacy__contact">
          Grievance Officer, {addressLine}
          <br />
          E-mail: <a href={`mailto:${store.email}`}>{store.email}</a>
          <br />
          Phone: <a href={phoneHref(store.phone)}>{store.phone}</a>
        </address>
      ) : (
        <ShopDetailsPending />
      )}
      <p>
        Or use our <Link to={paths.grievance()}>complaint form</Link>: you get a ticket number at once.
      </p>
    </div>
  );
}
