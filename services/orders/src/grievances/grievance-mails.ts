/**
 * The complaint's e-mails: to the customer when it is received (the ticket number and the promised
 * times), acknowledged and resolved (with the resolution note); and the notice to the shop. Every
 * inserted text is escaped in the html part (a complaint may hold anything).
 */
import {
  BRAND_FULL_NAME,
  BRAND_NAME,
  GRIEVANCE_ACK_HOURS,
  GRIEVANCE_SUBJECT_LABELS,
  STAFF_AREA,
  type GrievanceSubject,
  type ShopLanguage,
} from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { shopMail } from '../mail/shop-mail';

/** What the mails say about a complaint. */
export interface GrievanceFacts {
  ticket: string;
  name: string;
  email: string;
  phone?: string;
  orderNumber?: string;
  subject: GrievanceSubject;
  description: string;
  /** The language of the page it was sent from (English when not known): the customer's mails follow it. */
  lang?: ShopLanguage;
}

/** The date a promise falls due, as India reads it ("1 December 2026"). */
export function indiaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

/** How to reach the shop, as the settings hold it now (the footer of every customer mail). */
type Contact = Pick<ShopContact, 'phone' | 'email'> | undefined;

/** The customer's mails' words in each language (English as the spec's; Tamil with the glossary). */
interface GrievanceMailWords {
  ticketNumber: string;
  date: (at: Date) => string;
  receivedSubject: (ticket: string) => string;
  registered: (subject: GrievanceSubject, orderNumber?: string) => string;
  promise: (ackBy: string, resolveBy: string) => string;
  quoteTicket: string;
  acknowledgedSubject: (ticket: string) => string;
  lookingInto: (resolveBy: string) => string;
  resolvedSubject: (ticket: string) => string;
  resolved: string;
  notSatisfied: string;
}

const TAMIL_SUBJECTS: Readonly<Record<GrievanceSubject, string>> = {
  'order-delivery': 'ஆர்டர் அல்லது டெலிவரி',
  'product-quality': 'பொருளின் தரம்',
  refund: 'பணம் திரும்ப அளித்தல்',
  'personal-data': 'தனிப்பட்ட தரவு',
  other: 'வேறு ஏதாவது',
};

const WORDS: Readonly<Record<ShopLanguage, GrievanceMailWords>> = {
  en: {
    ticketNumber: 'Ticket number',
    date: (at) => indiaDate(at),
    receivedSubject: (ticket) => `Your complaint ${ticket} to ${BRAND_NAME} is registered`,
    registered: (subject, orderNumber) =>
      `We have registered your complaint about: ${GRIEVANCE_SUBJECT_LABELS[subject]}${orderNumber ? ` (order ${orderNumber})` : ''}.`,
    promise: (ackBy, resolveBy) =>
      `We will acknowledge it within ${GRIEVANCE_ACK_HOURS} hours (by ${ackBy}) and resolve it within one month (by ${resolveBy}).`,
    quoteTicket: 'Please quote the ticket number if you write to us about it.',
    acknowledgedSubject: (ticket) => `We are looking into your complaint ${ticket}`,
    lookingInto: (resolveBy) =>
      `We have read your complaint and are looking into it. We will resolve it by ${resolveBy} and write to you then.`,
    resolvedSubject: (ticket) => `Your complaint ${ticket} is resolved`,
    resolved: 'Your complaint is resolved. What we did:',
    notSatisfied: 'If you are not satisfied, reply to this e-mail quoting the ticket number.',
  },
  ta: {
    ticketNumber: 'டிக்கெட் எண்',
    date: (at) =>
      new Intl.DateTimeFormat('ta-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(at),
    receivedSubject: (ticket) => `${BRAND_NAME}-இல் உங்கள் புகார் ${ticket} பதிவு செய்யப்பட்டது`,
    registered: (subject, orderNumber) =>
      `உங்கள் புகாரைப் பதிவு செய்தோம்: ${TAMIL_SUBJECTS[subject]}${orderNumber ? ` (ஆர்டர் ${orderNumber})` : ''}.`,
    promise: (ackBy, resolveBy) =>
      `${GRIEVANCE_ACK_HOURS} மணி நேரத்துக்குள் (${ackBy}-க்குள்) இதை ஏற்று உறுதிசெய்வோம்; ஒரு மாதத்துக்குள் (${resolveBy}-க்குள்) தீர்வு காண்போம்.`,
    quoteTicket: 'இதைப் பற்றி எங்களுக்கு எழுதும்போது டிக்கெட் எண்ணைக் குறிப்பிடுங்கள்.',
    acknowledgedSubject: (ticket) => `உங்கள் புகார் ${ticket}-ஐக் கவனித்து வருகிறோம்`,
    lookingInto: (resolveBy) =>
      `உங்கள் புகாரைப் படித்து, அதைக் கவனித்து வருகிறோம். ${resolveBy}-க்குள் தீர்வு கண்டு உங்களுக்கு எழுதுவோம்.`,
    resolvedSubject: (ticket) => `உங்கள் புகார் ${ticket}-க்குத் தீர்வு காணப்பட்டது`,
    resolved: 'உங்கள் புகாருக்குத் தீர்வு காணப்பட்டது. நாங்கள் செய்தது:',
    notSatisfied: 'உங்களுக்குத் திருப்தி இல்லை என்றால், டிக்கெட் எண்ணைக் குறிப்பிட்டு இந்த மின்னஞ்சலுக்குப் பதில் எழுதுங்கள்.',
  },
};

const paragraphsMail = (
  subject: string,
  name: string,
  ticket: string,
  paragraphs: string[],
  contact: Contact,
  lang: ShopLanguage = 'en',
): MailContent =>
  shopMail({
    subject,
    name,
    contact,
    lang,
    text: [...paragraphs, '', `${WORDS[lang].ticketNumber}: ${ticket}`],
    html: `${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:18px"><strong>${WORDS[lang].ticketNumber}: ${escapeHtml(ticket)}</strong></p>`,
  });

/** Received: the ticket number, and when it will be acknowledged and resolved. */
export function grievanceReceivedMail(g: GrievanceFacts, ackBy: Date, resolveBy: Date, contact: Contact): MailContent {
  const lang = g.lang ?? 'en';
  const w = WORDS[lang];
  return paragraphsMail(
    w.receivedSubject(g.ticket),
    g.name,
    g.ticket,
    [w.registered(g.subject, g.orderNumber), w.promise(w.date(ackBy), w.date(resolveBy)), w.quoteTicket],
    contact,
    lang,
  );
}

/** Acknowledged: someone is on it, and when it will be resolved. */
export function grievanceAcknowledgedMail(g: GrievanceFacts, resolveBy: Date, contact: Contact): MailContent {
  const lang = g.lang ?? 'en';
  const w = WORDS[lang];
  return paragraphsMail(
    w.acknowledgedSubject(g.ticket),
    g.name,
    g.ticket,
    [w.lookingInto(w.date(resolveBy))],
    contact,
    lang,
  );
}

/** Resolved: what was done. */
export function grievanceResolvedMail(g: GrievanceFacts, note: string, contact: Contact): MailContent {
  const lang = g.lang ?? 'en';
  const w = WORDS[lang];
  return paragraphsMail(
    w.resolvedSubject(g.ticket),
    g.name,
    g.ticket,
    [w.resolved, note, w.notSatisfied],
    contact,
    lang,
  );
}

/** The complaint's page in the back office. */
export const adminGrievanceUrl = (shopUrl: string, ticket: string) =>
  `${shopUrl}${STAFF_AREA}/complaints/${encodeURIComponent(ticket)}`;

/** To the shop: a new complaint, all it says, and its link. */
export function newGrievanceNotice(g: GrievanceFacts, ackBy: Date, shopUrl: string): MailContent {
  const url = adminGrievanceUrl(shopUrl, g.ticket);
  const lines = [
    `A new complaint: ${GRIEVANCE_SUBJECT_LABELS[g.subject]}. Acknowledge it by ${indiaDate(ackBy)} (${GRIEVANCE_ACK_HOURS} hours).`,
    '',
    `Ticket: ${g.ticket}`,
    `From: ${g.name} <${g.email}>${g.phone ? `, ${g.phone}` : ''}`,
    ...(g.orderNumber ? [`Order: ${g.orderNumber}`] : []),
    '',
    g.description,
    '',
    `Open it in the back office: ${url}`,
    '',
    `— ${BRAND_FULL_NAME} notices`,
  ];
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:560px">
${lines
  .filter((line) => line !== '' && !line.startsWith('Open it in the back office: '))
  .map((line) => `<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(line)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#86600b">Open complaint ${escapeHtml(g.ticket)} in the back office</a></p>
</div>`;
  return { subject: `New complaint ${g.ticket} from ${g.name}`, text: lines.join('\n'), html };
}
