// The owner's stock report (owner and support) and, service to service, the pieces low on stock
// (the orders service mails the owner once a day when any is). Both read the read model's snapshot and
// the owner's threshold from the settings.
import { Controller } from '@nestjs/common';
import { ENDPOINTS, LOW_STOCK_DEFAULT_THRESHOLD, type LowStockResponse, type StockReport } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductReadModel } from '../products/read-model/product-read-model';
import { ShopSettingsStore } from '../settings/shop-settings.store';
import { lowStockOf, stockReportOf } from './stock-report';

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

  @Endpoint(ENDPOINTS.internalLowStock)
  async lowStock(): Promise<LowStockResponse> {
    const [threshold] = await Promise.all([this.threshold(), this.readModel.refresh()]);
    return { lowStock: lowStockOf(this.readModel.current().all, threshold) };
  }
}
