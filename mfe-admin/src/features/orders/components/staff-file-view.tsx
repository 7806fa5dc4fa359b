// One customer file or proof picture, fetched with the staff token: a picture is shown, any other
// file (a PDF) is a link that opens it.
import type { JSX } from 'react';
import { ORDER_MESSAGES } from '../lib/order-labels';
import { useStaffFile } from '../../../lib/use-staff-file';

export interface StaffFileViewProps {
  fileId: string;
  /** What the picture shows, or the file's name. */
  label: string;
  className?: string;
}

export function StaffFileView({ fileId, label, className }: StaffFileViewProps): JSX.Element {
  const file = useStaffFile(fileId);
  if (file.state === 'loading') {
    return <span className="adm-ord-file-note">Loading {label}…</span>;
  }
  if (file.state === 'failed') {
    return <span className="adm-ord-file-note">{`${ORDER_MESSAGES.fileFailed} (${label})`}</span>;
  }
  if (file.type.startsWith('image/')) {
    return <img className={className ?? 'adm-ord-picture'} src={file.url} alt={label} />;
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      Open {label}
    </a>
  );
}
