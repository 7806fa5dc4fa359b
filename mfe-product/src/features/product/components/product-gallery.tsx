// The gallery: the selected picture large, every picture as a thumbnail. With an engraving or
// combined customisation the first picture is the piece's live preview. A photographed product shows
// its photographs (the main one sized to the column, thumbnails from the 320 px variant); others
// their drawn pictures.
import type { JSX, ReactNode } from 'react';
import type { ProductPhoto } from '@rmj/contracts';
import { PhotoPicture } from '@rmj/ui';
import { useLang } from '@rmj/i18n';
import { words } from '../../../i18n';
import { MainPicture } from '../../../components/main-picture';
import { THUMB_PHOTO_SIZES, THUMB_PHOTO_WIDTHS } from '../../../lib/photo-sizes';

export interface ProductGalleryProps {
  name: string;
  images: string[];
  /** The photographs behind `images`, one per picture, when the product has them. */
  photos?: ProductPhoto[];
  selected: number;
  onSelect: (index: number) => void;
  /** Replaces the first picture (the engraving preview). */
  firstSlide?: ReactNode;
  /** Thumbnail address of the first slide when it is replaced. */
  firstThumb?: string;
}

function Thumbnail({ src, photo }: { src: string; photo?: ProductPhoto }): JSX.Element {
  if (photo) return <PhotoPicture photo={photo} alt="" sizes={THUMB_PHOTO_SIZES} widths={THUMB_PHOTO_WIDTHS} />;
  return <img src={src} alt="" width={64} height={64} loading="lazy" />;
}

export function ProductGallery({
  name,
  images,
  photos,
  selected,
  onSelect,
  firstSlide,
  firstThumb,
}: ProductGalleryProps): JSX.Element {
  const t = words.useT();
  // A photograph's alt text is written in English by the back office: Tamil pages name the piece instead.
  const english = useLang() === 'en';
  const index = Math.min(selected, images.length - 1);
  const photo = photos?.[index];
  const main =
    index === 0 && firstSlide ? (
      firstSlide
    ) : (
      <MainPicture
        key={images[index]}
        src={images[index]}
        photo={photo}
        alt={t('gallery.alt', {
          name: (english && photo?.alt) || name,
          index: index + 1,
          count: images.length,
        })}
      />
    );
  return (
    <section className="prd-gallery" aria-label={t('gallery.label')}>
      <div className="prd-gallery__main">{main}</div>
      {images.length > 1 && (
        <ul className="prd-gallery__thumbs">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="prd-gallery__thumb"
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                {i === 0 && firstThumb ? <Thumbnail src={firstThumb} /> : <Thumbnail src={src} photo={photos?.[i]} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
