import { BadRequestException, Controller, Param, Query, Res } from '@nestjs/common';
import {
  ENDPOINTS,
  GST_REPORT_TABLES,
  REPORTS_MESSAGES,
  reportFileNames,
  type GstMonthReport,
  type GstReportQuery,
  type GstReportTable,
  type SalesReport,
  type SalesReportQuery,
} from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Response } from 'express';
import { GstReports } from './gst-report.service';
import { gstCsv, salesCsv } from './report-csv';
import { SalesReports } from './sales-report.service';

/** A CSV download, as the catalogue export sends one (the names are ASCII: dates and words). */
function sendCsv(res: Response, fileName: string, body: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.send(body);
}

/** The owner's reports (read only: owner and support). */
@Controller()
export class ReportsController {
  constructor(
    private readonly sales: SalesReports,
    private readonly gst: GstReports,
  ) {}

  @Endpoint(ENDPOINTS.salesReport)
  salesReport(@Query() query: SalesReportQuery): Promise<SalesReport> {
    return this.sales.report(query);
  }

  @Endpoint(ENDPOINTS.salesReportCsv)
  async salesReportCsv(@Query() query: SalesReportQuery, @Res() res: Response): Promise<void> {
    const report = await this.sales.report(query);
    const table = query.table ?? 'periods';
    sendCsv(res, reportFileNames.sales(query.from, query.to, table), salesCsv(report, table));
  }

  @Endpoint(ENDPOINTS.gstReport)
  gstReport(@Query() query: GstReportQuery): Promise<GstMonthReport> {
    return this.gst.month(query.month);
  }

  @Endpoint(ENDPOINTS.gstReportCsv)
  async gstReportCsv(
    @Param('table') table: string,
    @Query() query: GstReportQuery,
    @Res() res: Response,
  ): Promise<void> {
    if (!(GST_REPORT_TABLES as readonly string[]).includes(table))
      throw new BadRequestException(REPORTS_MESSAGES.badTable);
    const report = await this.gst.month(query.month);
    sendCsv(res, reportFileNames.gst(table as GstReportTable, query.month), gstCsv(report, table as GstReportTable));
  }
}
