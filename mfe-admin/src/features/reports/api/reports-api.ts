// The owner's reports: the sales report, a month's GST figures and the stock report (cached per range, asked for
// again on each visit), and their CSV files, fetched with the staff token and saved on each click.
import { contractDownload, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

export const reportsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    salesReport: contractQuery(build, ENDPOINT_ROUTES.salesReport, { keepUnusedDataFor: 0 }),
    gstReport: contractQuery(build, ENDPOINT_ROUTES.gstReport, { keepUnusedDataFor: 0 }),
    stockReport: contractQuery(build, ENDPOINT_ROUTES.stockReport, { keepUnusedDataFor: 0 }),
    salesReportCsv: contractDownload(build, ENDPOINT_ROUTES.salesReportCsv),
    gstReportCsv: contractDownload(build, ENDPOINT_ROUTES.gstReportCsv),
    stockReportCsv: contractDownload(build, ENDPOINT_ROUTES.stockReportCsv),
  }),
});

export const {
  useSalesReportQuery,
  useGstReportQuery,
  useStockReportQuery,
  useSalesReportCsvMutation,
  useGstReportCsvMutation,
  useStockReportCsvMutation,
} = reportsApi;
