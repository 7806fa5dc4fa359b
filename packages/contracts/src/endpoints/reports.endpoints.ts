// The owner's reports (read only; owner and support): sales over a range of Indian days and the GST
// figures of a month, each as JSON for the screen and as CSV files for a spreadsheet.
import {
  GST_REPORT_TABLES,
  gstMonthReportSchema,
  gstReportQuerySchema,
  lowStockResponseSchema,
  salesReportQuerySchema,
  salesReportSchema,
  stockReportSchema,
} from '../reports';
import { STAFF_PERMISSIONS } from '../staff';
import { defineEndpoint } from './define';

const CSV = { description: 'CSV file (attachment; UTF-8 with a byte-order mark, CRLF)', contentType: 'text/csv' };

export const reportsEndpoints = {
  salesReport: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/admin/reports/sales',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary:
      'Sales by day, week or month over a range of Indian days: orders, pieces, money in by payment method, refunds, credit notes, best sellers, customers, orders waiting',
    query: salesReportQuerySchema,
    responses: { 200: salesReportSchema },
    errors: [400, 401, 403],
  }),
  salesReportCsv: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/admin/reports/sales/csv',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary:
      'One of the sales report’s tables (periods, best sellers, orders waiting) as a CSV download (rupees with two decimals)',
    query: salesReportQuerySchema,
    responses: { 200: CSV },
    errors: [400, 401, 403],
  }),
  gstReport: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/admin/reports/gst',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary:
      'A month’s GST figures: the register of tax invoices and credit notes, the B2C summary by place of supply and rate, the HSN summary',
    query: gstReportQuerySchema,
    responses: { 200: gstMonthReportSchema },
    errors: [400, 401, 403],
  }),
  gstReportCsv: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/admin/reports/gst/:table/csv',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary: 'One of the month’s GST tables ({table}) as a CSV download (rupees with two decimals)',
    params: { table: `The table: ${GST_REPORT_TABLES.join(', ')}` },
    query: gstReportQuerySchema,
    responses: { 200: CSV },
    errors: [400, 401, 403],
  }),
  stockReport: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/admin/catalogue/stock-report',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary: 'Pieces low on stock, and the value of the stock priced by weight at today’s rates',
    responses: { 200: stockReportSchema },
    errors: [401, 403],
  }),
  stockReportCsv: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/admin/catalogue/stock-report/csv',
    access: 'staff',
    roles: STAFF_PERMISSIONS.viewReports,
    tag: 'admin-reports',
    summary:
      'Every piece in the catalogue (archived left out) with its stock, whether it is low, and its value today, as a CSV download',
    responses: { 200: CSV },
    errors: [401, 403],
  }),
  internalLowStock: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/internal/stock/low',
    access: 'internal',
    summary: 'Pieces low on stock now (the orders service mails the owner once a day)',
    responses: { 200: lowStockResponseSchema },
    errors: [401],
  }),
};
