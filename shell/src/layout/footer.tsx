import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { BRAND_NAME, paths, POLICY_SECTIONS, type PolicySection } from '@rmj/contracts';
import { words } from '../i18n';
import { NewsletterForm } from './newsletter-form';
import { useGrievanceOfficer } from './use-grievance-officer';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Each policy's heading (in English the contracts' POLICY_TITLES, as the policies page names them). */
const POLICY_WORDS = {
  returns: 'footer.policy.returns',
  refunds: 'footer.policy.refunds',
  cancellation: 'footer.policy.cancellation',
  exchange: 'footer.policy.exchange',
  shipping: 'footer.policy.shipping',
} as const satisfies Record<PolicySection, string>;

/**
 * Footer: About Us, Quick Links, Categories, Newsletter; the seller and policy links with the
 * grievance officer; the app block, social links and copyright.
 */
export function Footer(): JSX.Element {
  const t = words.useT();
  const year = new Date().getFullYear();
  const officer = useGrievanceOfficer();
  return (
    <footer className="sh-footer">
      <div className="sh-footer__columns">
        <section>
          <h2>{t('footer.about')}</h2>
          <p>{t('footer.aboutText', { brand: BRAND_NAME })}</p>
        </section>
        <section>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link to={paths.home()}>{t('footer.home')}</Link>
            </li>
            <li>
              <Link to={paths.contact()}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.trackOrder()}>{t('footer.trackOrder')}</Link>
            </li>
            <li>
              <Link to={paths.oldGold()}>{t('footer.oldGold')}</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.categories')}</h2>
          <ul>
            <li>
              <Link to={paths.category('men')}>{t('footer.men')}</Link>
            </li>
            <li>
              <Link to={paths.category('women')}>{t('footer.women')}</Link>
            </li>
            <li>
              <Link to={paths.category('kids')}>{t('footer.kids')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.newsletter')}</h2>
          <p>{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <nav className="sh-footer__legal" aria-label={t('footer.legal')}>
        <Link to={paths.seller()}>{t('footer.seller')}</Link>
        {POLICY_SECTIONS.map((section) => (
          <Link key={section} to={paths.policies(section)}>
            {t(POLICY_WORDS[section])}
          </Link>
        ))}
        <span>
          {t('footer.grievanceOfficer')}{' '}
          {officer ? (
            <>
              {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </>
          ) : (
            // Not read yet, or the catalog is down: no officer of our own, the way to reach us.
            <Link to={paths.contact()}>{t('footer.contactUs')}</Link>
          )}
        </span>
      </nav>
      <div className="sh-footer__bottom">
        <div className="sh-footer__app">
          <p className="sh-footer__label">{t('footer.app')}</p>
          <div className="sh-footer__stores">
            <a href="https://play.google.com/store" {...external}>
              Google Play
            </a>
            <a href="https://www.apple.com/app-store/" {...external}>
              App Store
            </a>
          </div>
        </div>
        <div className="sh-footer__social">
          <p className="sh-footer__label">{t('footer.followUs')}</p>
          <div className="sh-footer__stores">
            <a href="https://www.instagram.com/" {...external}>
              Instagram
            </a>
            <a href="https://www.youtube.com/" {...external}>
              YouTube
            </a>
          </div>
        </div>
      </div>
      <p className="sh-footer__copyright">{t('footer.copyright', { year: String(year), brand: BRAND_NAME })}</p>
    </footer>
  );
}
