/**
 * The customer's e-mails about a return or exchange request: approved (where to send the parcel)
 * and refused (with staff's reason). Every inserted text is escaped in the html part.
 */
import type { ReturnKind, ShopLanguage } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS, trackOrderUrl } from '../mail/order-mail-words';
import { shopMail } from '../mail/shop-mail';

/** What the mails say about a request. */
export interface ReturnMailFacts {
  returnId: string;
  orderNumber: string;
  kind: ReturnKind;
  name: string;
  shopUrl: string;
  /** The order's language (English when not known): the mail's words and its link follow it. */
  lang?: ShopLanguage;
}

type Contact = Pick<ShopContact, 'phone' | 'email'> | undefined;

const paragraphs = (facts: ReturnMailFacts, subject: string, lines: string[], contact: Contact): MailContent => {
  const lang = facts.lang ?? 'en';
  const words = ORDER_MAIL_WORDS[lang].returns;
  const link = trackOrderUrl(facts.shopUrl, facts.orderNumber, lang);
  const all = [...lines, words.follow(link), words.request(facts.returnId, facts.orderNumber)];
  return shopMail({
    lang,
    subject,
    name: facts.name,
    contact,
    text: all,
    html: all.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n'),
  });
};

/** Approved: send the parcel to the shop's address. */
export function returnApprovedMail(facts: ReturnMailFacts, sendTo: string, contact: Contact): MailContent {
  const words = ORDER_MAIL_WORDS[facts.lang ?? 'en'].returns;
  return paragraphs(
    facts,
    words.approvedSubject(facts.kind, facts.orderNumber),
    [words.approved(facts.kind), words.sendTo(sendTo), words.weCheck],
    contact,
  );
}

/** Refused, with staff's reason. */
export function returnRefusedMail(facts: ReturnMailFacts, reason: string, contact: Contact): MailContent {
  const words = ORDER_MAIL_WORDS[facts.lang ?? 'en'].returns;
  return paragraphs(
    facts,
    words.refusedSubject(facts.kind, facts.orderNumber),
    [words.sorry, words.reason(reason)],
    contact,
  );
}
