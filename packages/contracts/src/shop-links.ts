// Links and lines made from the shop's settings, free of zod: the shell's start-up bundle takes the
// chat button's link from here without the settings' schemas.
import { normaliseIndianPhone } from './phone';

/** The address on one line: '14 Big Bazaar Street, Palani, Tamil Nadu 624601' (invoices, e-mails). */
export function shopAddressLine(s: { streetAddress: string; city: string; state: string; pin: string }): string {
  return `${s.streetAddress}, ${s.city}, ${s.state} ${s.pin}`;
}

/** A phone as a `tel:` target ('tel:+919443012345'); digits as written when it is not Indian. */
export function phoneHref(phone: string): string {
  const national = normaliseIndianPhone(phone);
  return `tel:${national ? `+91${national}` : phone.replace(/[^\d+]/g, '')}`;
}

/** The contact page's embedded map of the address (Google Maps, no key needed). */
export function mapEmbedHref(s: { streetAddress: string; city: string; state: string; pin: string }): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(shopAddressLine(s))}&output=embed`;
}

/** The chat button's link: a WhatsApp conversation with the number ('https://wa.me/919443012345'). */
export function whatsappHref(whatsapp: string): string {
  const national = normaliseIndianPhone(whatsapp);
  return `https://wa.me/${national ? `91${national}` : whatsapp.replace(/\D/g, '')}`;
}
