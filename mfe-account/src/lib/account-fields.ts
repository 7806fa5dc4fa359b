// Account field rules of spec section 5, with the spec's exact messages. Kept here only until
// @rmj/contracts exports the identity schemas; then this file re-exports those (one source).
import { z } from 'zod';

export const FIELD_MESSAGES = {
  firstName: 'First name should be 2-30 characters, letters only.',
  lastName: 'Last name should be 2-30 characters, letters only.',
  email: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters with at least one letter and one number.',
  phoneNumber: 'Please enter a valid 10-digit phone number.',
  verificationCode: 'Please enter the 6-digit verification code sent to your email.',
} as const;

/** Letters only, 2-30. */
export const firstNameSchema = z.string().regex(/^[A-Za-z]{2,30}$/, FIELD_MESSAGES.firstName);
/** Letters only, 2-30. */
export const lastNameSchema = z.string().regex(/^[A-Za-z]{2,30}$/, FIELD_MESSAGES.lastName);
/** Standard e-mail shape. */
export const emailSchema = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, FIELD_MESSAGES.email);
/** At least 8 characters, one letter and one digit; specials limited to @$!%*#?&. */
export const passwordSchema = z
  .string()
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*#?&]{8,}$/, FIELD_MESSAGES.password);
/** Exactly 10 digits. */
export const phoneNumberSchema = z.string().regex(/^\d{10}$/, FIELD_MESSAGES.phoneNumber);
/** Exactly 6 digits. */
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, FIELD_MESSAGES.verificationCode);
