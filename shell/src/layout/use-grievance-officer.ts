// The footer's grievance officer: the one the owner set in the settings (read once per page load,
// shared with the chat button). Until they have been read, or when they cannot be, there is none:
// the footer names no one of its own and links the contact page instead.
import { useEffect, useState } from 'react';
import { readFrameSettings } from './public-settings';

/** What the footer shows of the grievance officer. */
export interface FooterGrievanceOfficer {
  name: string;
  email: string;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The grievance officer's name and e-mail, or undefined while the settings are not read. */
export function useGrievanceOfficer(): FooterGrievanceOfficer | undefined {
  const [officer, setOfficer] = useState<FooterGrievanceOfficer>();
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
