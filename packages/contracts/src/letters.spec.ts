import { firstLetters, hasTamil, letterCount } from './letters';

describe('letters as a reader counts them', () => {
  it('counts a Tamil letter with its vowel sign or pulli as one', () => {
    expect('கார்த்திக்'.length).toBe(10);
    expect(letterCount('கார்த்திக்')).toBe(5);
    expect(letterCount('Karthik')).toBe(7);
    expect(letterCount('அம்மா ♥')).toBe(5);
  });

  it('never cuts a letter in half', () => {
    expect(firstLetters('கார்த்திக்', 2)).toBe('கார்');
  });

  it('finds Tamil script', () => {
    expect(hasTamil('Love அம்மா')).toBe(true);
    expect(hasTamil('Love')).toBe(false);
  });
});
