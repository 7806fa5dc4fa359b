// The chat button's link: the WhatsApp number the owner set in the settings (GET /api/settings, read
// once per page load and shared with the footer; the gateway keeps that answer a few seconds at
// most), and until it has been read, or when it cannot be, the run-time configuration's number.
import { useEffect, useState } from 'react';
import { whatsappHref } from '@rmj/contracts';
import { readFrameSettings } from './public-settings';

/** The https://wa.me/… link of the chat button. */
export function useChatLink(fallbackPhone: string): string {
  const [href, setHref] = useState(`https://wa.me/${fallbackPhone}`);
  useEffect(() => {
    let current = true;
    void readFrameSettings().then((settings) => {
      const whatsapp = settings?.whatsapp;
      // No answer: the configured number stays.
      if (current && typeof whatsapp === 'string' && whatsapp.trim() !== '') setHref(whatsappHref(whatsapp));
    });
    return () => {
      current = false;
    };
  }, []);
  return href;
}
