// The owner's stock report (owner and support) and, service to service, the pieces low on stock
// (the orders service mails the owner once a day when any is). Both read the read model's snapshot and
// the owner's threshold from the settings.
import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  DELIVERY_TIME_ZONE,
  ENDPOINTS,
  LOW_STOCK_DEFAULT_THRESHOLD,
  reportFileNames,
  type LowStockResponse,
  type StockReport,
} from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductReadModel } from '../products/read-model/product-read-model';
import { ShopSettingsStore } from '../settings/shop-settings.store';
import { lowStockOf, stockReportOf, stockRowsOf } from './stock-report';
import { stockCsv } from './stock-report-csv';

@Controller()
export class StockReportController {
  constructor(
    private readonly readModel: ProductReadModel,
    private readonly settings: ShopSettingsStore,
  ) {}

  /** The owner's threshold (settings), or the default. */
  private async threshold(): Promise<number> {
    return (await this.settings.current()).settings.lowStockThreshold ?? LOW_STOCK_DEFAULT_THRESHOLD;
  }

  @Endpoint(ENDPOINTS.stockReport)
  async report(): Promise<StockReport> {
    const [threshold] = await Promise.all([this.threshold(), this.readModel.refresh()]);
    const snapshot = this.readModel.current();
    return stockReportOf(snapshot.all, snapshot.rates, threshold);
  }

  /** Every piece with its stock and value today, as `rmj-stock-<Indian date>.csv`. */
  @Endpoint(ENDPOINTS.stockReportCsv)
  async reportCsv(@Res() res: Response): Promise<void> {
    const [threshold] = await Promise.all([this.threshold(), this.readModel.refresh()]);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: DELIVERY_TIME_ZONE }).format(new Date());
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${reportFileNames.stock(day)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(stockCsv(stockRowsOf(this.readModel.current().all, threshold)));
  }

  @Endpoint(ENDPOINTS.internalLowStock)
  async lowStock(): Promise<LowStockResponse> {
    const [threshold] = await Promise.all([this.threshold(), this.readModel.refresh()]);
    return { lowStock: lowStockOf(this.readModel.current().all, threshold) };
  }
}
