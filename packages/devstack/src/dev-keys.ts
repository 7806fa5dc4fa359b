// Development key material, made once per data directory and kept in dev-secrets.json (mode 0600,
// under .data/, never committed): an ES256 key pair for access tokens and the code-HMAC secret.
// Variables set in the environment win. Only identity receives the private key and CODE_SECRET; the
// gateway, orders and the catalog receive the public key (orders and the catalog also identity's
// address, for the session check: the catalog binds uploads to a logged-in shopper). Every process
// receives the same INTERNAL_SERVICE_TOKEN, the credential of calls between services.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface SavedSecrets {
  JWT_PRIVATE_KEY?: string;
  JWT_PUBLIC_KEY?: string;
  CODE_SECRET?: string;
  INTERNAL_SERVICE_TOKEN?: string;
  /** Before ES256: dropped when the file is upgraded. */
  JWT_SECRET?: string;
}

export type ServiceName = 'catalog' | 'orders' | 'identity';

/** The key environment of each process of the stack. */
export function devKeyEnv(
  dataDir: string,
  identityPort: number,
): Record<ServiceName | 'gateway', Record<string, string>> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const saved: SavedSecrets = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SavedSecrets) : {};
  if (!saved.JWT_PRIVATE_KEY || !saved.JWT_PUBLIC_KEY || !saved.CODE_SECRET) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    saved.JWT_PRIVATE_KEY = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    saved.JWT_PUBLIC_KEY = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    saved.CODE_SECRET ??= randomBytes(32).toString('base64');
    delete saved.JWT_SECRET;
    fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  if (!saved.INTERNAL_SERVICE_TOKEN) {
    saved.INTERNAL_SERVICE_TOKEN = randomBytes(36).toString('base64');
    fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  const pick = (name: keyof SavedSecrets) => process.env[name] ?? saved[name] ?? '';
  const service = { INTERNAL_SERVICE_TOKEN: pick('INTERNAL_SERVICE_TOKEN') };
  const publicKey = { ...service, JWT_PUBLIC_KEY: pick('JWT_PUBLIC_KEY') };
  return {
    identity: { ...service, JWT_PRIVATE_KEY: pick('JWT_PRIVATE_KEY'), CODE_SECRET: pick('CODE_SECRET') },
    orders: { ...publicKey, IDENTITY_URL: `http://127.0.0.1:${identityPort}` },
    gateway: publicKey,
    catalog: { ...publicKey, IDENTITY_URL: `http://127.0.0.1:${identityPort}` },
  };
}
