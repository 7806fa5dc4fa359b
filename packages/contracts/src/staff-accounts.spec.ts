import {
  isRecoveryCode,
  signInCodeSchema,
  staffFieldMessages,
  staffLoginResponseSchema,
  staffNameSchema,
  staffPasswordSchema,
  staffSetupPath,
  staffUpdateRequestSchema,
} from './staff-accounts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('staff account schemas', () => {
  it('asks staff for passwords of at least 12 characters with a letter and a digit', () => {
    expect(staffPasswordSchema.safeParse('Silver123456').success).toBe(true);
    expect(staffPasswordSchema.safeParse('चाँदी के गहने 2025!').success).toBe(true);
    for (const weak of ['Silver12345', 'abcdefghijkl', '123456789012', 'x'.repeat(127) + '1a']) {
      expect(firstIssue(staffPasswordSchema.safeParse(weak))).toBe(staffFieldMessages.password);
    }
  });

  it('takes names of any alphabet, trimmed, and refuses markup', () => {
    expect(staffNameSchema.parse('  Meena Iyer ')).toBe('Meena Iyer');
    expect(staffNameSchema.parse("D'Souza-Rao")).toBe("D'Souza-Rao");
    expect(staffNameSchema.parse('मीना')).toBe('मीना');
    expect(firstIssue(staffNameSchema.safeParse('<b>x</b>'))).toBe(staffFieldMessages.name);
    expect(firstIssue(staffNameSchema.safeParse('M'))).toBe(staffFieldMessages.name);
  });

  it('tells an authenticator code from a recovery code at sign-in', () => {
    expect(signInCodeSchema.parse(' 012345 ')).toBe('012345');
    expect(signInCodeSchema.parse('abcde-fgh23')).toBe('abcde-fgh23');
    expect(signInCodeSchema.parse('ABCDEFGH23')).toBe('ABCDEFGH23');
    expect(isRecoveryCode('012345')).toBe(false);
    expect(isRecoveryCode('abcde-fgh23')).toBe(true);
    expect(firstIssue(signInCodeSchema.safeParse('12345'))).toBe(staffFieldMessages.signInCode);
  });

  it('needs a role or an access change in an update', () => {
    expect(staffUpdateRequestSchema.safeParse({ role: 'support' }).success).toBe(true);
    expect(staffUpdateRequestSchema.safeParse({ active: false }).success).toBe(true);
    expect(firstIssue(staffUpdateRequestSchema.safeParse({}))).toBe(staffFieldMessages.update);
    expect(firstIssue(staffUpdateRequestSchema.safeParse({ role: 'admin' }))).toBe(staffFieldMessages.role);
  });

  it('answers the password step with the next step by name', () => {
    expect(staffLoginResponseSchema.parse({ step: 'totp', challengeToken: 'x' }).step).toBe('totp');
    expect(staffLoginResponseSchema.safeParse({ step: 'setup', setupToken: 'x' }).success).toBe(false);
  });

  it('links the set-up page with the e-mail filled in', () => {
    expect(staffSetupPath('a+b@rmj.in')).toBe('/admin/setup?email=a%2Bb%40rmj.in');
    expect(staffSetupPath()).toBe('/admin/setup');
    expect(staffSetupPath('owner@rmj.in', { owner: true })).toBe('/admin/setup?email=owner%40rmj.in&for=owner');
    expect(staffSetupPath('meena@rmj.in', { name: "Meena O'Brien" })).toBe(
      '/admin/setup?email=meena%40rmj.in&name=Meena%20O%27Brien',
    );
  });
});
