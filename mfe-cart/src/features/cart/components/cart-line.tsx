// One line of the cart: picture, name, personalisation, size or variant, unit price, quantity, remove;
// and what the server's last quote said about it: a price it changed, or why it cannot be bought.
import { useState, type JSX } from 'react';
import type { CartItem } from '@rmj/cart';
import { fileUrl, parsePrice, type Customization } from '@rmj/contracts';
import { srcSetOfPhotoPath } from '@rmj/contracts/photos';
import { useLang } from '@rmj/i18n';
import { localName } from '@rmj/ui';
import { words } from '../../../i18n';
import { useMoney } from '../../../lib/use-shop-words';
import type { LineCheck, PriceChange } from '../lib/quote-outcome';
import { useCustomizationText } from '../lib/use-customization-text';

/** Props of CartLine. */
export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** The last quote's word on this line, when it has one. */
  check?: LineCheck;
  /** The unit price the server changed, when it did. */
  change?: PriceChange;
}

/** The picture's box: 72 px, 96 px from 600 px wide (cart.css); a photograph's srcset picks the file for it. */
const LINE_IMAGE_SIZES = '(min-width: 600px) 96px, 72px';

function LineImage({ src, alt }: { src: string; alt: string }): JSX.Element {
  const srcSet = srcSetOfPhotoPath(src);
  return (
    <img
      className="crt-line__image"
      src={src}
      {...(srcSet ? { srcSet, sizes: LINE_IMAGE_SIZES } : {})}
      alt={alt}
      width={72}
      height={72}
      loading="lazy"
    />
  );
}

type T = ReturnType<typeof words.useT>;

function priceNotice({ was, now }: PriceChange, t: T, formatINR: (rupees: number) => string): string {
  return was === null
    ? t('line.priceNow', { now: formatINR(now) })
    : t('line.priceWasNow', { was: formatINR(was), now: formatINR(now) });
}

/**
 * Why a line cannot be bought: the server's words on English pages; on Tamil pages the same said
 * in Tamil from the quote's `availability` and `stock` (the name as the cart stored it).
 */
function problemOf(check: LineCheck | undefined, name: string, lang: string, t: T): string | undefined {
  if (!check || check.availability === 'in-stock') return undefined;
  if (lang === 'en') return check.message ?? t('line.cannotBuy');
  if (check.availability === 'sold-out') return t('line.soldOut', { name });
  if (check.availability === 'not-enough' && check.stock !== undefined)
    return t('line.notEnough', { name, count: check.stock });
  if (check.availability === 'unavailable') return t('line.unavailable', { name });
  return t('line.cannotBuy');
}

/** The shopper's uploaded picture, if the line has one (PDFs and engravings have none). */
function uploadedImage(customization: Customization | undefined): { fileId: string; name: string } | undefined {
  if (!customization) return undefined;
  const isImage = (type: string | undefined) => type === undefined || type.startsWith('image/');
  if (
    (customization.type === 'image' || customization.type === 'fingerprint') &&
    customization.fileId &&
    isImage(customization.uploadedFile?.type)
  ) {
    return { fileId: customization.fileId, name: customization.uploadedFile?.name ?? 'upload' };
  }
  const file = customization.file;
  if (customization.type === 'combined' && file?.fileId && file.type?.startsWith('image/'))
    return { fileId: file.fileId, name: file.name };
  return undefined;
}

/**
 * The thumbnail of the shopper's upload. Only the browser that uploaded it (or the order's owner)
 * may read a file, so a cart copied to another browser gets a 404: the thumbnail then goes away
 * instead of showing a broken picture.
 */
function UploadThumbnail({ fileId, name }: { fileId: string; name: string }): JSX.Element | null {
  const [unreadable, setUnreadable] = useState(false);
  const t = words.useT();
  if (unreadable) return null;
  return (
    <img
      className="crt-line__upload"
      src={fileUrl(fileId)}
      alt={t('line.upload', { name })}
      width={40}
      height={40}
      loading="lazy"
      onError={() => setUnreadable(true)}
    />
  );
}

export function CartLine({ item, onQuantityChange, onRemove, check, change }: CartLineProps): JSX.Element {
  const unitPrice = parsePrice(item.price);
  const size = item.size ?? item.customization?.Size;
  const key = item.cartIdentifier;
  const upload = uploadedImage(item.customization);
  const t = words.useT();
  const lang = useLang();
  const formatINR = useMoney();
  const describe = useCustomizationText();
  const name = localName(item, lang);
  const problem = problemOf(check, name, lang, t);
  // No more than the server says is left (a hint; the server adds up the product's lines itself).
  const atMost = check?.stock !== undefined && item.quantity >= check.stock;
  return (
    <li className={problem ? 'crt-line crt-line--flagged' : 'crt-line'}>
      {item.image ? (
        <LineImage src={item.image} alt={name} />
      ) : (
        <div className="crt-line__image crt-line__image--none" aria-hidden="true" />
      )}
      <div className="crt-line__info">
        <h3 className="crt-line__name">{name}</h3>
        {item.customization && <p className="crt-line__detail">{describe(item.customization)}</p>}
        {upload && <UploadThumbnail key={upload.fileId} fileId={upload.fileId} name={upload.name} />}
        {size && <p className="crt-line__detail">{t('line.size', { size })}</p>}
        {item.variant && <p className="crt-line__detail">{t('line.variant', { variant: item.variant })}</p>}
        <p className="crt-line__price">{unitPrice === null ? String(item.price) : formatINR(unitPrice)}</p>
        {change && (
          <p className="crt-line__repriced" role="status">
            {priceNotice(change, t, formatINR)}
          </p>
        )}
        {problem && (
          <p className="crt-line__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="crt-line__actions">
        <div className="crt-qty" role="group" aria-label={t('line.quantityOf', { name: item.name })}>
          <button
            type="button"
            className="crt-qty__btn"
            aria-label={t('line.decrease')}
            disabled={item.quantity <= 1}
            onClick={() => onQuantityChange(key, item.quantity - 1)}
          >
            −
          </button>
          <span className="crt-qty__value" aria-live="polite">
            {item.quantity}
          </span>
          <button
            type="button"
            className="crt-qty__btn"
            aria-label={t('line.increase')}
            disabled={atMost}
            onClick={() => onQuantityChange(key, item.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="crt-line__remove" onClick={() => onRemove(key)}>
          {t('line.remove')}
        </button>
      </div>
    </li>
  );
}
