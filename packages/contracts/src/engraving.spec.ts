import { clampText, ENGRAVING_FONT_LABELS, ENGRAVING_FONTS, isEngravingFont, textLength } from './engraving';

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
