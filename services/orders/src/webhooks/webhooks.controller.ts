/** POST /api/payments/webhook: signed by the provider over the raw body; no login (the signature is the proof). */
import { BadRequestException, Body, Controller, Headers, Inject, Req } from '@nestjs/common';
import { ENDPOINTS, type PaymentWebhookResponse } from '@rmj/contracts';
import { Endpoint, SERVICE_CONFIG, type RawBodyRequest } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import { isGenuineWebhook } from '../payments/payment-provider';
import { WebhooksService, type WebhookBody } from './webhooks.service';

export const BAD_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

@Controller()
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  @Endpoint(ENDPOINTS.paymentWebhook)
  async receive(
    @Req() req: RawBodyRequest,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
    @Body() body: WebhookBody,
  ): Promise<PaymentWebhookResponse> {
    const raw = req.rawBody ?? Buffer.alloc(0);
    if (!isGenuineWebhook(raw, signature, this.config.RAZORPAY_WEBHOOK_SECRET))
      throw new BadRequestException(BAD_WEBHOOK_SIGNATURE);
    return { status: await this.webhooks.handle(eventId, raw, body) };
  }
}
