/**
 * The tax invoice as a download: the shopper's own (GET /api/orders/:orderNumber/invoice) and
 * staff's (GET /api/admin/orders/:orderNumber/invoice). Never issues one: invoices are issued
 * when the order ships. Answers are not cached (personal data).
 */
import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ENDPOINTS, INVOICE_NOT_YET_MESSAGE, ORDER_NUMBER_PATTERN, orderNumberSchema } from '@rmj/contracts';
import { Endpoint, NoStore, parseWith } from '@rmj/nest-common';
import type { Response } from 'express';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { ORDER_NOT_FOUND } from '../orders/tracking.controller';
import { InvoicesService, type InvoicePdf } from './invoices.service';

@Controller()
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Endpoint(ENDPOINTS.myOrderInvoice)
  @NoStore()
  async mine(@Param('orderNumber') raw: string, @Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    send(res, await this.find(raw, req.user?.sub ?? ''));
  }

  @Endpoint(ENDPOINTS.adminOrderInvoice)
  @NoStore()
  async staff(@Param('orderNumber') raw: string, @Res() res: Response): Promise<void> {
    send(res, await this.find(raw));
  }

  private async find(raw: string, ownerId?: string): Promise<InvoicePdf> {
    const orderNumber = parseWith(orderNumberSchema, raw);
    const found = ORDER_NUMBER_PATTERN.test(orderNumber)
      ? await this.invoices.pdfForOrderNumber(orderNumber, ownerId)
      : 'no-order';
    if (found === 'no-order') throw new NotFoundException(ORDER_NOT_FOUND);
    if (found === 'not-yet') throw new NotFoundException(INVOICE_NOT_YET_MESSAGE);
    return found;
  }
}

function send(res: Response, { fileName, pdf }: InvoicePdf): void {
  res.setHeader('Content-Type', 'application/pdf');
  // The name is RMJ-25-26-000042.pdf: letters, digits and dashes only, so it needs no encoding.
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(pdf);
}
