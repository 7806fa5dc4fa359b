// A product photograph as a <picture>: AVIF then WebP candidates at every width the
// catalog made, a WebP of at most 640 px as the plain <img> (browsers without srcset support), the
// photograph's own width and height so its box is known before a byte arrives, and the blurred
// placeholder behind it until the photograph has loaded. Only the zod-free `@rmj/contracts/photos`
// is imported: this file sits in the shell's start-up bundle.
import { useState, type CSSProperties, type JSX } from 'react';
import { photoSrcSet, photoVariantPath } from '@rmj/contracts/photos';

/** What a picture needs of a product photograph (the shape of `ProductPhoto` in @rmj/contracts). */
export interface PhotoData {
  /** Photograph id: its variants are `photoVariantPath(id, width, format)`. */
  id: string;
  /** Width in px of the largest variant. */
  width: number;
  /** Height in px of the largest variant (the aspect ratio of every variant). */
  height: number;
  /** Widths made, each in AVIF and WebP. */
  widths: number[];
  /** A tiny blurred preview as a data: URL. */
  placeholder: string;
  /** Text alternative chosen by staff; callers fall back to the product's name. */
  alt?: string;
}

/** Props of PhotoPicture. */
export interface PhotoPictureProps {
  photo: PhotoData;
  /** The text alternative ('' when a labelled button around it names it). */
  alt: string;
  /** The width the picture is rendered at, per breakpoint (`sizes`): the browser picks the file from it. */
  sizes: string;
  /** Candidate widths when fewer than all are useful (a 64 px thumbnail: [320]); default every made width. */
  widths?: readonly number[];
  /** Class of the <img> (the box, object-fit). */
  className?: string;
  /** In the first screenful: fetched at once with high priority instead of lazily. */
  eager?: boolean;
  /** The photograph could not be loaded (the caller shows its drawn picture instead). */
  onError?: () => void;
}

/** Largest width the plain <img> may name: what a two-up phone grid needs. */
const IMG_MAX_WIDTH = 640;

/** Only a data: image is used as a placeholder (it becomes a CSS url()). */
const placeholderStyle = (placeholder: string): CSSProperties | undefined =>
  placeholder.startsWith('data:image/') ? { backgroundImage: `url(${JSON.stringify(placeholder)})` } : undefined;

/** A product photograph with AVIF and WebP candidates, its intrinsic size and a placeholder. */
export function PhotoPicture(props: PhotoPictureProps): JSX.Element {
  const { photo, alt, sizes, widths = photo.widths, className, eager = false, onError } = props;
  const [loaded, setLoaded] = useState(false);
  const candidates = widths.filter((w) => photo.widths.includes(w));
  const usable = candidates.length ? candidates : photo.widths;
  const imgWidth = Math.max(...usable.filter((w) => w <= IMG_MAX_WIDTH), Math.min(...usable));
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo.id, 'avif', usable)} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo.id, 'webp', usable)} sizes={sizes} />
      <img
        className={['ui-photo', className].filter(Boolean).join(' ')}
        src={photoVariantPath(photo.id, imgWidth, 'webp')}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        style={loaded ? undefined : placeholderStyle(photo.placeholder)}
        onLoad={() => setLoaded(true)}
        onError={onError}
      />
    </picture>
  );
}
