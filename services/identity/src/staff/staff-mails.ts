/** Mails of staff accounts: the first owner's set-up code and an invitation. */
import { BRAND_FULL_NAME, STAFF_ROLE_LABELS, type StaffRole } from '@rmj/contracts';
import type { MailContent } from '@rmj/nest-common';
import escapeHtml from 'escape-html';

function mail(subject: string, lead: string[], code: string, link: string, after: string[]): MailContent {
  const text = [
    'Hello,',
    '',
    ...lead,
    '',
    `    ${code}`,
    '',
    `Open ${link} and enter it with this e-mail address.`,
    ...after,
    '',
    `— ${BRAND_FULL_NAME}`,
  ].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
<p>Hello,</p>
${paragraphs(lead)}
<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${code}</p>
<p><a href="${escapeHtml(link)}">Open the set-up page</a> and enter it with this e-mail address.</p>
${paragraphs(after)}
</div>`;
  return { subject, text, html };
}

const SAFETY = [
  'You will choose a password and add the shop to an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar).',
  'The code can be used once. If you did not expect this e-mail, you can ignore it.',
];

/** The first owner's code, sent when the shop has no staff yet. */
export function ownerSetupMail(code: string, link: string): MailContent {
  return mail(
    'Set up the owner account of your shop',
    [`Use this code to set up the owner account of the ${BRAND_FULL_NAME} back office. It is valid for 24 hours:`],
    code,
    link,
    SAFETY,
  );
}

/** An owner's invitation to join the back office with a role. */
export function invitationMail(
  name: string,
  role: StaffRole,
  code: string,
  link: string,
  invitedBy: string,
): MailContent {
  return mail(
    `You are invited to the ${BRAND_FULL_NAME} back office`,
    [
      `${invitedBy} has invited ${name} to the ${BRAND_FULL_NAME} back office as ${STAFF_ROLE_LABELS[role]}.`,
      'Use this code to set up your staff account. It is valid for 72 hours:',
    ],
    code,
    link,
    SAFETY,
  );
}
