// The short privacy notice shown where personal data is collected (registration, checkout, each
// upload of the customiser): what, why, how long, how to withdraw, and a link to the full page. The
// words and their version come from @rmj/contracts, the one definition the server records consent against;
// where they say whom to write to, the page passes the grievance officer's e-mail of the owner's settings.
import type { JSX } from 'react';
import { PRIVACY_NOTICES, PRIVACY_PAGE_PATH, type NoticePoint } from '@rmj/contracts/upload-rules';

export interface PrivacyNoticeProps {
  /** Where the data is collected. */
  point: NoticePoint;
  /** The grievance officer's e-mail (the owner's settings); without it the words point to the contact page. */
  officerEmail?: string;
  className?: string;
}

export function PrivacyNotice({ point, officerEmail, className }: PrivacyNoticeProps): JSX.Element {
  const notice = PRIVACY_NOTICES[point];
  return (
    <aside
      className={['ui-privacy-notice', className].filter(Boolean).join(' ')}
      aria-label="Privacy notice"
      data-notice-version={notice.version}
    >
      <p className="ui-privacy-notice__line">
        <strong>What we collect:</strong> {notice.what}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>Why:</strong> {notice.why}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>How long:</strong> {notice.keep}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>Withdraw:</strong> {notice.withdraw(officerEmail)}{' '}
        {/* A new tab, so a half-filled form or a chosen file is not lost. */}
        <a href={PRIVACY_PAGE_PATH} target="_blank" rel="noopener">
          Privacy notice
        </a>
      </p>
    </aside>
  );
}
