import { monthMoments, periodLabel, periodStart, periodsOf, rangeMoments } from './report-periods';

it('starts a week on Monday and a month on its first, whatever the day', () => {
  expect(periodStart('2026-10-04', 'week')).toBe('2026-09-28'); // a Sunday
  expect(periodStart('2026-10-05', 'week')).toBe('2026-10-05'); // a Monday
  expect(periodStart('2026-10-31', 'month')).toBe('2026-10-01');
  expect(periodStart('2026-10-31', 'day')).toBe('2026-10-31');
});

it('lists every period a range touches, named as the owner reads them', () => {
  expect(periodsOf('2026-12-30', '2027-01-02', 'day')).toEqual([
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
  ]);
  expect(periodsOf('2026-11-15', '2027-01-02', 'month').map((s) => periodLabel(s, 'month'))).toEqual([
    'Nov 2026',
    'Dec 2026',
    'Jan 2027',
  ]);
  expect(periodLabel('2026-10-05', 'week')).toBe('Week of 5 Oct 2026');
  expect(periodLabel('2026-10-05', 'day')).toBe('5 Oct 2026');
});

it('turns Indian days and months into moments (India is UTC+05:30)', () => {
  expect(rangeMoments('2026-10-01', '2026-10-31')).toEqual({
    start: new Date('2026-09-30T18:30:00Z'),
    end: new Date('2026-10-31T18:30:00Z'),
  });
  expect(monthMoments('2026-12')).toEqual({
    start: new Date('2026-11-30T18:30:00Z'),
    end: new Date('2026-12-31T18:30:00Z'),
  });
});
