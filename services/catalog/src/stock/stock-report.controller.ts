// The owner's stock report (owner and support) and, service to service, the pieces low on stock
// (the orders service mails the owner once a day when any is). Both read the read model's snapshot.
import { Controller } from '@nestjs/common';
import { ENDPOINTS, type LowStockResponse, type StockReport } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductReadModel } from '../products/read-model/product-read-model';
import { lowStockOf, stockReportOf } from './stock-report';

@Controller()
export class StockReportController {
  constructor(private readonly readModel: ProductReadModel) {}

  @Endpoint(ENDPOINTS.stockReport)
  async report(): Promise<StockReport> {
    await this.readModel.refresh();
    const snapshot = this.readModel.current();
    return stockReportOf(snapshot.all, snapshot.rates);
  }

  @Endpoint(ENDPOINTS.internalLowStock)
  async lowStock(): Promise<LowStockResponse> {
    await this.readModel.refresh();
    return { lowStock: lowStockOf(this.readModel.current().all) };
  }
}
