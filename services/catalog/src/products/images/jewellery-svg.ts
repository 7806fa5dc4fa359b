import { DRAWINGS } from './jewellery-drawings';

/** Kinds of piece that have a drawing. */
export const IMAGE_KINDS = Object.keys(DRAWINGS);
export const IMAGE_METALS = ['gold', 'silver'] as const;
export type ImageMetal = (typeof IMAGE_METALS)[number];

const METALS: Record<ImageMetal, { stops: [string, string, string]; stroke: string; light: string; dark: string }> = {
  gold: { stops: ['#fbe7a1', '#d4af37', '#9c7412'], stroke: '#6b4e0a', light: '#fbf6ec', dark: '#2b2118' },
  silver: { stops: ['#ffffff', '#c9ccd2', '#7d838c'], stroke: '#4a4f57', light: '#f2f4f7', dark: '#1f2430' },
};

/**
 * The product picture for a kind and metal: view 1 on a light ground, view 2
 * closer up on a dark velvet ground (the gallery's second thumbnail).
 */
export function jewellerySvg(kind: string, metal: ImageMetal, view: 1 | 2): string | null {
  const draw = DRAWINGS[kind];
  if (!draw) return null;
  const c = METALS[metal];
  const ground = view === 1 ? c.light : c.dark;
  // Ids unique per picture, so several pictures inlined in one page never borrow each other's gradients.
  const id = `${kind}-${metal}-${view}`;
  const zoom = view === 1 ? '' : ' transform="translate(200 200) scale(1.18) rotate(-12) translate(-200 -200)"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${metal} ${kind}">` +
    `<defs><linearGradient id="m-${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${c.stops[0]}"/><stop offset=".5" stop-color="${c.stops[1]}"/><stop offset="1" stop-color="${c.stops[2]}"/></linearGradient>` +
    `<radialGradient id="g-${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#e8f1ff"/><stop offset="1" stop-color="#9fb4d9"/></radialGradient>` +
    `<radialGradient id="b-${id}" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${ground}" stop-opacity=".6"/><stop offset="1" stop-color="${ground}"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="${ground}"/><rect width="400" height="400" fill="url(#b-${id})"/>` +
    `<ellipse cx="200" cy="370" rx="130" ry="12" fill="#000" fill-opacity=".08"/>` +
    `<g${zoom}>${draw(`url(#m-${id})`, c.stroke).replaceAll('url(#gem)', `url(#g-${id})`)}</g></svg>`
  );
}

/** Address of a product picture, served by ProductImagesController. */
export function imagePath(kind: string, metal: ImageMetal, view: 1 | 2 = 1): string {
  return `/api/products/images/${kind}-${metal}${view === 2 ? '-2' : ''}.svg`;
}
