import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { BRAND_NAME, paths, POLICY_SECTIONS, POLICY_TITLES } from '@rmj/contracts';
import { NewsletterForm } from './newsletter-form';
import { useGrievanceOfficer } from './use-grievance-officer';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Footer: About Us, Quick Links, Categories, Newsletter; the seller and policy links with the
 * grievance officer; the app block, social links and copyright.
 */
export function Footer(): JSX.Element {
  const year = new Date().getFullYear();
  const officer = useGrievanceOfficer();
  return (
    <footer className="sh-footer">
      <div className="sh-footer__columns">
        <section>
          <h2>About Us</h2>
          <p>
            {BRAND_NAME} is your destination for silver jewellery with quality craftsmanship: genuine silver, hallmark
            certified, made to be gifted and kept.
          </p>
        </section>
        <section>
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link to={paths.home()}>Home</Link>
            </li>
            <li>
              <Link to={paths.contact()}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.trackOrder()}>Track Order</Link>
            </li>
            <li>
              <Link to={paths.oldGold()}>Exchange Old Gold</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Privacy Notice</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Categories</h2>
          <ul>
            <li>
              <Link to={paths.category('men')}>Men</Link>
            </li>
            <li>
              <Link to={paths.category('women')}>Women</Link>
            </li>
            <li>
              <Link to={paths.category('kids')}>Kids</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Newsletter</h2>
          <p>New collections and offers, straight to your inbox.</p>
          <NewsletterForm />
        </section>
      </div>
      <nav className="sh-footer__legal" aria-label="Seller and policies">
        <Link to={paths.seller()}>Seller information</Link>
        {POLICY_SECTIONS.map((section) => (
          <Link key={section} to={paths.policies(section)}>
            {POLICY_TITLES[section]}
          </Link>
        ))}
        <span>
          Grievance officer:{' '}
          {officer ? (
            <>
              {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </>
          ) : (
            // Not read yet, or the catalog is down: no officer of our own, the way to reach us.
            <Link to={paths.contact()}>contact us</Link>
          )}
        </span>
      </nav>
      <div className="sh-footer__bottom">
        <div className="sh-footer__app">
          <p className="sh-footer__label">Download our app</p>
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
          <p className="sh-footer__label">FOLLOW US ON</p>
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
      <p className="sh-footer__copyright">
        © {year} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
