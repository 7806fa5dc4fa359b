/**
 * The customer's e-mails about a return or exchange request: approved (where to send the parcel)
 * and refused (with staff's reason). Every inserted text is escaped in the html part.
 */
import { RETURN_KIND_LABELS, type ReturnKind } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { shopMail, trackOrderUrl } from '../mail/shop-mail';

/** What the mails say about a request. */
export interface ReturnMailFacts {
  returnId: string;
  orderNumber: string;
  kind: ReturnKind;
  name: string;
  shopUrl: string;
}

type Contact = Pick<ShopContact, 'phone' | 'email'> | undefined;

const paragraphs = (facts: ReturnMailFacts, subject: string, lines: string[], contact: Contact): MailContent => {
  const link = trackOrderUrl(facts.shopUrl, facts.orderNumber);
  const all = [...lines, `Follow your request on ${link}`, `Request ${facts.returnId}, order ${facts.orderNumber}.`];
  return shopMail({
    subject,
    name: facts.name,
    contact,
    text: all,
    html: all.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n'),
  });
};

/** Approved: send the parcel to the shop's address. */
export function returnApprovedMail(facts: ReturnMailFacts, sendTo: string, contact: Contact): MailContent {
  const what = facts.kind === 'exchange' ? 'exchange' : 'return';
  return paragraphs(
    facts,
    `Your ${what} of order ${facts.orderNumber} is approved`,
    [
      `We have approved your request (${RETURN_KIND_LABELS[facts.kind].toLowerCase()}).`,
      `Please send the parcel, with the piece unworn in its original packaging, its tag and invoice, to: ${sendTo}`,
      'We check the piece when it reaches us and write to you again.',
    ],
    contact,
  );
}

/** Refused, with staff's reason. */
export function returnRefusedMail(facts: ReturnMailFacts, reason: string, contact: Contact): MailContent {
  const what = facts.kind === 'exchange' ? 'exchange' : 'return';
  return paragraphs(
    facts,
    `Your ${what} request for order ${facts.orderNumber}`,
    [`We are sorry: we cannot accept your request.`, `Reason: ${reason}`],
    contact,
  );
}
