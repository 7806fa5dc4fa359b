import { indiaDateTime } from './india-time';

it('shows a time in India time, whatever the device', () => {
  expect(indiaDateTime('2026-11-26T09:35:00.000Z')).toBe('Thu, 26 Nov 2026, 3:05 pm');
  expect(indiaDateTime('2026-01-04T20:00:00.000Z')).toBe('Mon, 5 Jan 2026, 1:30 am');
});

it('shows an unreadable time as given', () => {
  expect(indiaDateTime('soon')).toBe('soon');
});
