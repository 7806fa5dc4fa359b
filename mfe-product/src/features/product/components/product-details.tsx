// The product detail view (spec section 2): gallery with the live preview, summary, customisation,
// size, quantity and the two purchase buttons.
import { useEffect, useState, type JSX } from 'react';
import { Link, useNavigate } from '@rmj/router';
import { CUSTOMISED_EXTRA_DAYS, paths, productTitle } from '@rmj/contracts';
import { useCart, type NewCartItem } from '@rmj/cart';
import { useLang } from '@rmj/i18n';
import { localDescription, localName } from '@rmj/ui';
import { BackButton } from '../../../components/back-button';
import { EngravingPreview } from '../../../components/engraving-preview';
import { QuantitySelector } from '../../../components/quantity-selector';
import { words } from '../../../i18n';
import { previewImage } from '../../../lib/preview-images';
import { type ProductView, type RawProduct } from '../../../lib/product-view';
import { useAddPiece } from '../../../lib/use-add-piece';
import {
  buildCustomization,
  initialDraft,
  isComplete,
  showsPreview,
  switchType,
  type CustomizationDraft,
  type Selection,
} from '../lib/customization-draft';
import { CustomizationPanel } from './customization-panel';
import { CustomizationSelector } from './customization-selector';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { PurchaseActions } from './purchase-actions';
import { SizeOption } from './size-option';
import { quantityLimit } from '../lib/quantity-limit';

export interface ProductDetailsProps {
  product: ProductView;
  /** The product as received, passed on to the customise-your-ring page. */
  raw: RawProduct;
}

export function ProductDetails({ product, raw }: ProductDetailsProps): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const lang = useLang();
  const name = localName(product, lang);
  const description = localDescription(product, lang);
  const { add, adding } = useAddPiece();
  const [draft, setDraft] = useState<CustomizationDraft>(initialDraft);
  const [selected, setSelected] = useState(0);
  const [sizeOn, setSizeOn] = useState(false);
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [incomplete, setIncomplete] = useState(false);
  const { piece, metal } = product;
  const preview = showsPreview(draft.type);
  const { items } = useCart();
  const inCart = items.filter((line) => String(line.id) === String(product.id)).reduce((n, l) => n + l.quantity, 0);
  const limit = quantityLimit(product.piecesLeft, inCart, quantity);
  // A quantity chosen before the cart took some of what is left comes down to what still is.
  const chosen = Math.min(quantity, limit.max);

  // The shell titles /product/:id generically on the route change; the product's own name once known.
  useEffect(() => {
    document.title = productTitle(name);
  }, [name]);

  function choose(type: Selection): void {
    setDraft((current) => switchType(current, type, piece));
    setIncomplete(false);
    if (showsPreview(type)) setSelected(0); // show the live preview straight away
  }

  function change(patch: Partial<CustomizationDraft>): void {
    setDraft((current) => ({ ...current, ...patch }));
    setIncomplete(false);
  }

  async function addLine(): Promise<boolean> {
    if (!isComplete(draft)) {
      setIncomplete(true);
      return false;
    }
    const item: NewCartItem = {
      id: product.id,
      name: product.name,
      ...(product.nameTa ? { nameTa: product.nameTa } : {}),
      price: product.price ?? product.priceText,
      quantity: chosen,
      image: product.images[0],
      ...(sizeOn && size.trim() ? { size: size.trim() } : {}),
      customization: buildCustomization(draft, piece, metal),
    };
    const proof = preview
      ? { piece, metal, text: draft.text.trim(), font: draft.font, fontSize: draft.fontSize, productName: product.name }
      : undefined;
    await add(item, proof);
    return true;
  }

  return (
    <article className="prd-page">
      <BackButton label={t('page.back')} />
      <div className="prd-layout">
        <ProductGallery
          name={name}
          images={product.images}
          photos={product.photos}
          selected={selected}
          onSelect={setSelected}
          firstSlide={
            preview ? (
              <EngravingPreview
                piece={piece}
                metal={metal}
                text={draft.text}
                font={draft.font}
                fontSize={draft.fontSize}
                alt={t('page.previewAlt', { name })}
              />
            ) : undefined
          }
          firstThumb={preview ? previewImage(piece, metal) : undefined}
        />
        <div className="prd-info">
          <ProductSummary product={product} name={name} />
          {description && <p className="prd-description">{description}</p>}
          {product.customizations.length > 0 && (
            <section className="prd-custom" aria-label={t('page.personalise')}>
              <CustomizationSelector choices={product.customizations} value={draft.type} onChange={choose} />
              <CustomizationPanel draft={draft} piece={piece} onChange={change} />
              <p className="prd-note">{t('page.makingNote', CUSTOMISED_EXTRA_DAYS)}</p>
            </section>
          )}
          <SizeOption enabled={sizeOn} size={size} isRing={product.isRing} onToggle={setSizeOn} onSize={setSize} />
          <QuantitySelector
            value={chosen}
            onChange={setQuantity}
            max={limit.max}
            hint={limit.hint && t(limit.hint.key, limit.hint.values)}
          />
          {incomplete && (
            <p className="prd-alert" role="alert">
              {t('page.incomplete')}
            </p>
          )}
          <PurchaseActions
            busy={adding}
            disabled={!product.inStock || limit.blockedReason !== undefined}
            disabledReason={
              product.inStock
                ? limit.blockedReason && t(limit.blockedReason.key, limit.blockedReason.values)
                : t('page.outOfStockReason')
            }
            onAdd={addLine}
            onBuyNow={async () => {
              if (await addLine()) navigate(paths.cart());
            }}
          />
          <p className="prd-policies">
            <Link to={paths.policies('returns')}>{t('page.returns')}</Link>
            <span>{t('page.origin')}</span>
          </p>
          {product.isRing && product.inStock && (
            <button
              type="button"
              className="prd-link-button prd-custom-ring"
              onClick={() => navigate(paths.customize(), { state: { productData: raw } })}
            >
              {t('page.customiseRing')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
