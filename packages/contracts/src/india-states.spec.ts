import { GST_STATE_CODES, gstStateCodeOf, INDIA_STATE_NAMES, isSameState } from './india-states';

describe('states', () => {
  it('lists every state and union territory once, by name, for the checkout', () => {
    expect(INDIA_STATE_NAMES).toHaveLength(36);
    expect(new Set(INDIA_STATE_NAMES).size).toBe(36);
    expect(INDIA_STATE_NAMES[0]).toBe('Andaman and Nicobar Islands');
    expect(INDIA_STATE_NAMES).toEqual(expect.arrayContaining(['Tamil Nadu', 'Telangana', 'Ladakh', 'Puducherry']));
    // Every listed name reads back as its own GST code, so the invoice's place of supply follows the choice.
    for (const [code, name] of Object.entries(GST_STATE_CODES)) expect(gstStateCodeOf(name)).toBe(code);
  });

  it('reads states as shoppers write them', () => {
    expect(gstStateCodeOf('Tamil Nadu')).toBe('33');
    expect(gstStateCodeOf('  tamilnadu ')).toBe('33');
    expect(gstStateCodeOf('TN')).toBe('33');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('New Delhi')).toBe('07');
    expect(gstStateCodeOf('Narnia')).toBeUndefined();
  });

  it('compares states by code, else by normalised name', () => {
    expect(isSameState('Pondicherry', 'Puducherry')).toBe(true);
    expect(isSameState('Tamil Nadu', 'Kerala')).toBe(false);
    expect(isSameState('Gondor', 'gondor.')).toBe(true);
    expect(isSameState('', '')).toBe(false);
  });
});
