// Engraving fonts, shared by the product page, the shopper's proof page and the workshop's job card, so the
// words are drawn the same everywhere. Import from `@rmj/ui/engraving-fonts` (not the package root):
// that entry has an ES module build, so each font's CSS stays its own chunk.
// Web fonts shipped with the build (@fontsource: woff2 files emitted by webpack, never fetched from
// elsewhere). Each font's CSS is its own chunk, loaded the first time a shopper picks that font.
/** Every font key the shop uses (product page: script, serif, modern, handwritten; customise-ring: script, block, roman). */
export type FontKey = 'script' | 'serif' | 'modern' | 'handwritten' | 'block' | 'roman';

interface FontFace {
  /** CSS font-family, with a fallback of the same kind. */
  family: string;
  /** The name document.fonts knows the face by. */
  name: string;
  weight: number;
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
};

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
