import {
  clampText,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_MESSAGES,
  engravingLimitFor,
  engravingPieceOf,
  engravingProblem,
  fontDrawsTamil,
  isEngravingFont,
  ENGRAVING_FONT_LABELS_TA,
  ENGRAVING_LIMITS,
  textLength,
} from './engraving';

describe('engraving rules', () => {
  it('counts and cuts by letter as a reader sees it, never splitting an emoji', () => {
    expect(textLength('A❤️B')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
    expect(clampText('😀😀😀', 2)).toBe('😀😀');
    expect(clampText('ANU', 8)).toBe('ANU');
  });

  it('counts Tamil letters, not code units, against the ring limit', () => {
    expect(textLength('கார்த்திக்')).toBe(5);
    expect(engravingProblem('கார்த்திக்', 'tamil-classic', ENGRAVING_LIMITS.ring)).toBeUndefined();
    // 9 letters: ஆ ன ந் த் ரா ம கி ரு ஷ்
    const nine = 'ஆனந்த்ராமகிருஷ்';
    expect(textLength(nine)).toBe(9);
    expect(engravingProblem(nine, 'tamil-modern', ENGRAVING_LIMITS.ring)).toBe(
      'Please keep the engraving to 8 characters or fewer.',
    );
    expect(clampText(nine, 8)).toBe('ஆனந்த்ராமகிரு');
    expect(clampText('கார்த்திக்', 2)).toBe('கார்');
  });

  it('labels every font and knows only those', () => {
    for (const font of ENGRAVING_FONTS) expect(ENGRAVING_FONT_LABELS[font]).toBeTruthy();
    expect(isEngravingFont('script')).toBe(true);
    expect(isEngravingFont('comic')).toBe(false);
    expect(isEngravingFont(undefined)).toBe(false);
    expect(isEngravingFont('tamil-classic')).toBe(true);
    for (const font of ENGRAVING_FONTS) expect(ENGRAVING_FONT_LABELS_TA[font]).toBeTruthy();
  });

  it('puts the Tamil faces after the spec four and knows which draw Tamil', () => {
    expect(ENGRAVING_FONTS.slice(0, 4)).toEqual(['script', 'serif', 'modern', 'handwritten']);
    expect(ENGRAVING_FONTS.filter(fontDrawsTamil)).toEqual(['tamil-classic', 'tamil-modern']);
    expect(fontDrawsTamil(undefined)).toBe(false);
  });
});

describe('engraving checks', () => {
  it('knows the piece from the product name', () => {
    expect(engravingPieceOf('Silver Promise Ring')).toBe('ring');
    expect(engravingPieceOf('Gold Heart Pendant')).toBe('pendant');
    expect(engravingPieceOf('Kids Kada')).toBe('bracelet');
    expect(engravingPieceOf('Pearl Earrings')).toBeUndefined();
    expect(engravingLimitFor('Silver Promise Ring')).toBe(8);
    expect(engravingLimitFor('Pearl Earrings')).toBe(20);
  });

  it('refuses empty, too long or unknown-font words', () => {
    expect(engravingProblem('  ', 'script', 8)).toBe(ENGRAVING_MESSAGES.empty);
    expect(engravingProblem('ABCDEFGHI', 'script', 8)).toBe('Please keep the engraving to 8 characters or fewer.');
    expect(engravingProblem('ANU', 'comic', 8)).toBe(ENGRAVING_MESSAGES.font);
    expect(engravingProblem('ANU', undefined, 8)).toBeUndefined();
    expect(engravingProblem('😀😀😀', 'serif', 3)).toBeUndefined();
  });
});
