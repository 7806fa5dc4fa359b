import {
  clampText,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_MESSAGES,
  engravingLimitFor,
  engravingPieceOf,
  engravingProblem,
  isEngravingFont,
  textLength,
} from './engraving';

describe('engraving rules', () => {
  it('counts and cuts by character, never splitting an emoji', () => {
    expect(textLength('A❤️B')).toBe(4);
    expect(textLength('😀😀')).toBe(2);
    expect(clampText('😀😀😀', 2)).toBe('😀😀');
    expect(clampText('ANU', 8)).toBe('ANU');
  });

  it('labels every font and knows only those', () => {
    for (const font of ENGRAVING_FONTS) expect(ENGRAVING_FONT_LABELS[font]).toBeTruthy();
    expect(isEngravingFont('script')).toBe(true);
    expect(isEngravingFont('comic')).toBe(false);
    expect(isEngravingFont(undefined)).toBe(false);
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
