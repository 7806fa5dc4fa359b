import { useEffect, useState, type JSX } from 'react';
import { words } from '../i18n';
import { ChevronLeft, ChevronRight } from './icons';

/** The three announcements (the spec's words in English). */
export const ANNOUNCEMENTS = ['announcements.fashion', 'announcements.custom', 'announcements.launch'] as const;

/** Time each announcement stays before the next one. */
export const ANNOUNCEMENT_INTERVAL_MS = 5000;

/** Cycles the announcements every 5 s; the arrows step back and forth (and restart the 5 s). */
export function AnnouncementBar(): JSX.Element {
  const t = words.useT();
  const [index, setIndex] = useState(0);
  const count = ANNOUNCEMENTS.length;

  useEffect(() => {
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ANNOUNCEMENT_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, count]);

  return (
    <div className="sh-announcement" role="region" aria-label={t('announcements.label')}>
      <button
        type="button"
        className="sh-announcement__arrow"
        aria-label={t('announcements.previous')}
        onClick={() => setIndex((i) => (i - 1 + count) % count)}
      >
        <ChevronLeft />
      </button>
      {/* Every message sits, invisible, in the same grid cell as the current one, so the bar is as tall as
          the longest message at this width and a rotation never moves the page below it. */}
      <div className="sh-announcement__messages">
        <p className="sh-announcement__text" aria-live="polite" data-testid="announcement">
          {t(ANNOUNCEMENTS[index])}
        </p>
        {ANNOUNCEMENTS.map((message) => (
          <p key={message} className="sh-announcement__text sh-announcement__sizer" aria-hidden="true">
            {t(message)}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="sh-announcement__arrow"
        aria-label={t('announcements.next')}
        onClick={() => setIndex((i) => (i + 1) % count)}
      >
        <ChevronRight />
      </button>
    </div>
  );
}
