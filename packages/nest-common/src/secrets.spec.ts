import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@rmj/test-db';
import { DEV_JWT_SECRET, estimatedBits, productionSecretProblems, secretWeakness } from './secrets';

/** `NAME: value` pairs under stringData in secrets.example.yaml (block scalars joined with newlines). */
function exampleSecrets(): Array<[string, string]> {
  const text = readFileSync(join(repoRoot(), 'infra/k8s/secrets.example.yaml'), 'utf8');
  const pairs: Array<[string, string]> = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^ {2}([A-Z][A-Z0-9_]*):(.*)$/.exec(lines[i]);
    if (!match) continue;
    let value = match[2].trim();
    if (value === '|') {
      const block: string[] = [];
      while (i + 1 < lines.length && /^ {4}/.test(lines[i + 1])) block.push(lines[++i].slice(4));
      value = block.join('\n');
    }
    pairs.push([match[1], value.replace(/^['"]|['"]$/g, '')]);
  }
  return pairs;
}

describe('known and weak secrets', () => {
  it('refuses the development secret, short secrets and low-entropy ones', () => {
    expect(secretWeakness(DEV_JWT_SECRET)).toMatch(/development value/);
    expect(secretWeakness('Short1')).toMatch(/at least 32/);
    expect(secretWeakness('x'.repeat(64))).toMatch(/entropy/);
    expect(secretWeakness('abababababababababababababababababab')).toMatch(/entropy/);
    expect(secretWeakness('my-CHANGE-ME-secret-with-lots-of-letters-1234')).toMatch(/placeholder/);
  });

  it('accepts a secret made with openssl rand', () => {
    const strong = 'q3Vn9+fK0bX2LrT7mYw1sE4hJ8uZcA6dP5gNoQiR/tWvBxMkHjL0yS2eF7aC9pDz';
    expect(estimatedBits(strong)).toBeGreaterThan(300);
    expect(secretWeakness(strong)).toBeNull();
  });

  it('refuses every secret value of infra/k8s/secrets.example.yaml in production', () => {
    const pairs = exampleSecrets();
    const names = pairs.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'JWT_PRIVATE_KEY',
        'CODE_SECRET',
        'MONGODB_URI',
        'SMTP_URL',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ]),
    );
    const secretLike = pairs.filter(([name]) => /(SECRET|PASSWORD|PRIVATE_KEY|TOKEN)$|_(URI|URL)$/.test(name));
    expect(secretLike.length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of secretLike) {
      expect(productionSecretProblems({ [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
  });

  it('holds third-party secrets (a 24-character payment key secret) to a lower bar than our own', () => {
    const providerSecret = 'Kq3ZtN8vR1xLp0WmY7cHs2Dj';
    expect(productionSecretProblems({ RAZORPAY_KEY_SECRET: providerSecret })).toEqual([]);
    expect(productionSecretProblems({ CODE_SECRET: providerSecret })).toEqual([
      'CODE_SECRET: must be at least 32 characters',
    ]);
    expect(productionSecretProblems({ RAZORPAY_WEBHOOK_SECRET: 'password123' })).toHaveLength(1);
    expect(productionSecretProblems({ RAZORPAY_WEBHOOK_SECRET: 'x'.repeat(40) })).toHaveLength(1);
  });

  it('checks only the password of a connection URL, and leaves other variables alone', () => {
    expect(productionSecretProblems({ MONGODB_URI: 'mongodb://app:change-me@db:27017' })).toHaveLength(1);
    expect(
      productionSecretProblems({
        MONGODB_URI: 'mongodb://app:Xk29dLq0v@db:27017',
        SMTP_URL: 'smtp://mail:25',
        LOG_LEVEL: 'info',
      }),
    ).toEqual([]);
  });
});
