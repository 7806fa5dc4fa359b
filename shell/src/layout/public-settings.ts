// The owner's settings as the shell's frame reads them (GET /api/settings): once per page load, shared
// by the chat button and the footer, so the page asks once. Only the fields the frame shows are
// typed, and they are checked where they are used (the settings' schemas would weigh on the
// start-up bundle). A failed read is not kept: the next reader asks again.
import { API_BASE } from '@rmj/contracts';

/** What the frame reads of the public settings; any field may be missing or malformed. */
export interface FrameSettings {
  whatsapp?: unknown;
  grievanceOfficer?: { name?: unknown; email?: unknown } | null;
}

let reading: Promise<FrameSettings | undefined> | undefined;

/** The public settings, or undefined when they cannot be read. */
export function readFrameSettings(): Promise<FrameSettings | undefined> {
  reading ??= (async () => {
    try {
      // A Request object, as RTK Query sends (the tests' fake network edge reads one).
      const res = await fetch(new Request(`${API_BASE}/settings`));
      if (!res.ok) throw new Error(`settings: ${res.status}`);
      const body = (await res.json()) as { settings?: FrameSettings } | null;
      return body?.settings ?? undefined;
    } catch {
      reading = undefined;
      return undefined;
    }
  })();
  return reading;
}

/** Forgets the settings read (tests: each starts from no read). */
export function forgetFrameSettings(): void {
  reading = undefined;
}
