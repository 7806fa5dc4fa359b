// The short privacy notice shown where personal data is collected (registration, checkout, each
// upload of the customiser): what, why, how long, how to withdraw, and a link to the full page. The
// words and their version come from @rmj/contracts, the one definition the server records consent against;
// where they say whom to write to, the page passes the grievance officer's e-mail of the owner's settings.
import type { JSX } from 'react';
import { PRIVACY_NOTICES, PRIVACY_PAGE_PATH, type NoticePoint } from '@rmj/contracts/upload-rules';
import { pathInLang, useLang } from '@rmj/i18n';
import { useUiT, type UiKey } from './i18n';

/** A notice's four parts in the page's language (English: @rmj/contracts' own words). */
export interface PrivacyNoticeText {
  what: string;
  why: string;
  keep: string;
  withdraw: string;
}

/** The short notice of a point of collection in the page's language, naming the officer's e-mail when known. */
export function usePrivacyNoticeText(point: NoticePoint, officerEmail?: string): PrivacyNoticeText {
  const t = useUiT();
  const key = (part: string) => `notice.${point}.${part}` as UiKey;
  return {
    what: t(key('what')),
    why: t(key('why')),
    keep: t(key('keep')),
    withdraw: officerEmail ? t(key('withdrawTo'), { email: officerEmail }) : t(key('withdraw')),
  };
}

export interface PrivacyNoticeProps {
  /** Where the data is collected. */
  point: NoticePoint;
  /** The grievance officer's e-mail (the owner's settings); without it the words point to the contact page. */
  officerEmail?: string;
  className?: string;
}

export function PrivacyNotice({ point, officerEmail, className }: PrivacyNoticeProps): JSX.Element {
  const notice = PRIVACY_NOTICES[point];
  const t = useUiT();
  const lang = useLang();
  const text = usePrivacyNoticeText(point, officerEmail);
  return (
    <aside
      className={['ui-privacy-notice', className].filter(Boolean).join(' ')}
      aria-label={t('notice.label')}
      data-notice-version={notice.version}
    >
      <p className="ui-privacy-notice__line">
        <strong>{t('notice.whatLabel')}</strong> {text.what}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>{t('notice.whyLabel')}</strong> {text.why}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>{t('notice.keepLabel')}</strong> {text.keep}
      </p>
      <p className="ui-privacy-notice__line">
        <strong>{t('notice.withdrawLabel')}</strong> {text.withdraw}{' '}
        {/* A new tab, so a half-filled form or a chosen file is not lost. */}
        <a href={pathInLang(PRIVACY_PAGE_PATH, lang)} target="_blank" rel="noopener">
          {t('notice.link')}
        </a>
      </p>
    </aside>
  );
}
