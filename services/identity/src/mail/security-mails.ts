/**
 * Mails that tell an account's owner about something done with their address; each ends with how to
 * reach the shop (the owner's settings: contact phone and e-mail).
 */
import { BRAND_FULL_NAME, BRAND_NAME } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, type ShopContact } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import type { MailContent } from './verification-mail';

function mail(
  contact: ShopContact | undefined,
  subject: string,
  paragraphs: string[],
  firstName?: string,
): MailContent {
  const lines = [firstName ? `Hello ${firstName},` : 'Hello,', ...paragraphs];
  const text = [...lines.flatMap((line) => [line, '']), ...contactFooterLines(contact), `— ${BRAND_FULL_NAME}`].join(
    '\n',
  );
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${contactFooterHtml(contact)}
</div>`;
  return { subject, text, html };
}

/** After a password reset: so an owner who did not ask for it finds out at once. */
export function passwordChangedMail(contact: ShopContact | undefined, firstName?: string): MailContent {
  return mail(
    contact,
    'Your RMJ password was changed',
    [
      `The password of your ${BRAND_NAME} account was just changed, and every device that was logged in has been logged out.`,
      'If it was you, there is nothing more to do.',
      'If it was not you, reset your password now with "Forgot your password" on our website, and check the security of this e-mail account.',
    ],
    firstName,
  );
}

/** Register step 1 for an address that already has an account: the answer on screen is the same as for a new address, so the owner learns it here. */
export function registrationAttemptMail(contact: ShopContact | undefined, firstName?: string): MailContent {
  return mail(
    contact,
    'Someone tried to register with your e-mail',
    [
      `Someone tried to create a new ${BRAND_NAME} account with this e-mail address, but you already have an account, so nothing was created.`,
      'If it was you, just log in; if you forgot your password, use "Forgot your password" on our website.',
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
    ],
    firstName,
  );
}

/** After the account was deleted: what went and what the shop keeps, to the address just erased. */
export function accountDeletedMail(contact: ShopContact | undefined, firstName?: string): MailContent {
  return mail(
    contact,
    'Your RMJ account has been deleted',
    [
      `As you asked, your ${BRAND_NAME} account has been deleted: your account, saved addresses, login sessions on every device and the files you uploaded are gone, and your name, e-mail, phone and address were removed from your past orders.`,
      'The law on GST requires us to keep tax invoices for 8 years: we keep them with your name and contact removed (amounts, invoice numbers and the state of delivery stay).',
      'This is the last e-mail we send to this address. If you did not ask for this, please contact us.',
    ],
    firstName,
  );
}
