// The gallery: the selected picture large, every picture as a thumbnail. With an engraving or
// combined customisation the first picture is the piece's live preview.
import { useState, type JSX, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../lib/product-view';

export interface ProductGalleryProps {
  name: string;
  images: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** Replaces the first picture (the engraving preview). */
  firstSlide?: ReactNode;
  /** Thumbnail address of the first slide when it is replaced. */
  firstThumb?: string;
}

/** Intrinsic size of the (square) main picture: its box is known before the file arrives. */
const PICTURE_SIZE = 600;

function Picture({ src, alt }: { src: string; alt: string }): JSX.Element {
  const [broken, setBroken] = useState(false);
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

export function ProductGallery({
  name,
  images,
  selected,
  onSelect,
  firstSlide,
  firstThumb,
}: ProductGalleryProps): JSX.Element {
  const index = Math.min(selected, images.length - 1);
  const main =
    index === 0 && firstSlide ? (
      firstSlide
    ) : (
      <Picture key={images[index]} src={images[index]} alt={`${name}, picture ${index + 1} of ${images.length}`} />
    );
  return (
    <section className="prd-gallery" aria-label="Pictures">
      <div className="prd-gallery__main">{main}</div>
      {images.length > 1 && (
        <ul className="prd-gallery__thumbs">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="prd-gallery__thumb"
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                <img src={i === 0 && firstThumb ? firstThumb : src} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
