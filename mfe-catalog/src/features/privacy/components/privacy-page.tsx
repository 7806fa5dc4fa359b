import type { JSX, ReactNode } from 'react';
import {
  BRAND_NAME,
  INVOICE_RETENTION_YEARS,
  NOTICE_POINTS,
  PRIVACY_NOTICE_VERSIONS,
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
import { usePrivacyNoticeText } from '@rmj/ui';
import { words, type WordKey } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';

const POINT_TITLES: Record<NoticePoint, WordKey> = {
  registration: 'privacy.pointRegistration',
  checkout: 'privacy.pointCheckout',
  fingerprint: 'privacy.pointFingerprint',
  image: 'privacy.pointImage',
  pdf: 'privacy.pointPdf',
  grievance: 'privacy.pointGrievance',
  oldGold: 'privacy.pointOldGold',
  returnPhoto: 'privacy.pointReturnPhoto',
};

/**
 * The privacy notice in full (/privacy): the same short notices the shopper reads where data is
 * collected (PRIVACY_NOTICES, one definition), their rights and the grievance contact (the store's
 * address, phone and e-mail as the owner set them: GET /api/settings, like the contact page).
 * Server-rendered like the contact page: it holds no personal data.
 */
/** One point of collection: the short notice's four parts under their heading. */
function NoticeSection({ point, officerEmail }: { point: NoticePoint; officerEmail?: string }): JSX.Element {
  const t = words.useT();
  const notice = usePrivacyNoticeText(point, officerEmail);
  return (
    <section aria-labelledby={`privacy-${point}`}>
      <h3 id={`privacy-${point}`}>{t(POINT_TITLES[point])}</h3>
      <dl>
        <dt>{t('privacy.what')}</dt>
        <dd>{notice.what}</dd>
        <dt>{t('privacy.why')}</dt>
        <dd>{notice.why}</dd>
        <dt>{t('privacy.howLong')}</dt>
        <dd>{notice.keep}</dd>
        <dt>{t('privacy.withdraw')}</dt>
        <dd>{notice.withdraw}</dd>
      </dl>
    </section>
  );
}

const bold = (chunks: ReactNode[]) => <strong key="b">{chunks}</strong>;

export const PrivacyPage = withWords(function PrivacyPage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
  const account = (chunks: ReactNode[]) => (
    <Link key="account" to={paths.welcome()}>
      {chunks}
    </Link>
  );
  const store = usePublicShopSettings();
  // Without the settings (a page opened in the browser before they answered) the shop is named, not placed.
  const addressLine = store ? `${BRAND_NAME}, ${shopAddressLine(store)}` : BRAND_NAME;
  const fiduciary = store ? `${BRAND_NAME} (${addressLine})` : BRAND_NAME;
  return (
    <div className="cat-page cat-privacy">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro', { fiduciary, version: PRIVACY_NOTICE_VERSIONS.policy })}</p>

      <h2>{t('privacy.collect')}</h2>
      {NOTICE_POINTS.map((point) => (
        <NoticeSection key={point} point={point} officerEmail={store?.grievanceOfficer.email} />
      ))}

      <h2>{t('privacy.consentTitle')}</h2>
      <p>{t('privacy.consentText')}</p>

      <h2>{t('privacy.othersTitle')}</h2>
      <p>{t('privacy.othersText')}</p>

      <h2>{t('privacy.rightsTitle')}</h2>
      <ul>
        <li>{t.rich('privacy.access', { b: bold, account })}</li>
        <li>{t.rich('privacy.erasure', { b: bold, account, years: INVOICE_RETENTION_YEARS })}</li>
        <li>{t.rich('privacy.grievances', { b: bold })}</li>
        <li>{t.rich('privacy.nomination', { b: bold })}</li>
      </ul>

      <h2>{t('privacy.officerTitle')}</h2>
      {store ? (
        <address className="cat-privacy__contact">
          {t('privacy.officerLine', { address: addressLine })}
          <br />
          {t('privacy.officerEmail')} <a href={`mailto:${store.email}`}>{store.email}</a>
          <br />
          {t('privacy.officerPhone')} <a href={phoneHref(store.phone)}>{store.phone}</a>
        </address>
      ) : (
        <ShopDetailsPending />
      )}
      <p>
        {t.rich('privacy.form', {
          link: (chunks) => (
            <Link key="form" to={paths.grievance()}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
});
