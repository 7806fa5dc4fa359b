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

const paragraphsMail = (
  subject: string,
  name: string,
  ticket: string,
  paragraphs: string[],
  contact: Contact,
): MailContent =>
  shopMail({
    subject,
    name,
    contact,
    text: [...paragraphs, '', `Ticket number: ${ticket}`],
    html: `${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:18px"><strong>Ticket number: ${escapeHtml(ticket)}</strong></p>`,
  });

/** Received: the ticket number, and when it will be acknowledged and resolved. */
export function grievanceReceivedMail(g: GrievanceFacts, ackBy: Date, resolveBy: Date, contact: Contact): MailContent {
  return paragraphsMail(
    `Your complaint ${g.ticket} to ${BRAND_NAME} is registered`,
    g.name,
    g.ticket,
    [
      `We have registered your complaint about: ${GRIEVANCE_SUBJECT_LABELS[g.subject]}${g.orderNumber ? ` (order ${g.orderNumber})` : ''}.`,
      `We will acknowledge it within ${GRIEVANCE_ACK_HOURS} hours (by ${indiaDate(ackBy)}) and resolve it within one month (by ${indiaDate(resolveBy)}).`,
      'Please quote the ticket number if you write to us about it.',
    ],
    contact,
  );
}

/** Acknowledged: someone is on it, and when it will be resolved. */
export function grievanceAcknowledgedMail(g: GrievanceFacts, resolveBy: Date, contact: Contact): MailContent {
  return paragraphsMail(
    `We are looking into your complaint ${g.ticket}`,
    g.name,
    g.ticket,
    [
      `We have read your complaint and are looking into it. We will resolve it by ${indiaDate(resolveBy)} and write to you then.`,
    ],
    contact,
  );
}

/** Resolved: what was done. */
export function grievanceResolvedMail(g: GrievanceFacts, note: string, contact: Contact): MailContent {
  return paragraphsMail(
    `Your complaint ${g.ticket} is resolved`,
    g.name,
    g.ticket,
    [
      'Your complaint is resolved. What we did:',
      note,
      'If you are not satisfied, reply to this e-mail quoting the ticket number.',
    ],
    contact,
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
