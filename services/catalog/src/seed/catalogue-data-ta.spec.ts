import { hasTamil, letterCount, PEOPLE_CATEGORIES, PRODUCT_LIMITS } from '@rmj/contracts';
import { CLOSINGS, FINISHES, MOTIFS, OPENINGS, PIECES } from './catalogue-data';
import { CLOSINGS_TA, FINISHES_TA, joinTa, MOTIFS_TA, NOUNS_TA, OPENINGS_TA } from './catalogue-data-ta';
import { generateProducts } from './product-generator';

describe('the demo catalogue in Tamil', () => {
  it('has a Tamil word for every English word the catalogue is made of', () => {
    const nouns = PEOPLE_CATEGORIES.flatMap((people) => PIECES[people].map((piece) => piece.noun));
    expect(nouns.filter((noun) => !NOUNS_TA[noun])).toEqual([]);
    expect(PEOPLE_CATEGORIES.flatMap((people) => MOTIFS[people]).filter((motif) => !MOTIFS_TA[motif])).toEqual([]);
    expect(FINISHES.filter((finish) => !FINISHES_TA[finish])).toEqual([]);
    expect(OPENINGS.filter((opening) => !OPENINGS_TA[opening])).toEqual([]);
    expect(CLOSINGS.filter((closing) => !CLOSINGS_TA[closing])).toEqual([]);
  });

  it('doubles the hard consonant after the metal as written Tamil does', () => {
    expect(joinTa('தங்க', 'சங்கிலி')).toBe('தங்கச் சங்கிலி');
    expect(joinTa('வெள்ளி', 'கொலுசு')).toBe('வெள்ளிக் கொலுசு');
    expect(joinTa('தங்க', 'மோதிரம்')).toBe('தங்க மோதிரம்');
    expect(joinTa('வெள்ளி', 'ஸ்டட்')).toBe('வெள்ளி ஸ்டட்');
  });

  it('gives every seeded piece a Tamil name and description within the editor’s limits', () => {
    const products = generateProducts(1000);
    for (const p of products) {
      expect(hasTamil(p.nameTa)).toBe(true);
      // Only Tamil in the name (the English name carries the Latin words).
      expect(p.nameTa).not.toMatch(/[A-Za-z]/);
      expect(letterCount(p.nameTa)).toBeLessThanOrEqual(PRODUCT_LIMITS.nameMax);
      expect(p.descriptionTa).toContain(`எடை ${p.gram} கிராம்.`);
      expect(p.descriptionTa).not.toContain('undefined');
    }
    const ring = products.find((p) => p.name === 'Classic Kolam Silver Ring');
    expect(ring?.nameTa).toBe('கிளாசிக் கோலம் வெள்ளி மோதிரம்');
    // An 18K piece says so in both languages.
    const eighteen = products.find((p) => p.fineness === 750);
    expect(eighteen?.description).toContain('18K');
    expect(eighteen?.descriptionTa).toContain('18 காரட்');
  });
});
