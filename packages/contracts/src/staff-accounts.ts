/**
 * Staff accounts: set-up from a mailed code, sign-in with a password and a second
 * factor (an authenticator app's time-based code, or a single-use recovery code), the staff list,
 * invitations and role changes. Served by identity under /api/admin; the admin screens validate
 * their forms with the same schemas. Staff accounts are separate from shoppers' accounts.
 */
import { z } from 'zod';
import { emailSchema } from './identity';
import { STAFF_ROLES } from './staff';

/** Field messages of the staff forms. */
export const staffFieldMessages = {
  name: 'Name should be 2-60 characters: letters, spaces, dots, hyphens or apostrophes.',
  password: 'Password must be 12-128 characters with at least one letter and one number.',
  loginPassword: 'Please enter your password.',
  setupCode: 'Please enter the 6-digit set-up code from your e-mail.',
  totpCode: 'Please enter the 6-digit code from your authenticator app.',
  signInCode: 'Please enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  role: 'Please choose a role: owner, staff or support.',
  token: 'This step has expired. Please start again.',
  update: 'Please change the role or the access.',
} as const;

/** Success messages of the staff calls. */
export const staffSuccessMessages = {
  signedOut: 'You have been signed out.',
} as const;

/** Error messages identity answers staff calls with (status in brackets). */
export const staffErrorMessages = {
  /** 400: wrong set-up code, no code for the e-mail, or the e-mail has no invitation (the same answer). */
  invalidSetupCode: 'This set-up code is not right. Please check the e-mail and try again.',
  /** 400: the set-up code is past its time (owner 24 hours, invitation 72 hours). */
  expiredSetupCode: 'This set-up code has expired. Please ask the shop owner for a new invitation.',
  /** 429: fifty wrong tries of one set-up code (from all addresses together) void it; the owner is e-mailed. */
  tooManySetupAttempts: 'Too many incorrect set-up codes. This code no longer works: please ask for a new one.',
  /** 429 (with retryAfterSeconds): too many wrong set-up codes from this address; the code itself stays valid. */
  setupTriesWait: 'Too many tries from your address. Please wait a while and try again: your set-up code still works.',
  /** 401: wrong e-mail or password alike (never says whether the e-mail is a staff account). */
  invalidCredentials: 'Invalid email or password.',
  /** 403: right password, but the owner has turned this member's access off. */
  disabled: 'Your staff access has been turned off. Please ask the shop owner.',
  /** 400: the authenticator or recovery code is not right. */
  invalidSecondFactor: 'That code is not right. Please check your authenticator app and try again.',
  /** 400: a code whose 30 seconds were already used to sign in. */
  codeAlreadyUsed: 'That code was just used. Please wait for the next code in your authenticator app.',
  /** 401: the set-up or sign-in step is older than its few minutes, already used, or unknown. */
  stepExpired: 'This step has expired. Please start again.',
  /** 429: too many wrong codes for one step; it is void. */
  tooManyCodeAttempts: 'Too many incorrect codes. Please start again.',
  /** 403: too many wrong second-factor codes for the member (any step, any address): authenticator codes are locked. */
  factorLocked:
    'Too many incorrect codes were tried for this account, so its authenticator codes are locked. Sign in with one of your recovery codes, or ask the shop owner. We have e-mailed you and the owner.',
  /** 409: an invitation for someone who already has a staff account. */
  alreadyStaff: 'This e-mail already belongs to a staff member.',
  /** 409: the set-up code was used already and the account exists: sign in instead. */
  alreadySetUp: 'This account is already set up. Please sign in.',
  /** 404: staffUpdate on an unknown id. */
  notFound: 'We could not find that staff member.',
  /** 409: the member's role or access was changed by someone else a moment ago. */
  changedMeanwhile:
    'This staff member was changed by someone else a moment ago. Please reload the staff list and try again.',
  /** 409: the change would leave the shop without an active owner. */
  lastOwner: 'The shop needs at least one active owner. Make someone else an owner first.',
  /** 404: withdrawing an invitation that was used, withdrawn or replaced meanwhile. */
  invitationGone: 'This invitation was already used or withdrawn. Please reload the staff list.',
  /** 503: the invitation mail could not be sent (nothing was kept). */
  mailFailed: 'We could not send the invitation e-mail. Please try again later.',
} as const;

/** A staff member's name as shown in the admin screens: letters of any alphabet, spaces, . - ', 2-60. */
export const staffNameSchema = z
  .string({ error: staffFieldMessages.name })
  .trim()
  .regex(/^[\p{L}][\p{L}\p{M} .'-]{1,59}$/u, staffFieldMessages.name);

/** A staff password: 12-128 characters (ASVS 2.1.1), at least one letter and one digit, any characters. */
export const staffPasswordSchema = z
  .string({ error: staffFieldMessages.password })
  .max(128, { error: staffFieldMessages.password, abort: true })
  .regex(/^(?=.*\p{L})(?=.*\d).{12,128}$/su, staffFieldMessages.password);

/** The password typed at sign-in: only its presence and length are checked (the rule is for new ones). */
export const staffLoginPasswordSchema = z
  .string({ error: staffFieldMessages.loginPassword })
  .min(1, staffFieldMessages.loginPassword)
  .max(128, staffFieldMessages.loginPassword);

/** The 6-digit set-up code from the owner's or an invitation e-mail. */
export const staffSetupCodeSchema = z
  .string({ error: staffFieldMessages.setupCode })
  .trim()
  .regex(/^\d{6}$/, staffFieldMessages.setupCode);

/** A 6-digit time-based code from an authenticator app (RFC 6238, 30 seconds). */
export const totpCodeSchema = z
  .string({ error: staffFieldMessages.totpCode })
  .trim()
  .regex(/^\d{6}$/, staffFieldMessages.totpCode);

/**
 * What the second sign-in step accepts: an authenticator code, or a recovery code (ten letters and
 * digits, shown as `abcde-fghij`; case, spaces and the hyphen do not matter).
 */
export const signInCodeSchema = z
  .string({ error: staffFieldMessages.signInCode })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, staffFieldMessages.signInCode);

/** True when a sign-in code is a recovery code rather than an authenticator code. */
export const isRecoveryCode = (code: string): boolean => !/^\d{6}$/.test(code.trim());

/** A set-up or sign-in step token: opaque, short-lived, single use. */
const stepTokenSchema = z
  .string({ error: staffFieldMessages.token })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, staffFieldMessages.token);

/** A staff role. */
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: staffFieldMessages.role });

/** A staff member as the admin screens see them (never a password, secret or code). */
export const staffMemberSchema = z.object({
  /** Staff member id. */
  id: z.string(),
  /** Sign-in e-mail (lower case). */
  email: z.string(),
  /** Name shown in the admin screens and the audit trail. */
  name: z.string(),
  role: staffRoleSchema,
  /** False once the owner has turned their access off: they cannot sign in. */
  active: z.boolean(),
  /** When the account was set up, ISO 8601. */
  createdAt: z.string(),
  /** Last successful sign-in, ISO 8601. */
  lastSignInAt: z.string().optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not used yet (the owner's first set-up code included). */
export const staffInvitationSchema = z.object({
  /** Invitation id. */
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** When it was (last) sent, ISO 8601. */
  invitedAt: z.string(),
  /** When the mailed code stops working, ISO 8601. */
  expiresAt: z.string(),
  /** True once expiresAt has passed (invite again to send a new code). */
  expired: z.boolean(),
  /** The e-mail of the owner who invited; absent for the first owner's code. */
  invitedBy: z.string().optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** A new authenticator secret to add to an app: the base32 secret and the otpauth:// URI for a QR code. */
export const totpEnrolmentSchema = z.object({
  /** Base32 secret (for typing in by hand). */
  secret: z.string(),
  /** `otpauth://totp/...` (SHA-1, 6 digits, 30 seconds): what the QR code holds. */
  otpauthUri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/admin/auth/setup body: the mailed code proves the e-mail; name and password are chosen here. */
export const staffSetupRequestSchema = z.strictObject({
  email: emailSchema,
  /** The 6-digit code from the set-up or invitation e-mail. */
  code: staffSetupCodeSchema,
  name: staffNameSchema,
  password: staffPasswordSchema,
});
export type StaffSetupRequest = z.infer<typeof staffSetupRequestSchema>;

/** Answer of set-up (and of sign-in before the second factor was confirmed): add the secret, then confirm a code. */
export const staffSetupResponseSchema = z.object({
  /** Pass to setup/confirm with the first code (10 minutes, single use). */
  setupToken: z.string(),
  totp: totpEnrolmentSchema,
});
export type StaffSetupResponse = z.infer<typeof staffSetupResponseSchema>;

/** POST /api/admin/auth/setup/confirm body. */
export const staffSetupConfirmRequestSchema = z.strictObject({
  setupToken: stepTokenSchema,
  /** The first 6-digit code the app shows. */
  code: totpCodeSchema,
});
export type StaffSetupConfirmRequest = z.infer<typeof staffSetupConfirmRequestSchema>;

/** Answer of setup/confirm: signed in, and the ten recovery codes, shown this once. */
export const staffSetupConfirmResponseSchema = z.object({
  /** Access token (Bearer) with the `role` claim; its session ends after 30 minutes idle or 12 hours. */
  token: z.string(),
  staff: staffMemberSchema,
  /** Ten single-use recovery codes (`abcde-fghij`): shown once, stored only as hashes. */
  recoveryCodes: z.array(z.string()),
});
export type StaffSetupConfirmResponse = z.infer<typeof staffSetupConfirmResponseSchema>;

/** POST /api/admin/auth/login body. */
export const staffLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: staffLoginPasswordSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** Answer of the password step: ask for the second factor, or finish setting it up. */
export const staffLoginResponseSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('totp'),
    /** Pass to login/verify with the code (5 minutes, single use). */
    challengeToken: z.string(),
  }),
  z.object({
    step: z.literal('setup'),
    /** The second factor was never confirmed: add this secret and confirm a code (setup/confirm). */
    setupToken: z.string(),
    totp: totpEnrolmentSchema,
  }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** POST /api/admin/auth/login/verify body. */
export const staffLoginVerifyRequestSchema = z.strictObject({
  challengeToken: stepTokenSchema,
  /** An authenticator code or an unused recovery code. */
  code: signInCodeSchema,
});
export type StaffLoginVerifyRequest = z.infer<typeof staffLoginVerifyRequestSchema>;

/** Answer of login/verify: signed in. */
export const staffSessionResponseSchema = z.object({
  /** Access token (Bearer) with the `role` claim. */
  token: z.string(),
  staff: staffMemberSchema,
  /** Recovery codes not used yet (the screens suggest new ones when few are left). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/** POST /api/admin/auth/logout: no body. */
export const staffLogoutRequestSchema = z.strictObject({});

/** Answer of staff sign-out. */
export const staffMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type StaffMessageResponse = z.infer<typeof staffMessageResponseSchema>;

/** GET /api/admin/staff answer. */
export const staffListResponseSchema = z.object({
  /** Every staff member, oldest first. */
  staff: z.array(staffMemberSchema),
  /** Invitations not used yet, newest first (expired ones included, flagged). */
  invitations: z.array(staffInvitationSchema),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** POST /api/admin/staff/invitations body: mails a set-up code (72 hours) and a link to /admin/setup. */
export const staffInviteRequestSchema = z.strictObject({
  email: emailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

/** PATCH /api/admin/staff/:staffId body: a new role, access on or off, or both. */
export const staffUpdateRequestSchema = z
  .strictObject({
    role: staffRoleSchema.optional(),
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.active !== undefined, { message: staffFieldMessages.update });
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequestSchema>;

/** Who a set-up link is for: the shop's owner (the first account), or an invited member by name. */
export type StaffSetupFor = { owner: true } | { name: string };

/**
 * The set-up page's address for an e-mail (the link in set-up and invitation mails): `for=owner`
 * makes the page say it sets up the owner's account; an invitee's `name` fills in the name field.
 */
export function staffSetupPath(email?: string, who?: StaffSetupFor): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (who && 'owner' in who) query.set('for', 'owner');
  else if (who?.name) query.set('name', who.name);
  const text = query.toString().replace(/\+/g, '%20');
  return text ? `/admin/setup?${text}` : '/admin/setup';
}
