import type { StaffAuditEntry } from '@rmj/contracts';
import { mergeTrails } from './merge-trails';

const entry = (id: string, at: string, area: StaffAuditEntry['area'] = 'staff'): StaffAuditEntry => ({
  id,
  at: `2026-11-20T10:${at}:00.000Z`,
  area,
  action: 'x.y',
});

describe('mergeTrails', () => {
  it('puts the services’ entries in one list, newest first', () => {
    const merged = mergeTrails([
      { entries: [entry('s2', '40'), entry('s1', '10')] },
      { entries: [entry('c2', '30', 'catalogue'), entry('c1', '20', 'catalogue')] },
    ]);
    expect(merged.entries.map((e) => e.id)).toEqual(['s2', 'c2', 'c1', 's1']);
    expect(merged.nextBefore).toBeUndefined();
  });

  it('stops where a service with more entries stopped, and starts the next page there', () => {
    const merged = mergeTrails([
      { entries: [entry('s3', '50'), entry('s2', '40')], nextBefore: '2026-11-20T10:40:00.000Z' },
      { entries: [entry('c2', '45', 'catalogue'), entry('c1', '05', 'catalogue')] },
    ]);
    // c1 (10:05) waits for the next page: staff entries between 10:05 and 10:40 are not fetched yet.
    expect(merged.entries.map((e) => e.id)).toEqual(['s3', 'c2', 's2']);
    expect(merged.nextBefore).toBe('2026-11-20T10:40:00.000Z');
  });
});
