import {
  GRIEVANCE_MESSAGES,
  grievanceAgeText,
  grievanceFlags,
  grievanceRequestSchema,
  resolveGrievanceRequestSchema,
} from './grievance';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject: 'product-quality',
  description: 'The clasp broke on the second day.',
  submissionId: '7d7c8f51-0b1a-4c55-9d77-4b7e0e6f9a10',
};
const messagesOf = (body: unknown) => {
  const result = grievanceRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the complaint form schema', () => {
  it('takes a complaint with only the required fields, empty optional ones as absent', () => {
    expect(grievanceRequestSchema.parse({ ...valid, phone: '', orderNumber: '' })).toEqual(valid);
  });

  it('upper-cases a valid order number and keeps a phone with its punctuation', () => {
    const parsed = grievanceRequestSchema.parse({
      ...valid,
      orderNumber: ' rmj-abcde12345 ',
      phone: '+91 98450 12345',
    });
    expect(parsed).toMatchObject({ orderNumber: 'RMJ-ABCDE12345', phone: '+91 98450 12345' });
  });

  it('answers each bad field with its exact message', () => {
    expect(
      messagesOf({
        name: ' ',
        email: 'asha@',
        phone: '12',
        orderNumber: 'RMJ-123',
        subject: 'shipping',
        description: 'x'.repeat(2001),
        submissionId: valid.submissionId,
      }),
    ).toEqual([
      ['name', GRIEVANCE_MESSAGES.name],
      ['email', GRIEVANCE_MESSAGES.email],
      ['phone', GRIEVANCE_MESSAGES.phone],
      ['orderNumber', GRIEVANCE_MESSAGES.orderNumber],
      ['subject', GRIEVANCE_MESSAGES.subject],
      ['description', GRIEVANCE_MESSAGES.descriptionLong],
    ]);
    expect(messagesOf({ ...valid, description: '   ' })).toEqual([['description', GRIEVANCE_MESSAGES.description]]);
    expect(GRIEVANCE_MESSAGES.descriptionLong).toBe('Please keep the description to 2000 characters.');
  });

  it('takes exactly 2000 characters of description and refuses unknown fields', () => {
    expect(messagesOf({ ...valid, description: 'x'.repeat(2000) })).toEqual([]);
    expect(messagesOf({ ...valid, consent: true })).toEqual([['', 'Unknown field: consent']]);
  });

  it('wants a resolution note', () => {
    expect(resolveGrievanceRequestSchema.safeParse({ note: ' ' }).error?.issues[0].message).toBe(
      GRIEVANCE_MESSAGES.note,
    );
  });
});

describe('the late flags', () => {
  const received = new Date('2026-11-01T10:00:00Z');
  const after = (hours: number) => new Date(received.getTime() + hours * 3_600_000);

  it('flags a new complaint after 48 hours, not at 48 hours', () => {
    expect(grievanceFlags({ state: 'new', createdAt: received }, after(48))).toEqual({
      ageHours: 48,
      acknowledgementLate: false,
      resolutionLate: false,
    });
    expect(grievanceFlags({ state: 'new', createdAt: received }, after(48.01)).acknowledgementLate).toBe(true);
    expect(grievanceFlags({ state: 'acknowledged', createdAt: received }, after(100)).acknowledgementLate).toBe(false);
  });

  it('flags an unresolved complaint after 30 days, never a resolved one', () => {
    expect(grievanceFlags({ state: 'acknowledged', createdAt: received }, after(30 * 24)).resolutionLate).toBe(false);
    expect(grievanceFlags({ state: 'acknowledged', createdAt: received }, after(30 * 24 + 1)).resolutionLate).toBe(
      true,
    );
    expect(grievanceFlags({ state: 'resolved', createdAt: received }, after(90 * 24)).resolutionLate).toBe(false);
  });

  it('writes the age in hours, then days', () => {
    expect([grievanceAgeText(0), grievanceAgeText(47), grievanceAgeText(48), grievanceAgeText(75)]).toEqual([
      '0 h',
      '47 h',
      '2 days',
      '3 days',
    ]);
  });
});
