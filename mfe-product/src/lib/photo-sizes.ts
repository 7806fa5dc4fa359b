// The rendered width of the product page's main picture (and customise-your-ring's), per
// breakpoint, as the `sizes` of its photograph. Read from the CSS it must follow (change together):
//   shell  .sh-main     max-width 1280px, padding 1rem a side (0.75rem at 480px or narrower)
//   here   .prd-page    max-width 1180px, no side padding
//          .prd-layout  one column below 860px; from 860px two equal columns with a 40px gap, so
//                       the picture is (page - 40px) / 2, at most (1180 - 40) / 2 = 570px (a 1212px window).
// On a phone that is the full width (the 640 or 960 variant at 2-3x), on a desktop up to the 1280 one.
export const GALLERY_PHOTO_SIZES = [
  '(max-width: 480px) calc(100vw - 24px)',
  '(max-width: 859px) calc(100vw - 32px)',
  '(max-width: 1211px) calc(50vw - 36px)',
  '570px',
].join(', ');

/** A thumbnail is 64 CSS px (`.prd-gallery__thumb img`): the 320 variant covers every screen density. */
export const THUMB_PHOTO_SIZES = '64px';
export const THUMB_PHOTO_WIDTHS = [320] as const;
