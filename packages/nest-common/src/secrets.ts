/**
 * Production refuses known and weak secrets: the old development JWT secret, every placeholder
 * of infra/k8s/secrets.example.yaml (a test keeps this list in step with that file), and values
 * with too little entropy. Checked once at start by loadConfig (see productionSecretProblems).
 */

/** The development JWT secret older builds used: known to everyone who read the code. */
export const DEV_JWT_SECRET = 'rmj-dev-only-insecure-jwt-secret-change-me';

/** The service credential of development and tests (`npm start`, the test apps): published, so production refuses it. */
export const DEV_INTERNAL_SERVICE_TOKEN = 'rmj-dev-only-internal-service-token-not-for-production';

/** Placeholders from secrets.example.yaml and docs, compared case-insensitively. */
export const KNOWN_WEAK_SECRETS: readonly string[] = [
  DEV_JWT_SECRET,
  DEV_INTERNAL_SERVICE_TOKEN,
  'change-me-to-at-least-32-random-characters',
  'change-me',
  'changeme',
  'secret',
  'password',
];

/** Any value containing one of these is an unfilled template. */
const PLACEHOLDER_MARKERS = ['change-me', 'changeme', 'replace-me', 'example-secret'];

/** Shortest secret accepted (bytes of text). */
export const MIN_SECRET_LENGTH = 32;
/** Least estimated entropy accepted, in bits (`openssl rand -base64 48` gives about 380). */
export const MIN_SECRET_BITS = 128;

/** Shannon entropy of the characters times the length: a cheap upper bound that catches repeats and short alphabets. */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...value].length;
  let perChar = 0;
  for (const c of counts.values()) perChar -= (c / n) * Math.log2(c / n);
  return perChar * n;
}

/** Why the value is a known placeholder or development value, or null. */
export function knownSecretProblem(value: string): string | null {
  const lower = value.trim().toLowerCase();
  if (KNOWN_WEAK_SECRETS.some((known) => lower === known.toLowerCase()))
    return 'is a published example or development value';
  if (PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker)))
    return 'is still a placeholder (contains "change-me")';
  return null;
}

/** Secrets this project generates itself (`openssl rand -base64 48`): held to the full bar. */
export const OWN_SECRETS: readonly string[] = ['CODE_SECRET', 'JWT_SECRET', 'INTERNAL_SERVICE_TOKEN'];
/** Least estimated entropy of a secret issued by someone else (a payment provider's key is 24 characters). */
export const MIN_THIRD_PARTY_SECRET_BITS = 64;

/**
 * Why a secret is unacceptable in production, or null. Our own random secrets need 32+ characters
 * and 128+ estimated bits; secrets issued by a third party, whose format we do not choose, need 64+.
 */
export function secretWeakness(value: string, { own = true } = {}): string | null {
  const known = knownSecretProblem(value);
  if (known) return known;
  if (own && value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (estimatedBits(value) < (own ? MIN_SECRET_BITS : MIN_THIRD_PARTY_SECRET_BITS))
    return 'has too little entropy: make one with `openssl rand -base64 48`';
  return null;
}

const SECRET_NAME = /(SECRET|PASSWORD|PRIVATE_KEY|TOKEN)$/;
const URL_NAME = /_(URI|URL)$/;

/**
 * Problems with the secrets in a production environment, as `NAME: reason` lines. Secrets (names
 * ending in SECRET, PASSWORD, PRIVATE_KEY or TOKEN) must be strong (OWN_SECRETS fully, others
 * issued by third parties at least not guessable); passwords inside
 * connection URLs (MONGODB_URI, SMTP_URL) must not be placeholders. PEM keys are judged by their
 * own parser (type and curve), so only placeholders are refused here.
 */
export function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name)) {
      const problem = value.includes('-----BEGIN')
        ? knownSecretProblem(value)
        : secretWeakness(value, { own: OWN_SECRETS.includes(name) });
      if (problem) problems.push(`${name}: ${problem}`);
    } else if (URL_NAME.test(name)) {
      let password = '';
      try {
        password = decodeURIComponent(new URL(value).password);
      } catch {
        continue; // not a URL: the service's own schema says so
      }
      const problem = password ? knownSecretProblem(password) : null;
      if (problem) problems.push(`${name}: its password ${problem}`);
    }
  }
  return problems;
}
