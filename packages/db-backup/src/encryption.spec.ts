import { randomBytes } from 'node:crypto';
import { DEV_BACKUP_KEY, backupKey } from './encryption';

describe('the backup key from BACKUP_ENCRYPTION_KEY', () => {
  it('is required in production, with a message that says how to make one', () => {
    expect(() => backupKey({ NODE_ENV: 'production' })).toThrow(
      /BACKUP_ENCRYPTION_KEY is not set: production backups are encrypted.*openssl rand -base64 32/,
    );
  });

  it('must be 32 bytes in base64', () => {
    for (const value of [
      randomBytes(16).toString('base64'),
      randomBytes(48).toString('base64'),
      'not base64 at all!',
    ]) {
      expect(() => backupKey({ NODE_ENV: 'production', BACKUP_ENCRYPTION_KEY: value })).toThrow(
        /must be 32 bytes in base64/,
      );
    }
    const key = randomBytes(32);
    expect(backupKey({ NODE_ENV: 'production', BACKUP_ENCRYPTION_KEY: key.toString('base64') }).equals(key)).toBe(true);
  });

  it('falls back to the development key outside production only', () => {
    expect(backupKey({ NODE_ENV: 'development' }).equals(DEV_BACKUP_KEY)).toBe(true);
    expect(backupKey({}).equals(DEV_BACKUP_KEY)).toBe(true);
    expect(() =>
      backupKey({ NODE_ENV: 'production', BACKUP_ENCRYPTION_KEY: DEV_BACKUP_KEY.toString('base64') }),
    ).toThrow(/published development key/);
  });
});
