import { formatDueDay, hasPassed } from './dates';

describe('the due date', () => {
  it('is the day in India, whatever the time zone of the browser', () => {
    // 20:00 UTC on Wednesday is already Thursday 01:30 in India.
    expect(formatDueDay('2026-12-02T20:00:00.000Z')).toBe('Thu 3 Dec 2026');
    expect(formatDueDay('2026-12-03T18:29:00.000Z')).toBe('Thu 3 Dec 2026');
    expect(formatDueDay(undefined)).toBe('—');
    expect(formatDueDay('soon')).toBe('—');
  });

  it('tells whether a time has passed', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(hasPassed('2026-11-26T09:59:00.000Z', now)).toBe(true);
    expect(hasPassed('2026-11-26T10:01:00.000Z', now)).toBe(false);
    expect(hasPassed(undefined, now)).toBe(false);
  });
});
