// The chat button's link: the WhatsApp number the owner set in the settings (GET /api/settings, read
// once per page load; the gateway keeps that answer a few seconds at most), and until it has been
// read, or when it cannot be, the run-time configuration's number.
import { useEffect, useState } from 'react';
import { API_BASE, whatsappHref } from '@rmj/contracts';

/** The https://wa.me/… link of the chat button. */
export function useChatLink(fallbackPhone: string): string {
  const [href, setHref] = useState(`https://wa.me/${fallbackPhone}`);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        // A Request object, as RTK Query sends (the tests' fake network edge reads one).
        const res = await fetch(new Request(`${API_BASE}/settings`, { signal: controller.signal }));
        if (!res.ok) return;
        // Only the one field is read (the settings' schemas would weigh on the start-up bundle).
        const body = (await res.json()) as { settings?: { whatsapp?: unknown } } | null;
        const whatsapp = body?.settings?.whatsapp;
        if (typeof whatsapp === 'string' && whatsapp.trim() !== '') setHref(whatsappHref(whatsapp));
      } catch {
        // No answer: the configured number stays.
      }
    })();
    return () => controller.abort();
  }, []);
  return href;
}
