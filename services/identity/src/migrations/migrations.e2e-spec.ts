// Identity's migrations against a real database (FerretDB): they build exactly the indexes its
// schemas declare (so a schema index added without a migration fails here), among them the unique
// ones (one account per e-mail, one live code per e-mail and purpose, one staff member per e-mail).
import { getConnectionToken } from '@nestjs/mongoose';
import { compareIndexes, RATE_LIMIT_INDEX_SHAPES } from '@rmj/nest-common';
import type { Connection } from 'mongoose';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('identity migrations (FerretDB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('identity-migrations');
  });
  afterAll(() => t.close());

  it('build exactly the indexes the schemas declare (and the rate limits)', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const { declared, built } = await compareIndexes(connection, RATE_LIMIT_INDEX_SHAPES);
    expect(built).toEqual(declared);
    const unique = built.filter((i) => i.unique).map((i) => `${i.collection}.${i.name}`);
    expect(unique).toEqual(
      expect.arrayContaining([
        'users.email_1',
        'verification_codes.email_1_purpose_1',
        'staff_members.email_1',
        'staff_invitations.email_1',
      ]),
    );
  });
});
