/**
 * ES256 key material for access tokens. Only identity holds the private key; the gateway and
 * orders hold public keys. Keys are PEM (PKCS#8 private, SPKI public) so they fit a Secret or a
 * ConfigMap; several public keys may be concatenated to rotate without downtime.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** The one algorithm identity signs with and verifiers accept. */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/** A private key ready to sign, with the key id (`kid`) verifiers look it up by. */
export interface SigningKey {
  kid: string;
  key: KeyObject;
}

/** Public keys by key id. */
export type VerifyKeys = ReadonlyMap<string, KeyObject>;

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

function assertP256(key: KeyObject, what: string): void {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${what} must be an EC P-256 key (ES256)`);
  }
}

/** RFC 7638 JWK thumbprint of the public key, base64url: stable, and the same on every side. */
export function keyId(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' }) as { crv: string; kty: string; x: string; y: string };
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Reads a PEM private key (literal `\n` sequences allowed, as some secret stores flatten them). */
export function loadSigningKey(pem: string): SigningKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch {
    throw new Error('must be a PEM private key (-----BEGIN PRIVATE KEY-----)');
  }
  assertP256(key, 'the private key');
  return { kid: keyId(createPublicKey(key)), key };
}

/** Reads one or more concatenated PEM public keys. */
export function loadVerifyKeys(pem: string): VerifyKeys {
  const blocks = pem.replace(/\\n/g, '\n').match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new Error('must hold at least one PEM public key (-----BEGIN PUBLIC KEY-----)');
  const keys = new Map<string, KeyObject>();
  for (const block of blocks) {
    if (!block.startsWith('-----BEGIN PUBLIC KEY-----'))
      throw new Error('must hold public keys only (never the private key)');
    let key: KeyObject;
    try {
      key = createPublicKey(block);
    } catch {
      throw new Error('holds a PEM block that is not a valid public key');
    }
    assertP256(key, 'each public key');
    keys.set(keyId(key), key);
  }
  return keys;
}

/** A fresh P-256 key pair as PEM: for the development stack and tests, never committed. */
export function generateAccessTokenKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** The verify keys matching a signing key (identity checks its own tokens, e.g. on logout). */
export function verifyKeysOf(signer: SigningKey): VerifyKeys {
  return new Map([[signer.kid, createPublicKey(signer.key)]]);
}
