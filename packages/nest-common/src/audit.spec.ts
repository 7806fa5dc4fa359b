import { AUDIT_EVENTS, auditRecord, maskEmail } from './audit';

describe('audit events', () => {
  it('masks the e-mail but keeps its first and last letter and the domain', () => {
    expect(maskEmail('asha.kumar@example.com')).toBe('a***r@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('is one structured record naming the event, the masked e-mail and the client', () => {
    const record = auditRecord(AUDIT_EVENTS.loginFailed, {
      email: 'ravi@example.com',
      ip: '203.0.113.9',
      reason: 'wrong-password',
    });
    expect(record).toEqual({
      msg: 'audit login.failed',
      audit: 'login.failed',
      email: 'r***i@example.com',
      client: '203.0.113.9',
      reason: 'wrong-password',
    });
    expect(JSON.stringify(record)).not.toContain('ravi@');
  });
});
