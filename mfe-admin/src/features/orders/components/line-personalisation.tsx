// A line's personalisation in full, as a description list: kind, engraved words (drawn in the
// chosen font at the chosen size), font and size, the proof picture, the customer's file, printed
// text and its options, the size chosen with it.
import type { JSX } from 'react';
import type { OrderCustomization } from '@rmj/contracts';
import { CUSTOMISATION_LABELS, fontLabel } from '../lib/order-labels';
import { readPersonalisation } from '../lib/personalisation';
import { EngravingWords } from './engraving-words';
import { StaffFileView } from './staff-file-view';

/** How each kind's customer file is named. */
const FILE_LABELS: Partial<Record<OrderCustomization['type'], string>> = {
  fingerprint: 'Fingerprint',
  image: 'Photo',
  pdf: 'PDF',
  combined: 'File',
};

export interface LinePersonalisationProps {
  customization: OrderCustomization;
  /** Picture size class (the job card prints them larger). */
  pictureClassName?: string;
}

export function LinePersonalisation({ customization, pictureClassName }: LinePersonalisationProps): JSX.Element {
  const p = readPersonalisation(customization);
  return (
    <dl className="adm-ord-facts">
      <dt>Personalisation</dt>
      <dd>{CUSTOMISATION_LABELS[p.kind] ?? p.kind}</dd>
      {p.words && (
        <>
          <dt>Engraving</dt>
          <dd>
            <EngravingWords words={p.words} font={p.font} size={p.fontSize} />
          </dd>
          <dt>Font</dt>
          <dd>
            {fontLabel(p.font)}, {p.fontSize ?? 40} px
          </dd>
        </>
      )}
      {p.text && (
        <>
          <dt>Text</dt>
          <dd>{p.text}</dd>
        </>
      )}
      {p.options.map((option) => (
        <FactRow key={option.label} label={option.label} value={option.value} />
      ))}
      {p.size && <FactRow label="Size chosen" value={p.size} />}
      {p.proofFileId && (
        <>
          <dt>Proof picture</dt>
          <dd>
            <StaffFileView fileId={p.proofFileId} label="Engraving proof" className={pictureClassName} />
          </dd>
        </>
      )}
      {p.file && (
        <>
          <dt>{FILE_LABELS[p.kind] ?? 'File'}</dt>
          <dd>
            <StaffFileView fileId={p.file.fileId} label={p.file.name} className={pictureClassName} />
          </dd>
        </>
      )}
      {p.fileNameOnly && <FactRow label="File" value={`${p.fileNameOnly} (not kept on the server)`} />}
    </dl>
  );
}

function FactRow({ label, value }: { label: string; value: string }): JSX.Element {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
