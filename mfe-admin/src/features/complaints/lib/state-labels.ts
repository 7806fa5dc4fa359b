import type { GrievanceState } from '@rmj/contracts';

/** A complaint's state as the back office's list and page name it. */
export const GRIEVANCE_STATE_LABELS: Readonly<Record<GrievanceState, string>> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};
