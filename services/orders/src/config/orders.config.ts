import { httpBaseUrlSchema, mailConfigShape, serviceConfigSchema, withAccessTokenVerification } from '@rmj/nest-common';
import {
  emailSchema,
  ENDPOINTS,
  gstStateCodeOf,
  PRICE_HOLD_MINUTES_DEFAULT,
  PROOF_OVERRIDE_HOURS_DEFAULT,
} from '@rmj/contracts';
import { z } from 'zod';
import { gstinProblem } from './gstin';

/**
 * The seller on GST tax invoices, for development and tests: the contact page's store in Palani,
 * Tamil Nadu, with a made-up GSTIN that passes the check (state 33, the sample PAN ABCDE1234F).
 */
export const SHOP_DEV_SELLER = {
  SHOP_LEGAL_NAME: 'RMJ Jewellers',
  SHOP_ADDRESS: '14 Big Bazaar Street, Palani, Tamil Nadu 624601',
  SHOP_GSTIN: '33ABCDE1234F1Z7',
  SHOP_STATE: 'Tamil Nadu',
} as const;

/** Development credentials of the local payment sandbox (the same defaults as @rmj/payment-sandbox). */
export const SANDBOX_DEV_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_RMJSandbox0001',
  RAZORPAY_KEY_SECRET: 'sandbox-key-secret-not-for-production',
  RAZORPAY_WEBHOOK_SECRET: 'sandbox-webhook-secret-not-for-production',
} as const;

const baseUrl = () => httpBaseUrlSchema();

const ms = (fallback: number, min: number) => z.coerce.number().int().min(min).max(86_400_000).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

/** The owner's address where nothing else is set (identity's development OWNER_EMAIL). */
export const DEV_OWNER_EMAIL = 'owner@rmj.local';

/** A comma-separated list of e-mail addresses (blank: none), each checked, lower-cased, without repeats. */
const emailList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const parts = (raw ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const emails: string[] = [];
    for (const part of parts) {
      const parsed = emailSchema.safeParse(part);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: `"${part}" is not an e-mail address` });
      else if (!emails.includes(parsed.data)) emails.push(parsed.data);
    }
    return emails;
  });

/** A time of day, 24-hour HH:MM. */
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (24-hour), such as 09:00');

/** An IANA time zone the runtime knows, such as Asia/Kolkata. */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be a time zone such as Asia/Kolkata');

/** nest-common's SessionCheck: identity's answer about the session, asked before a login call's handler runs. */
export const SESSION_CHECK_TIMEOUT_MS = 3_000;

/**
 * The checkout's chain of time-outs as far as this service knows it, inner before outer: each one
 * must give up before the one that waits for it, so the shopper's browser gets an answer it can act
 * on (a refusal, or "still confirming, ask again") instead of the gateway's 504.
 */
export function timeoutOrderProblems(env: { PAYMENT_TIMEOUT_MS: number; VERIFY_DEADLINE_MS: number }) {
  const problems: Array<{ path: string[]; message: string }> = [];
  const shorter = (path: string, inner: number, outer: number, what: string) => {
    if (inner >= outer) problems.push({ path: [path], message: `is ${inner} ms: it must be shorter than ${what}` });
  };
  const verifyWait = ENDPOINTS.verifyPayment.timeoutMs - SESSION_CHECK_TIMEOUT_MS;
  shorter(
    'VERIFY_DEADLINE_MS',
    env.VERIFY_DEADLINE_MS,
    verifyWait,
    `the gateway's wait for verify less the session check (${ENDPOINTS.verifyPayment.timeoutMs} - ${SESSION_CHECK_TIMEOUT_MS} ms)`,
  );
  shorter(
    'PAYMENT_TIMEOUT_MS',
    env.PAYMENT_TIMEOUT_MS,
    env.VERIFY_DEADLINE_MS,
    `VERIFY_DEADLINE_MS (${env.VERIFY_DEADLINE_MS} ms), so a provider that does not answer gets its own 503`,
  );
  shorter(
    'PAYMENT_TIMEOUT_MS',
    env.PAYMENT_TIMEOUT_MS,
    ENDPOINTS.createPaymentOrder.timeoutMs - SESSION_CHECK_TIMEOUT_MS,
    `the gateway's wait for create-razorpay-order less the session check (${ENDPOINTS.createPaymentOrder.timeoutMs} - ${SESSION_CHECK_TIMEOUT_MS} ms)`,
  );
  return problems;
}

/**
 * Environment of the orders service (the only place that reads it).
 * JWT_PUBLIC_KEY verifies identity's access tokens (orders holds no signing key); IDENTITY_URL is
 * where it asks whether a token's session is still active. The payment provider is Razorpay (official SDK)
 * or, outside production, the local sandbox; production refuses the sandbox and any missing or
 * development key, so it can never charge through a stand-in.
 */
export const ordersConfigSchema = withAccessTokenVerification(
  serviceConfigSchema({ service: 'orders', port: 3002, metricsPort: 9102 }).extend({
    /** identity's base URL (internal session check). */
    IDENTITY_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an http(s) base URL such as http://127.0.0.1:3003')
      .default('http://127.0.0.1:3003'),
    /** razorpay (production) or sandbox (development, CI: the local stand-in at PAYMENT_SANDBOX_URL). */
    PAYMENT_PROVIDER: z.enum(['razorpay', 'sandbox']).optional(),
    /** Base URL of the payment sandbox's server API (sandbox only). */
    PAYMENT_SANDBOX_URL: baseUrl().optional(),
    /** Public key id (rzp_live_... or rzp_test_...). */
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(live|test)_\w{6,}$/, 'must look like rzp_live_... or rzp_test_...')
      .optional(),
    /** Key secret: signs payment signatures and authenticates API calls. */
    RAZORPAY_KEY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Webhook secret: signs X-Razorpay-Signature. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Browser checkout script in production. */
    RAZORPAY_CHECKOUT_SCRIPT: z
      .string()
      .regex(/^https:\/\/\S+$/)
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    /** Time-out of one call to the provider (shorter than VERIFY_DEADLINE_MS: checked at start). */
    PAYMENT_TIMEOUT_MS: ms(6_000, 100),
    /**
     * POST /api/verify-payment answers by then: the order, a refusal, or a 503 PAYMENT_CONFIRMING
     * (Retry-After) while the work goes on; asked again, the same payment gets its recorded order.
     * Shorter than the gateway's wait for verify (its contract's timeoutMs) less the session check.
     */
    VERIFY_DEADLINE_MS: ms(9_000, 100),
    /** The catalog service, read over its API for prices and stock. */
    CATALOG_URL: baseUrl().default('http://127.0.0.1:3001'),
    /** The shop's public address, for links in e-mails. */
    SHOP_URL: baseUrl().default('http://localhost:8080'),
    /** How often each replica runs reconciliation (0 = never). */
    RECONCILE_INTERVAL_MS: ms(60_000, 0),
    /** A pending order is asked about once it is this old. */
    RECONCILE_AFTER_MS: ms(120_000, 0),
    /** Pending orders older than this are no longer asked about. */
    RECONCILE_GIVE_UP_MS: ms(3 * 86_400_000, 60_000),
    /** create-razorpay-order calls one account may make per window (counted in the database). */
    CHECKOUT_CREATE_LIMIT: count(10),
    CHECKOUT_CREATE_WINDOW_MS: ms(600_000, 1000),
    /** Unpaid checkouts one account may have open at once (an identical cart reuses its open one). */
    CHECKOUT_OPEN_MAX: count(5),
    /** How long after its creation an unpaid checkout counts as open. */
    CHECKOUT_OPEN_WINDOW_MS: ms(6 * 3_600_000, 60_000),
    /** POST /api/orders/quote calls one client (its account, else its address) may make per window. */
    QUOTE_LIMIT: count(30),
    QUOTE_WINDOW_MS: ms(60_000, 1000),
    /** Minutes a quote holds its prices and rates: checkout within them charges what the quote showed. */
    PRICE_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(PRICE_HOLD_MINUTES_DEFAULT),
    /** Hours staff wait for the shopper's answer to an engraving proof before they may go ahead without it. */
    PROOF_OVERRIDE_HOURS: z.coerce.number().min(0).max(720).default(PROOF_OVERRIDE_HOURS_DEFAULT),
    /** Seller's legal name on tax invoices. */
    SHOP_LEGAL_NAME: z.string().trim().min(1).max(100).default(SHOP_DEV_SELLER.SHOP_LEGAL_NAME),
    /** Seller's address on tax invoices (one line; the PDF wraps it). */
    SHOP_ADDRESS: z.string().trim().min(1).max(300).default(SHOP_DEV_SELLER.SHOP_ADDRESS),
    /** Seller's GSTIN (15 characters, check character verified; its first two digits are SHOP_STATE's code). */
    SHOP_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((gstin, ctx) => {
        const problem = gstinProblem(gstin);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default(SHOP_DEV_SELLER.SHOP_GSTIN),
    /** The state of the GSTIN (e.g. Tamil Nadu): same-state deliveries pay CGST + SGST, others IGST. */
    SHOP_STATE: z
      .string()
      .trim()
      .refine((state) => gstStateCodeOf(state) !== undefined, 'must be an Indian state or union territory')
      .default(SHOP_DEV_SELLER.SHOP_STATE),
    /** The owner's address (the same value identity has): notices go there when SHOP_NOTICE_EMAILS is empty. */
    OWNER_EMAIL: emailSchema.default(DEV_OWNER_EMAIL),
    /** Who gets the shop's notices (new orders, cancellations, proof answers, failed refunds, the daily summary). */
    SHOP_NOTICE_EMAILS: emailList,
    /** Local time of the daily summary, in NOTICE_TIME_ZONE. */
    NOTICE_SUMMARY_TIME: timeOfDay.default('09:00'),
    /** The shop's time zone: when the summary goes and which day it is about. */
    NOTICE_TIME_ZONE: timeZone.default('Asia/Kolkata'),
    ...mailConfigShape,
  }),
)
  .superRefine((env, ctx) => {
    for (const problem of timeoutOrderProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    const stateCode = gstStateCodeOf(env.SHOP_STATE);
    if (stateCode && !gstinProblem(env.SHOP_GSTIN) && env.SHOP_GSTIN.slice(0, 2) !== stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_STATE'],
        message: `has GST state code ${stateCode}, but SHOP_GSTIN starts with ${env.SHOP_GSTIN.slice(0, 2)}`,
      });
    }
    const production = env.NODE_ENV === 'production';
    if (production) {
      // Tax invoices are legal documents: production never issues them under the development seller.
      for (const key of ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_GSTIN'] as const) {
        if (env[key] === SHOP_DEV_SELLER[key])
          ctx.addIssue({ code: 'custom', path: [key], message: "is the development value: set the shop's own" });
      }
      // The shop's notices would go to an inbox nobody reads.
      if (env.SHOP_NOTICE_EMAILS.length === 0 && env.OWNER_EMAIL === DEV_OWNER_EMAIL)
        ctx.addIssue({
          code: 'custom',
          path: ['OWNER_EMAIL'],
          message: "is the development address: set the owner's (the shop's notices go there) or SHOP_NOTICE_EMAILS",
        });
    }
    const provider = env.PAYMENT_PROVIDER ?? (production ? 'razorpay' : 'sandbox');
    if (production && provider === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'sandbox is for development only: production takes Razorpay',
      });
    }
    if (provider === 'sandbox' && !env.PAYMENT_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX_URL'],
        message: 'is required with PAYMENT_PROVIDER=sandbox',
      });
    }
    if (provider === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required for Razorpay' });
        else if (env[key] === SANDBOX_DEV_KEYS[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is the sandbox development value: set the real one' });
      }
      // Test-mode keys take no real money: a shop in production on them would ship orders nobody paid for.
      if (production && env.RAZORPAY_KEY_ID?.startsWith('rzp_test_')) {
        ctx.addIssue({
          code: 'custom',
          path: ['RAZORPAY_KEY_ID'],
          message: 'is a Razorpay test key (rzp_test_...): production takes the live key (rzp_live_...)',
        });
      }
    }
  })
  .transform((env) => {
    const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'razorpay' : 'sandbox');
    const dev = provider === 'sandbox' ? SANDBOX_DEV_KEYS : undefined;
    return {
      ...env,
      PAYMENT_PROVIDER: provider,
      RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID ?? dev?.RAZORPAY_KEY_ID ?? '',
      RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET ?? dev?.RAZORPAY_KEY_SECRET ?? '',
      RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET ?? dev?.RAZORPAY_WEBHOOK_SECRET ?? '',
    };
  });

export type OrdersConfig = z.output<typeof ordersConfigSchema>;
