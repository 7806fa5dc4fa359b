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

/** A notice without a code: lines of text, the shop's name as the heading. */
function notice(subject: string, lines: string[]): MailContent {
  const text = ['Hello,', '', ...lines, '', `— ${BRAND_FULL_NAME}`].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:480px">
<h2 style="color:#86600b;margin:0 0 12px">${escapeHtml(BRAND_FULL_NAME)}</h2>
<p>Hello,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</div>`;
  return { subject, text, html };
}

const NOT_YOU = 'If this was not you, someone knows your back-office password: change it now and tell the shop owner.';

/** To the member: a recovery code was used to sign in to their account. */
export function recoveryCodeUsedMail(name: string, remaining: number, client: string): MailContent {
  return notice(`A recovery code was used to sign in to the ${BRAND_FULL_NAME} back office`, [
    `${name}, one of your recovery codes was just used to sign in to the back office (from address ${client}).`,
    `You have ${remaining} recovery ${remaining === 1 ? 'code' : 'codes'} left. Each works once.`,
    NOT_YOU,
  ]);
}

/** To the member: too many wrong codes; their authenticator codes are locked. */
export function factorLockedMail(name: string, wrongCodes: number): MailContent {
  return notice(`Your ${BRAND_FULL_NAME} back-office sign-in is locked`, [
    `${name}, ${wrongCodes} incorrect authenticator codes were tried for your back-office account within an hour, after your password was entered correctly.`,
    'To protect the shop, authenticator codes for your account are locked. Sign in with one of your recovery codes to unlock it.',
    NOT_YOU,
  ]);
}

/** To each owner: a member's authenticator codes were locked. */
export function factorLockedOwnerMail(member: { name: string; email: string }, wrongCodes: number): MailContent {
  return notice(`A staff sign-in was locked at ${BRAND_FULL_NAME}`, [
    `${wrongCodes} incorrect authenticator codes were tried within an hour for ${member.name} (${member.email}), after their password was entered correctly.`,
    'Their authenticator codes are locked until they sign in with a recovery code. Someone may know their password: ask them to change it, or turn their access off from the Staff page.',
  ]);
}

/**
 * To the owner who invited (the owner's own address for the first owner's code): so many wrong
 * set-up codes were tried for one invitation that it was voided.
 */
export function invitationSpentMail(invitee: { name: string; email: string }, wrongCodes: number): MailContent {
  return notice(`An invitation to the ${BRAND_FULL_NAME} back office was stopped`, [
    `${wrongCodes} incorrect set-up codes were tried for the invitation of ${invitee.name} (${invitee.email}).`,
    'To protect the shop, that set-up code no longer works. If the invitation is still wanted, send it again from the Staff page (the first owner gets a new code when the shop restarts).',
  ]);
}
