// A complaint's late flags, in words (never colour alone): the rules' 48 hours to acknowledge and
// one month to resolve.
import type { JSX } from 'react';
import type { AdminGrievance } from '@rmj/contracts';

export function ComplaintFlags({ complaint }: { complaint: AdminGrievance }): JSX.Element | null {
  if (!complaint.acknowledgementLate && !complaint.resolutionLate) return null;
  return (
    <span className="adm-cmp-flags">
      {complaint.acknowledgementLate && <span className="adm-cmp-flag">Acknowledgement late</span>}
      {complaint.resolutionLate && <span className="adm-cmp-flag">Resolution late</span>}
    </span>
  );
}
