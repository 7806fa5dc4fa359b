// A product's small picture: its main photograph's smallest variant, else its drawn picture.
import type { JSX } from 'react';
import type { AdminProduct } from '@rmj/contracts';
import { PHOTO_WIDTHS, photoVariantPath } from '@rmj/contracts/photos';

export function ProductThumb({ product, size = 56 }: { product: AdminProduct; size?: number }): JSX.Element {
  const photo = product.photos[0];
  const src = photo ? photoVariantPath(photo.id, PHOTO_WIDTHS[0], 'webp') : product.image;
  // Decorative: the product's name is always written beside it.
  return <img className="adm-cat-thumb" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

/** The status chips of a product (Draft, Published, Archived, Sold out). */
export function StatusChips({ chips }: { chips: string[] }): JSX.Element {
  return (
    <span className="adm-cat-chips">
      {chips.map((chip) => (
        <span key={chip} className={`adm-cat-chip adm-cat-chip--${chip.toLowerCase().replace(' ', '-')}`}>
          {chip}
        </span>
      ))}
    </span>
  );
}
