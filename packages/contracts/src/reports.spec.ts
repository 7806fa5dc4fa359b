import { REPORTS_MESSAGES, reportRangeProblems, rupeesCell, salesReportQuerySchema } from './reports';

it('checks a range of days field by field, as the screen shows it', () => {
  expect(reportRangeProblems({ from: '2026-10-01', to: '2026-10-31' })).toEqual({});
  expect(reportRangeProblems({})).toEqual({ from: REPORTS_MESSAGES.fromMissing, to: REPORTS_MESSAGES.toMissing });
  expect(reportRangeProblems({ from: '2026-02-29', to: '2026-03-01' })).toEqual({ from: REPORTS_MESSAGES.badDate });
  expect(reportRangeProblems({ from: '2026-10-02', to: '2026-10-01' })).toEqual({ to: REPORTS_MESSAGES.toBeforeFrom });
  // 366 days is the most: a leap year's range passes, one day more does not.
  expect(reportRangeProblems({ from: '2027-03-01', to: '2028-02-29' })).toEqual({});
  expect(reportRangeProblems({ from: '2027-03-01', to: '2028-03-01' })).toEqual({ to: REPORTS_MESSAGES.tooLong });
});

it('refuses unknown query fields and groups', () => {
  expect(salesReportQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-02', group: 'week' }).success).toBe(true);
  expect(salesReportQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-02', group: 'year' }).success).toBe(false);
  expect(salesReportQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-02', $where: '1' }).success).toBe(false);
});

it('writes paise as rupees with two decimals, negatives too', () => {
  expect([rupeesCell(0), rupeesCell(5), rupeesCell(123_456), rupeesCell(-1)]).toEqual([
    '0.00',
    '0.05',
    '1234.56',
    '-0.01',
  ]);
});
