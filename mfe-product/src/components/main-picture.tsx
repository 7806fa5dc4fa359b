// The large picture of a piece (product gallery, customise-your-ring). A photograph is the page's
// largest picture, so it is fetched at once with high priority, with AVIF/WebP candidates sized to
// the column (lib/photo-sizes.ts), and shown whole (object-fit: contain) in the square box; a drawn
// picture as before. The drawn placeholder stands in when a picture cannot be loaded.
import { useState, type JSX } from 'react';
import type { ProductPhoto } from '@rmj/contracts';
import { PhotoPicture } from '@rmj/ui';
import { GALLERY_PHOTO_SIZES } from '../lib/photo-sizes';
import { PLACEHOLDER_IMAGE } from '../lib/product-view';

/** Intrinsic size of the (square) drawn picture: its box is known before the file arrives. */
const PICTURE_SIZE = 600;

export interface MainPictureProps {
  /** The picture's address (a photograph's 640 px WebP, or a drawn picture). */
  src: string;
  /** The photograph behind `src`, when it is one. */
  photo?: ProductPhoto;
  alt: string;
}

export function MainPicture({ src, photo, alt }: MainPictureProps): JSX.Element {
  const [broken, setBroken] = useState(false);
  if (photo && !broken)
    return (
      <PhotoPicture
        photo={photo}
        alt={alt}
        sizes={GALLERY_PHOTO_SIZES}
        className="prd-gallery__image prd-gallery__photo"
        eager
        onError={() => setBroken(true)}
      />
    );
  return (
    <img
      className="prd-gallery__image"
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      onError={() => setBroken(true)}
    />
  );
}
