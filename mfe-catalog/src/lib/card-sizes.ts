// The rendered width of a card in the listing grid (`.cat-grid`), per breakpoint, as the `sizes` of
// its photograph, so a phone downloads the 320 or 640 variant and a desktop no more than it shows.
// Read from the CSS it must follow (change them together):
//   shell  .sh-main    max-width 1280px, padding 1rem a side (0.75rem at 480px or narrower)
//   here   .cat-page   max-width 1200px, padding 1rem a side (0.5rem at 480px or narrower)
//          .cat-grid   one column at 360px or narrower; two (gap 0.75rem) up to 768px; three (gap
//                      1.25rem) from 769 to 1024px in landscape; else auto-fill minmax(280px, 1fr) with
//                      gap 1.25rem: two columns until the grid is 880px wide (a 944px window), three
//                      above, and at most 1168px wide (a 1232px window), so a card is never over 376px.
// The window widths include the scroll bar, so each slot is over by half a scroll bar at most.
export const LISTING_CARD_SIZES = [
  '(max-width: 360px) calc(100vw - 40px)',
  '(max-width: 480px) calc(50vw - 26px)',
  '(max-width: 768px) calc(50vw - 38px)',
  '(max-width: 1024px) and (orientation: landscape) calc((100vw - 104px) / 3)',
  '(max-width: 943px) calc(50vw - 42px)',
  '(max-width: 1231px) calc((100vw - 104px) / 3)',
  '376px',
].join(', ');
