// Where the order has got to, in the Order Info tab: the states it reached with their dates (an
// ordered list, the latest marked as the current step) and, once shipped, the courier, the AWB and
// the courier's tracking page. Shown to anyone with the order number, as the rest of Order Info.
import type { JSX } from 'react';
import type { Shipment, TimelineEntry } from '@rmj/contracts';
import { VisuallyHidden } from '@rmj/ui';
import { words } from '../../../i18n';
import { useDateTime } from '../../../lib/use-shop-words';
import { useStatusWords } from '../lib/use-status-words';

export function OrderTimeline({ timeline }: { timeline: TimelineEntry[] }): JSX.Element {
  const t = words.useT();
  const indiaDateTime = useDateTime();
  const { orderStatus } = useStatusWords();
  return (
    <section className="crt-track__section" aria-labelledby="crt-track-progress">
      <h2 id="crt-track-progress" className="crt-track__heading">
        {t('track.progress')}
      </h2>
      <ol className="crt-timeline">
        {timeline.map((entry, index) => {
          const current = index === timeline.length - 1;
          return (
            <li
              key={`${entry.state}-${entry.at}`}
              className={`crt-timeline__step${current ? ' crt-timeline__step--current' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="crt-timeline__state">{orderStatus(entry.state).label}</span>
              <time className="crt-timeline__at" dateTime={entry.at}>
                {indiaDateTime(entry.at)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function ShipmentDetails({ shipment }: { shipment: Shipment }): JSX.Element {
  const t = words.useT();
  const indiaDateTime = useDateTime();
  return (
    <section className="crt-track__section" aria-labelledby="crt-track-shipment">
      <h2 id="crt-track-shipment" className="crt-track__heading">
        {t('track.shipment')}
      </h2>
      <dl className="crt-track__rows">
        <div className="crt-track__line">
          <dt>{t('track.courier')}</dt>
          <dd>{shipment.courier}</dd>
        </div>
        <div className="crt-track__line">
          <dt>{t('track.awb')}</dt>
          <dd>{shipment.awb}</dd>
        </div>
        <div className="crt-track__line">
          <dt>{t('track.shippedOn')}</dt>
          <dd>
            <time dateTime={shipment.shippedAt}>{indiaDateTime(shipment.shippedAt)}</time>
          </dd>
        </div>
      </dl>
      {/^https:\/\//i.test(shipment.trackingUrl) && (
        <a className="crt-track__parcel" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('track.parcel')}
          <VisuallyHidden>{t('track.newTab')}</VisuallyHidden>
        </a>
      )}
    </section>
  );
}
