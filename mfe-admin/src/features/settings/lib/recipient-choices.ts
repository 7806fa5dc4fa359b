import type { StaffMember } from '@rmj/contracts';

/** One checkbox of the notice recipients: the address and how it reads. */
export interface RecipientChoice {
  email: string;
  label: string;
}

/**
 * The addresses the owner may tick: every active staff member's, then any already chosen that is no
 * longer one (access ended, or set before the team was), so it can be unticked.
 */
export function recipientChoices(staff: readonly StaffMember[], chosen: readonly string[]): RecipientChoice[] {
  const active = staff
    .filter((member) => member.active)
    .map((member) => ({ email: member.email.toLowerCase(), label: `${member.name} (${member.email})` }));
  const known = new Set(active.map((choice) => choice.email));
  const others = chosen
    .filter((email) => !known.has(email))
    .map((email) => ({ email, label: `${email} (no longer active staff)` }));
  return [...active, ...others];
}
