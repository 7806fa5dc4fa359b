// The five modes of the account screen (spec section 4) and, per mode, the fields it shows and
// checks (spec section 5). Every field of a mode is checked on submit; an empty one shows its rule.
import { z } from 'zod';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  phoneNumberSchema,
  verificationCodeSchema,
} from '@rmj/contracts';
import type { AccountWordKey } from '../../../i18n';

export type AccountMode = 'login' | 'create' | 'verifyRegister' | 'reset' | 'verifyReset';

export type AccountFieldName =
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password' | 'verificationCode' | 'newPassword';

/** How one input is rendered. */
export interface FieldSpec {
  /** The label's words in the catalogue. */
  label: AccountWordKey;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
}

export const FIELD_SPECS: Record<AccountFieldName, FieldSpec> = {
  firstName: { label: 'field.firstName', type: 'text', autoComplete: 'given-name', maxLength: 30 },
  lastName: { label: 'field.lastName', type: 'text', autoComplete: 'family-name', maxLength: 30 },
  email: { label: 'field.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: {
    label: 'field.phoneNumber',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    maxLength: 10,
  },
  password: { label: 'field.password', type: 'password', autoComplete: 'current-password' },
  verificationCode: {
    label: 'field.verificationCode',
    type: 'text',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    maxLength: 6,
  },
  newPassword: { label: 'field.newPassword', type: 'password', autoComplete: 'new-password' },
};

export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export const createFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
});
export const verifyRegisterFormSchema = z.object({ verificationCode: verificationCodeSchema });
export const resetFormSchema = z.object({ email: emailSchema });
export const verifyResetFormSchema = z.object({
  verificationCode: verificationCodeSchema,
  newPassword: passwordSchema,
});

export type LoginForm = z.infer<typeof loginFormSchema>;
export type CreateForm = z.infer<typeof createFormSchema>;
export type VerifyRegisterForm = z.infer<typeof verifyRegisterFormSchema>;
export type ResetForm = z.infer<typeof resetFormSchema>;
export type VerifyResetForm = z.infer<typeof verifyResetFormSchema>;
