import {
  accountFieldMessages as msg,
  emailSchema,
  firstNameSchema,
  isRegisterVerifyBody,
  lastNameSchema,
  loginRequestSchema,
  loginSuccessMessage,
  passwordSchema,
  phoneNumberSchema,
  registerStartRequestSchema,
  registerVerifyRequestSchema,
  resetPasswordVerifySchema,
  verificationCodeSchema,
} from './identity';
import type { z } from 'zod';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('account field schemas (spec section 5)', () => {
  it('names: letters only, 2-30', () => {
    expect(firstNameSchema.parse('Asha')).toBe('Asha');
    expect(firstNameSchema.parse('  Ravi ')).toBe('Ravi');
    for (const bad of ['A', 'a'.repeat(31), 'Asha1', 'Mary Ann', '', 42, undefined]) {
      expect(firstError(firstNameSchema, bad)).toBe(msg.firstName);
      expect(firstError(lastNameSchema, bad)).toBe(msg.lastName);
    }
    expect(msg.firstName).toBe('First name should be 2-30 characters, letters only.');
    expect(msg.lastName).toBe('Last name should be 2-30 characters, letters only.');
  });

  it('email: trimmed, lower-cased, standard shape', () => {
    expect(emailSchema.parse('  Asha.K@Example.COM ')).toBe('asha.k@example.com');
    for (const bad of ['asha', 'asha@', '@x.com', 'a b@x.com', 'a@x', 'a@@x.com', '', null]) {
      expect(firstError(emailSchema, bad)).toBe('Please enter a valid email address.');
    }
  });

  it('password: 8+ characters, a letter and a digit, only the allowed specials', () => {
    for (const good of ['abcdefg1', 'Secret@123', 'A1@$!%*#?&']) expect(passwordSchema.parse(good)).toBe(good);
    for (const bad of ['abc1', 'abcdefgh', '12345678', 'abcdefg1 ', 'abcdefg1^', 'pässword1', '']) {
      expect(firstError(passwordSchema, bad)).toBe(
        'Password must be at least 8 characters with at least one letter and one number.',
      );
    }
  });

  it('phone: exactly 10 digits; code: exactly 6 digits', () => {
    expect(phoneNumberSchema.parse('9876543210')).toBe('9876543210');
    for (const bad of ['987654321', '98765432101', '98765-4321', '+919876543210']) {
      expect(firstError(phoneNumberSchema, bad)).toBe('Please enter a valid 10-digit phone number.');
    }
    expect(verificationCodeSchema.parse('012345')).toBe('012345');
    for (const bad of ['12345', '1234567', 'abcdef', 123456]) {
      expect(firstError(verificationCodeSchema, bad)).toBe(
        'Please enter the 6-digit verification code sent to your email.',
      );
    }
  });
});

describe('identity request schemas', () => {
  const registration = {
    firstName: 'Asha',
    lastName: 'Kumar',
    email: 'Asha@Example.com',
    phoneNumber: '9876543210',
    password: 'Secret123',
  };

  it('accepts the spec bodies and normalises the e-mail', () => {
    expect(loginRequestSchema.parse({ email: 'A@B.in', password: 'Secret123' })).toEqual({
      email: 'a@b.in',
      password: 'Secret123',
    });
    expect(registerStartRequestSchema.parse(registration).email).toBe('asha@example.com');
    expect(registerVerifyRequestSchema.parse({ ...registration, verificationCode: '123456' }).verificationCode).toBe(
      '123456',
    );
    expect(
      resetPasswordVerifySchema.parse({ email: 'a@b.in', verificationCode: '123456', newPassword: 'Newpass99' })
        .newPassword,
    ).toBe('Newpass99');
  });

  it('refuses unknown fields', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.in', password: 'Secret123', role: 'admin' }).success).toBe(false);
    expect(registerStartRequestSchema.safeParse({ ...registration, isAdmin: true }).success).toBe(false);
  });

  it('tells register step 2 from step 1 by the code', () => {
    expect(isRegisterVerifyBody(registration)).toBe(false);
    expect(isRegisterVerifyBody({ ...registration, verificationCode: '' })).toBe(true);
    expect(isRegisterVerifyBody(null)).toBe(false);
  });

  it('greets by first name', () => {
    expect(loginSuccessMessage('Asha')).toBe('Login successful. Welcome, Asha!');
  });
});
