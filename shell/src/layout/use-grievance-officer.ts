// The footer's grievance officer: the one the owner set in the settings (read once per page load,
// shared with the chat button), and until it has been read, or when it cannot be, the settings'
// first value: the shop at its contact e-mail.
import { useEffect, useState } from 'react';
import { DEFAULT_SHOP_SETTINGS } from '@rmj/contracts';
import { readFrameSettings } from './public-settings';

/** What the footer shows of the grievance officer. */
export interface FooterGrievanceOfficer {
  name: string;
  email: string;
}

// The settings' first value (zod-free), not a second copy of the shop's details.
const { name, email } = DEFAULT_SHOP_SETTINGS.grievanceOfficer;
export const FALLBACK_GRIEVANCE_OFFICER: FooterGrievanceOfficer = { name, email };

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The grievance officer's name and e-mail. */
export function useGrievanceOfficer(): FooterGrievanceOfficer {
  const [officer, setOfficer] = useState(FALLBACK_GRIEVANCE_OFFICER);
  useEffect(() => {
    let current = true;
    void readFrameSettings().then((settings) => {
      const read = settings?.grievanceOfficer;
      if (current && text(read?.name) && text(read?.email)) setOfficer({ name: read.name, email: read.email });
    });
    return () => {
      current = false;
    };
  }, []);
  return officer;
}
