/**
 * Credit notes as downloads: the shopper's own (GET /api/orders/:orderNumber/credit-notes/:creditNote)
 * and staff's (GET /api/admin/orders/:orderNumber/credit-notes/:creditNote). Never issues one: they
 * are issued when a refund after the invoice is processed. Answers are not cached (personal data).
 */
import { BadRequestException, Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import {
  CREDIT_NOTE_NOT_FOUND_MESSAGE,
  CREDIT_NOTE_REF_PATTERN,
  ENDPOINTS,
  ORDER_NUMBER_PATTERN,
  orderNumberSchema,
} from '@rmj/contracts';
import { Endpoint, NoStore, parseWith } from '@rmj/nest-common';
import type { Response } from 'express';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { ORDER_NOT_FOUND } from '../orders/tracking.controller';
import { CreditNotesService, type CreditNotePdf } from './credit-notes.service';

/** 400 when the credit note is named neither by its number nor by its running number. */
export const CREDIT_NOTE_REF_MESSAGE = 'Name the credit note by its number (CN-25-26-000001) or its running number.';

@Controller()
export class CreditNotesController {
  constructor(private readonly creditNotes: CreditNotesService) {}

  @Endpoint(ENDPOINTS.myOrderCreditNote)
  @NoStore()
  async mine(
    @Param('orderNumber') raw: string,
    @Param('creditNote') ref: string,
    @Req() req: AuthedRequest,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.find(raw, ref, req.user?.sub ?? ''));
  }

  @Endpoint(ENDPOINTS.adminOrderCreditNote)
  @NoStore()
  async staff(
    @Param('orderNumber') raw: string,
    @Param('creditNote') ref: string,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.find(raw, ref));
  }

  private async find(raw: string, rawRef: string, ownerId?: string): Promise<CreditNotePdf> {
    const orderNumber = parseWith(orderNumberSchema, raw);
    const ref = rawRef.trim().toUpperCase();
    if (!CREDIT_NOTE_REF_PATTERN.test(ref)) throw new BadRequestException(CREDIT_NOTE_REF_MESSAGE);
    const found = ORDER_NUMBER_PATTERN.test(orderNumber)
      ? await this.creditNotes.pdfForOrderNumber(orderNumber, ref, ownerId)
      : 'no-order';
    if (found === 'no-order') throw new NotFoundException(ORDER_NOT_FOUND);
    if (found === 'no-note') throw new NotFoundException(CREDIT_NOTE_NOT_FOUND_MESSAGE);
    return found;
  }
}

function send(res: Response, { fileName, pdf }: CreditNotePdf): void {
  res.setHeader('Content-Type', 'application/pdf');
  // The name is CN-25-26-000001.pdf: letters, digits and dashes only, so it needs no encoding.
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(pdf);
}
