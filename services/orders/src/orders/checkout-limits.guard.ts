/**
 * Per-client limits of the checkout calls, counted in the database (nest-common's TicketLimiter),
 * so every replica draws from one budget: create-razorpay-order per account (each call makes a
 * provider order), quote per account when a token comes with it, else per address (a cart priced
 * over and over, or promo codes guessed). They run after the auth guard, which sets `req.user`.
 * Guards run before the validation pipe: a body the pipe will refuse makes nothing and is not
 * counted (so a refused request gets its own clear 400, and hostile input still meets the
 * validation it is meant to meet).
 */
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { checkoutServerMessages, createPaymentOrderRequestSchema, quoteRequestSchema } from '@rmj/contracts';
import { clientKey, SERVICE_CONFIG, TicketLimiter, tooManyRequests, type LimitRule } from '@rmj/nest-common';
import type { Response } from 'express';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import type { OrdersConfig } from '../config/orders.config';
import type { ZodType } from 'zod';

async function admit(
  limiter: TicketLimiter,
  context: ExecutionContext,
  rule: LimitRule,
  key: string,
  message: string,
  body: ZodType,
): Promise<boolean> {
  if (!body.safeParse(context.switchToHttp().getRequest<{ body?: unknown }>().body).success) return true;
  const result = await limiter.take(rule, key);
  if (result.allowed) return true;
  context
    .switchToHttp()
    .getResponse<Response>()
    .setHeader('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
  throw tooManyRequests(message, result.retryAfterMs);
}

/** POST /api/create-razorpay-order: CHECKOUT_CREATE_LIMIT per account per CHECKOUT_CREATE_WINDOW_MS. */
@Injectable()
export class CheckoutCreateLimitGuard implements CanActivate {
  private readonly rule: LimitRule;

  constructor(
    @Inject(TicketLimiter) private readonly limiter: TicketLimiter,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.rule = {
      name: 'checkout-create',
      max: config.CHECKOUT_CREATE_LIMIT,
      windowMs: config.CHECKOUT_CREATE_WINDOW_MS,
    };
  }

  canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    return admit(
      this.limiter,
      context,
      this.rule,
      `account:${user?.sub ?? 'none'}`,
      checkoutServerMessages.tooManyCheckouts,
      createPaymentOrderRequestSchema,
    );
  }
}

/** POST /api/orders/quote: QUOTE_LIMIT per account (or per address without a token) per QUOTE_WINDOW_MS. */
@Injectable()
export class QuoteLimitGuard implements CanActivate {
  private readonly rule: LimitRule;

  constructor(
    @Inject(TicketLimiter) private readonly limiter: TicketLimiter,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.rule = { name: 'quote', max: config.QUOTE_LIMIT, windowMs: config.QUOTE_WINDOW_MS };
  }

  canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest & { ip?: string }>();
    const key = req.user ? `account:${req.user.sub}` : `client:${clientKey(req.ip)}`;
    return admit(this.limiter, context, this.rule, key, checkoutServerMessages.tooManyQuotes, quoteRequestSchema);
  }
}
