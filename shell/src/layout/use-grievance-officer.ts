// The footer's grievance officer: the one the owner set in the settings (GET /api/settings, read
// once per page load; the gateway keeps that answer a few seconds at most), and until it has been
// read, or when it cannot be, the settings' first value: the shop at its contact e-mail.
import { useEffect, useState } from 'react';
import { API_BASE, BRAND_NAME, STORE_DETAILS } from '@rmj/contracts';

/** What the footer shows of the grievance officer. */
export interface FooterGrievanceOfficer {
  name: string;
  email: string;
}

export const FALLBACK_GRIEVANCE_OFFICER: FooterGrievanceOfficer = { name: BRAND_NAME, email: STORE_DETAILS.email };

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The grievance officer's name and e-mail. */
export function useGrievanceOfficer(): FooterGrievanceOfficer {
  const [officer, setOfficer] = useState(FALLBACK_GRIEVANCE_OFFICER);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        // A Request object, as RTK Query sends (the tests' fake network edge reads one).
        const res = await fetch(new Request(`${API_BASE}/settings`, { signal: controller.signal }));
        if (!res.ok) return;
        // Only the two fields are read (the settings' schemas would weigh on the start-up bundle).
        const body = (await res.json()) as { settings?: { grievanceOfficer?: { name?: unknown; email?: unknown } } };
        const read = body?.settings?.grievanceOfficer;
        if (text(read?.name) && text(read?.email)) setOfficer({ name: read.name, email: read.email });
      } catch {
        // No answer: the first value stays.
      }
    })();
    return () => controller.abort();
  }, []);
  return officer;
}
