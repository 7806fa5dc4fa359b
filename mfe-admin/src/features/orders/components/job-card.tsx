// One workshop job card (A5, one per order line): the order number with a QR code of its page, the
// due date, the piece, what it is made of (metal, purity, weight, size, finished dimensions, as the
// catalogue described it when bought) and quantity, the engraving words in the chosen font
// at the chosen size, the proof picture, the customer's file, text options and notes.
import { Fragment, type JSX } from 'react';
import { purityName, type AdminOrder } from '@rmj/contracts';
import { formatDueDay } from '../lib/dates';
import { CUSTOMISATION_LABELS, fontLabel } from '../lib/order-labels';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { readPersonalisation } from '../lib/personalisation';
import { EngravingWords } from './engraving-words';
import { JobCardQr } from './job-card-qr';
import { StaffFileView } from './staff-file-view';

export interface JobCardProps {
  order: AdminOrder;
  /** Index of the line in the order. */
  line: number;
  /** The shop's address, for the QR code (the page's origin). */
  origin: string;
}

/** What a card says of a fact the catalogue did not record when the piece was bought. */
const NOT_RECORDED = 'Not recorded';

export function JobCard({ order, line, origin }: JobCardProps): JSX.Element {
  const item = order.lines[line];
  const p = item.customization ? readPersonalisation(item.customization) : undefined;
  const notes = [
    ...order.history.filter((move) => move.note).map((move) => `${move.to}: ${move.note}`),
    ...(order.proof.note ? [`Customer: ${order.proof.note}`] : []),
  ];
  const size = item.size ?? p?.size;
  const make = item.make;
  const metal = make?.metal ?? item.variant;
  const purity = make ? purityName(make.metal, make.fineness) : undefined;
  const grams = make?.gram != null ? `${make.gram.toLocaleString('en-IN', { maximumFractionDigits: 3 })} g` : undefined;
  return (
    <article className="adm-jc" aria-label={`Job card ${order.orderNumber}, piece ${line + 1}`}>
      <header className="adm-jc-head">
        <div>
          <p className="adm-jc-number">{order.orderNumber}</p>
          <p className="adm-jc-piece-count">
            Piece {line + 1} of {order.lines.length}
          </p>
          <p className="adm-jc-due">Due {formatDueDay(order.dueBy)}</p>
        </div>
        <JobCardQr
          value={`${origin}${ORDERS_PATHS.order(order.orderNumber)}`}
          label={`QR code of order ${order.orderNumber}`}
        />
      </header>
      <h2 className="adm-jc-name">{item.name}</h2>
      <dl className="adm-jc-facts">
        <dt>Metal</dt>
        <dd>{metal ?? NOT_RECORDED}</dd>
        <dt>Purity</dt>
        <dd>{purity ?? NOT_RECORDED}</dd>
        <dt>Weight</dt>
        <dd>{grams ?? NOT_RECORDED}</dd>
        <dt>Size</dt>
        <dd>{size ?? '—'}</dd>
        <dt>Finished dimensions</dt>
        <dd>{make?.dimensions ?? NOT_RECORDED}</dd>
        {item.variant && item.variant !== metal && (
          <>
            <dt>Variant</dt>
            <dd>{item.variant}</dd>
          </>
        )}
        <dt>Quantity</dt>
        <dd>{item.quantity}</dd>
        {p && (
          <>
            <dt>Personalisation</dt>
            <dd>{CUSTOMISATION_LABELS[p.kind] ?? p.kind}</dd>
          </>
        )}
        {p?.words && (
          <>
            <dt>Font</dt>
            <dd>
              {fontLabel(p.font)}, {p.fontSize ?? 40} px
            </dd>
          </>
        )}
        {p?.text && (
          <>
            <dt>Text</dt>
            <dd>{p.text}</dd>
          </>
        )}
        {p?.options.map((option) => (
          <Fragment key={option.label}>
            <dt>{option.label}</dt>
            <dd>{option.value}</dd>
          </Fragment>
        ))}
      </dl>
      {p?.words && (
        <div className="adm-jc-words">
          <EngravingWords words={p.words} font={p.font} size={p.fontSize} />
        </div>
      )}
      {(p?.proofFileId || p?.file) && (
        <div className="adm-jc-pictures">
          {p.proofFileId && (
            <figure>
              <StaffFileView fileId={p.proofFileId} label="Engraving proof" className="adm-jc-picture" />
              <figcaption>Proof</figcaption>
            </figure>
          )}
          {p.file && (
            <figure>
              <StaffFileView fileId={p.file.fileId} label={p.file.name} className="adm-jc-picture" />
              <figcaption>{p.file.name}</figcaption>
            </figure>
          )}
        </div>
      )}
      <section className="adm-jc-notes" aria-label="Notes">
        <h3>Notes</h3>
        {notes.length > 0 ? (
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : (
          <div className="adm-jc-blank" />
        )}
      </section>
    </article>
  );
}
