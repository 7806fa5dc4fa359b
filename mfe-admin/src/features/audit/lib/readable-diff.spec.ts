import { actionLabel, diffRows } from './readable-diff';

describe('readable before/after', () => {
  it('names each changed field in words and writes its values plainly', () => {
    expect(
      diffRows(
        { price: 125000, published: false, materials: ['silver'], role: 'staff', note: null },
        { price: 99000, published: true, materials: ['silver', 'gold'], role: 'support' },
      ),
    ).toEqual([
      { field: 'price', label: 'Price', before: '1,25,000', after: '99,000' },
      { field: 'published', label: 'Published', before: 'No', after: 'Yes' },
      { field: 'materials', label: 'Materials', before: 'silver', after: 'silver, gold' },
      { field: 'role', label: 'Role', before: 'staff', after: 'support' },
      { field: 'note', label: 'Note', before: '—', after: '—' },
    ]);
    expect(diffRows(undefined, { oldPrice: 5 })).toEqual([
      { field: 'oldPrice', label: 'Old price', before: '—', after: '5' },
    ]);
    expect(actionLabel('staff.role_changed')).toBe('Staff role changed');
  });
});
