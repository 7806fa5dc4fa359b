/** Boots the real identity app against a fresh FerretDB database and a real mail catcher for one test suite. */
import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { sessionStatusSchema, type SessionStatus } from '@rmj/contracts';
import { startMailCatcher, type CaughtMail, type RunningMailCatcher } from '@rmj/mail-catcher';
import {
  createServiceApp,
  generateAccessTokenKeyPair,
  internalServiceHeaders,
  loadConfig,
  runMigrations,
  verifyKeysOf,
  type VerifyKeys,
} from '@rmj/nest-common';
import { testDatabaseUri } from '@rmj/test-db';
import type { Model } from 'mongoose';
import request from 'supertest';
import { AppModule } from '../app.module';
import { VerificationCode } from '../codes/verification-code.schema';
import { identityConfigSchema, type IdentityConfig } from '../config/identity.config';
import { IDENTITY_MIGRATIONS } from '../migrations';
import { User } from '../users/user.schema';

export interface TestApp {
  app: INestApplication;
  config: IdentityConfig;
  mail: RunningMailCatcher;
  users: Model<User>;
  codes: Model<VerificationCode>;
  /** identity's public key, as the gateway and orders hold it. */
  keys: VerifyKeys;
  close(): Promise<void>;
}

/** One key pair per test process: replicas made with createTestApp share it, like pods sharing a Secret. */
export const testKeyPair = generateAccessTokenKeyPair();

/** Options of createTestApp. */
export interface TestAppOptions {
  /** The Nest module to boot (a test may wrap AppModule with probe routes). */
  makeModule?: (config: IdentityConfig) => unknown;
}

export async function createTestApp(
  suite: string,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { makeModule = (c: IdentityConfig) => AppModule.register(c) } = options;
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const uri = new URL(testDatabaseUri(suite));
  let app: Awaited<ReturnType<typeof createServiceApp>>;
  let config: IdentityConfig;
  try {
    config = loadConfig('identity', identityConfigSchema, {
      NODE_ENV: 'test',
      MONGODB_URI: `mongodb://${uri.host}`,
      MONGODB_DB: uri.pathname.slice(1),
      LOG_LEVEL: 'silent',
      JWT_PRIVATE_KEY: testKeyPair.privateKey,
      CODE_SECRET: 'test-code-secret-Jq8v2Lm0xR4tY7wZ1aB5cD9eF3gH6',
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      OWNER_EMAIL: 'owner@rmj.local',
      ...env,
    });
    // The fresh database migrated, as npm start and the Kubernetes Job do before the service starts.
    await runMigrations({
      uri: config.MONGODB_URI,
      dbName: config.MONGODB_DB,
      service: 'identity',
      migrations: IDENTITY_MIGRATIONS,
    });
    app = await createServiceApp(makeModule(config), config);
    await app.init();
  } catch (err) {
    // A refused configuration must not leave the catcher's ports open (Jest would not end).
    await mail.stop();
    throw err;
  }
  return {
    app,
    config,
    mail,
    users: app.get(getModelToken(User.name)),
    codes: app.get(getModelToken(VerificationCode.name)),
    keys: verifyKeysOf(config.JWT_PRIVATE_KEY),
    close: async () => {
      await app.close();
      await mail.stop();
    },
  };
}

/** Messages sent to `to`, newest first, read through the catcher's JSON API. */
export async function mailsTo(mail: RunningMailCatcher, to: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${mail.httpPort}/api/messages`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.includes(to));
}

/** The 6-digit code in the newest mail to `to`. */
export async function latestCode(mail: RunningMailCatcher, to: string): Promise<string> {
  const [latest] = await mailsTo(mail, to);
  const match = latest ? /\b(\d{6})\b/.exec(latest.text) : null;
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

let ipCounter = 0;
/** A fresh private client address, so each test has its own per-address budget (sent as x-forwarded-for). */
export function newClientIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const registration = (email: string) => ({
  firstName: 'Asha',
  lastName: 'Kumar',
  email,
  phoneNumber: '9876543210',
  password: 'Silver123',
});

/** Moves the last code mail to `email` a minute into the past, so the one-a-minute rule lets the next one through. */
export async function pretendMinutePassed(t: TestApp, email: string): Promise<void> {
  await t.codes.updateMany({ email }, { $set: { lastSentAt: new Date(Date.now() - 61_000) } });
  await t.codes.db
    .collection('rate_limit_tickets')
    .deleteMany({ k: { $in: [`code-issue|register|${email}`, `code-issue|reset|${email}`] } });
}

/** Moves every login attempt counted for `email` `ms` into the past (as if the caller had waited). */
export async function pretendLoginWait(t: TestApp, email: string, ms: number): Promise<void> {
  await t.codes.db
    .collection('rate_limit_tickets')
    .updateMany({ k: `login-email|${email}` }, { $set: { at: new Date(Date.now() - ms) } });
}

/** The internal session check orders makes, for the session inside `token`. */
export async function sessionOf(t: TestApp, token: string): Promise<SessionStatus> {
  const [, payload] = token.split('.');
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
  const res = await request(t.app.getHttpServer())
    .get(`/internal/sessions/${sid}`)
    .set(internalServiceHeaders(t.config))
    .expect(200);
  return sessionStatusSchema.parse(res.body);
}
