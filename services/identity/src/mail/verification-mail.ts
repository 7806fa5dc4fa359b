import { BRAND_FULL_NAME, BRAND_NAME } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, type MailContent, type ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import type { CodePurpose } from '../codes/verification-code.schema';

export type { MailContent };

const PURPOSE: Record<CodePurpose, { subject: string; what: string }> = {
  register: { subject: 'Your RMJ verification code', what: 'to finish creating your account' },
  reset: { subject: 'Your RMJ password reset code', what: 'to reset your password' },
  link: {
    subject: 'Your RMJ code to join your orders to your account',
    what: 'to let our staff join the orders you placed by WhatsApp, phone or in the shop to your account (read it out to them only if you agree)',
  },
};

/** The mail carrying a code: what it is for, the code, that it lasts 10 minutes, and how to reach the shop. */
export function verificationMail(
  contact: ShopContact | undefined,
  purpose: CodePurpose,
  code: string,
  firstName?: string,
): MailContent {
  const { subject, what } = PURPOSE[purpose];
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    hello,
    '',
    `Use this verification code ${what} at ${BRAND_NAME}:`,
    '',
    `    ${code}`,
    '',
    'The code is valid for 10 minutes and can be used once.',
    'If you did not ask for it, you can ignore this e-mail; nothing changes without the code.',
    '',
    ...contactFooterLines(contact),
    `— ${BRAND_FULL_NAME}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
<p>${escapeHtml(hello)}</p>
<p>Use this verification code ${what}:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
<p>The code is valid for 10 minutes and can be used once.</p>
<p style="color:#666;font-size:13px">If you did not ask for it, you can ignore this e-mail; nothing changes without the code.</p>
${contactFooterHtml(contact)}
</div>`;
  return { subject, text, html };
}

/** Sent instead of a code when a reset is asked for an e-mail without an account. */
export function noAccountMail(contact: ShopContact | undefined): MailContent {
  const body = [
    `Someone asked to reset the password of a ${BRAND_NAME} account for this e-mail address, but no account uses it.`,
    'If it was you, you may have signed up with another address, or you can create an account on our website.',
    'If it was not you, you can ignore this e-mail.',
  ];
  const text = ['Hello,', '', ...body, '', ...contactFooterLines(contact), `— ${BRAND_FULL_NAME}`].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${contactFooterHtml(contact)}
</div>`;
  return { subject: 'Password reset requested for your e-mail', text, html };
}
