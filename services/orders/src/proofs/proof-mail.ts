/**
 * The engraving proof e-mail: each engraved line's words, font and size (with its proof picture
 * inline when there is one) and two links, Approve and Request a change. Opening a link changes
 * nothing (mail scanners open links): the proof page's button does.
 */
import { ENGRAVING_FONT_LABELS, isEngravingFont, type ShopLanguage } from '@rmj/contracts';
import type { MailContent, ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { ORDER_MAIL_WORDS } from '../mail/order-mail-words';
import { shopMail } from '../mail/shop-mail';
import type { ProofRoundLine } from './proof-round.schema';

/** A line of the mail, with the content id of its inline picture when it has one. */
export interface ProofMailLine extends ProofRoundLine {
  pictureCid?: string;
}

export interface ProofMailInput {
  orderNumber: string;
  customerName: string;
  lines: ProofMailLine[];
  approveUrl: string;
  changeUrl: string;
  /** When the links stop working, as shoppers in India read it. */
  expires: string;
  /** The shop's contact details from the settings (the mail's footer). */
  contact: ShopContact | undefined;
  /** The order's language (English when not known). */
  lang?: ShopLanguage;
}

/** The font's name as the product page shows it ('Script' when none was chosen, as the cart assumes). */
export function fontLabel(font: string | undefined): string {
  if (!font) return ENGRAVING_FONT_LABELS.script;
  return isEngravingFont(font) ? ENGRAVING_FONT_LABELS[font] : font.charAt(0).toUpperCase() + font.slice(1);
}

/** "2:30 pm IST, 5 Mar 2026": a moment as shoppers and staff in India read it (Tamil month names in Tamil). */
export function indiaTime(at: Date, lang: ShopLanguage = 'en'): string {
  return ORDER_MAIL_WORDS[lang].proof.moment(at);
}

const describe = (line: ProofRoundLine) =>
  `${fontLabel(line.selectedFont)}${line.fontSize ? `, ${line.fontSize} px` : ''}`;

export function proofMail(input: ProofMailInput): MailContent {
  const lang = input.lang ?? 'en';
  const words = ORDER_MAIL_WORDS[lang].proof;
  const name = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const text = [
    words.introText(input.orderNumber),
    '',
    ...input.lines.flatMap((line) => [`${line.productName}: "${line.customName}" (${describe(line)})`]),
    '',
    `${words.approve}: ${input.approveUrl}`,
    `${words.requestChange}: ${input.changeUrl}`,
    '',
    words.linksWork(input.expires),
  ];
  const button = (href: string, label: string, filled: boolean) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:4px 8px 4px 0;border-radius:4px;text-decoration:none;${
      filled ? 'background:#86600b;color:#fff' : 'border:1px solid #86600b;color:#86600b'
    }">${escapeHtml(label)}</a>`;
  const lines = input.lines
    .map(
      (line) => `<li style="margin-bottom:12px">${escapeHtml(line.productName)}<br>
<strong style="font-size:18px">“${escapeHtml(line.customName)}”</strong> <span style="color:#555">(${escapeHtml(describe(line))})</span>${
        line.pictureCid
          ? `<br><img src="cid:${escapeHtml(line.pictureCid)}" alt="${escapeHtml(words.pictureAlt(line.productName))}" width="240" style="margin-top:6px;border:1px solid #eee">`
          : ''
      }</li>`,
    )
    .join('');
  const html = `<p>${words.introHtml(`<strong>${escapeHtml(input.orderNumber)}</strong>`)}</p>
<ul>${lines}</ul>
<p>${button(input.approveUrl, words.approve, true)}${button(input.changeUrl, words.requestChange, false)}</p>
<p style="color:#555">${escapeHtml(words.linksWork(input.expires))}</p>`;
  return shopMail({
    subject: words.subject(input.orderNumber),
    name,
    text,
    html,
    contact: input.contact,
    lang,
  });
}
