import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { SettingsModule } from '../settings/settings.module';
import { InternalStockController } from './internal-stock.controller';
import { StockReportController } from './stock-report.controller';
import { StockReturnsService } from './stock-returns.service';
import { StockService } from './stock.service';

@Module({
  imports: [ProductsModule, SettingsModule],
  controllers: [InternalStockController, StockReportController],
  providers: [StockService, StockReturnsService],
})
export class StockModule {}
