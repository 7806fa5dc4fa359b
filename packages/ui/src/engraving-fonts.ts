// Engraving fonts, shared by the product page, the shopper's proof page and the workshop's job card, so the
// words are drawn the same everywhere. Import from `@rmj/ui/engraving-fonts` (not the package root):
// that entry has an ES module build, so each font's CSS stays its own chunk.
// Web fonts shipped with the build (@fontsource: woff2 files emitted by webpack, never fetched from
// elsewhere). Each font's CSS is its own chunk, loaded the first time a shopper picks that font.
// Tamil faces: the Tamil subset only (the face's CSS names just that file), so a Tamil engraving fetches
// one small woff2; Latin letters mixed in fall back to the family's next font (the browser falls back
// per letter on the glyphs a file lacks).
import { hasTamil } from '@rmj/contracts';

/**
 * Every font key the shop uses (product page: script, serif, modern, handwritten, tamil-classic,
 * tamil-modern; customise-ring: script, block, roman).
 */
export type FontKey =
  'script' | 'serif' | 'modern' | 'handwritten' | 'block' | 'roman' | 'tamil-classic' | 'tamil-modern';

interface FontFace {
  /** CSS font-family, with a fallback of the same kind. */
  family: string;
  /** The name document.fonts knows the face by. */
  name: string;
  weight: number;
  /** True when the face has Tamil glyphs (the browser then shapes Tamil letters itself). */
  tamil?: true;
  load: () => Promise<unknown>;
}

export const FONTS: Record<FontKey, FontFace> = {
  script: {
    family: "'Great Vibes', cursive",
    name: 'Great Vibes',
    weight: 400,
    load: () => import(/* webpackChunkName: "font-script" */ '@fontsource/great-vibes/latin-400.css'),
  },
  serif: {
    family: "'Cormorant Garamond', Georgia, serif",
    name: 'Cormorant Garamond',
    weight: 600,
    load: () => import(/* webpackChunkName: "font-serif" */ '@fontsource/cormorant-garamond/latin-600.css'),
  },
  modern: {
    family: "'Montserrat', Arial, sans-serif",
    name: 'Montserrat',
    weight: 500,
    load: () => import(/* webpackChunkName: "font-modern" */ '@fontsource/montserrat/latin-500.css'),
  },
  handwritten: {
    family: "'Caveat', cursive",
    name: 'Caveat',
    weight: 500,
    load: () => import(/* webpackChunkName: "font-handwritten" */ '@fontsource/caveat/latin-500.css'),
  },
  block: {
    family: "'Oswald', Impact, sans-serif",
    name: 'Oswald',
    weight: 500,
    load: () => import(/* webpackChunkName: "font-block" */ '@fontsource/oswald/latin-500.css'),
  },
  roman: {
    family: "'Cinzel', 'Times New Roman', serif",
    name: 'Cinzel',
    weight: 500,
    load: () => import(/* webpackChunkName: "font-roman" */ '@fontsource/cinzel/latin-500.css'),
  },
  'tamil-classic': {
    family: "'Noto Serif Tamil', 'Cormorant Garamond', Georgia, serif",
    name: 'Noto Serif Tamil',
    weight: 500,
    tamil: true,
    load: () => import(/* webpackChunkName: "font-tamil-classic" */ '@fontsource/noto-serif-tamil/tamil-500.css'),
  },
  'tamil-modern': {
    family: "'Catamaran', 'Montserrat', Arial, sans-serif",
    name: 'Catamaran',
    weight: 500,
    tamil: true,
    load: () => import(/* webpackChunkName: "font-tamil-modern" */ '@fontsource/catamaran/tamil-500.css'),
  },
};

/** The face Tamil words fall back to when their font cannot draw Tamil. */
export const TAMIL_FALLBACK_FONT: FontKey = 'tamil-classic';

/** True when the face can draw Tamil letters. */
export const drawsTamil = (key: FontKey): boolean => FONTS[key].tamil === true;

/**
 * The face that draws `text`: its own, unless the text has Tamil letters the face cannot draw (an
 * order placed in a Latin face, a draft typed by staff), then the Tamil fallback.
 */
export const faceFor = (key: FontKey, text: string): FontKey =>
  hasTamil(text) && !drawsTamil(key) ? TAMIL_FALLBACK_FONT : key;

const loading = new Map<FontKey, Promise<void>>();

/** Loads the font's CSS and its file; resolves when text can be drawn in it (canvas included). Never rejects. */
export function loadFont(key: FontKey): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    const face = FONTS[key];
    pending = face
      .load()
      .then(() =>
        typeof document !== 'undefined' && document.fonts
          ? document.fonts.load(`${face.weight} 40px "${face.name}"`)
          : undefined,
      )
      .then(() => undefined)
      .catch(() => undefined); // the fallback family still shows the text
    loading.set(key, pending);
  }
  return pending;
}

/** CSS for text in the font. */
export function fontStyle(key: FontKey): { fontFamily: string; fontWeight: number } {
  return { fontFamily: FONTS[key].family, fontWeight: FONTS[key].weight };
}
