// /custom and /customize: personalise a ring chosen in the collection (it arrives as productData).
// The spec's page only logs the add; here the confirmed ring goes into the cart, so Proceed to
// Checkout has something to check out.
import { useState, type JSX } from 'react';
import { useLocation, useSearchParams } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { IMAGE_UPLOAD_TYPES } from '@rmj/contracts/upload-rules';
import { productApi } from '../../../lib/product-api';
import { BackButton } from '../../../components/back-button';
import { EngravingPreview } from '../../../components/engraving-preview';
import { FileDrop } from '../../../components/file-drop';
import { fontStyle } from '../../../lib/fonts';
import { MainPicture } from '../../../components/main-picture';
import { CUSTOM_MAKING_NOTE, INCOMPLETE_CUSTOMIZATION, OUT_OF_STOCK_REASON } from '../../../lib/messages';
import { isRawProduct, toProductView, type ProductView } from '../../../lib/product-view';
import { useAddPiece } from '../../../lib/use-add-piece';
import { CustomizeConfirmation } from './customize-confirmation';
import { MissingProduct } from './missing-product';
import {
  emptyChoice,
  isRingChoiceComplete,
  RING_FONT_LABELS,
  RING_FONTS,
  RING_PREVIEW_FONT_SIZE,
  RING_TEXT_LIMIT,
  ringCustomization,
  typeFromQuery,
  type RingChoice,
  type RingCustomizationType,
} from '../lib/customize-ring';

function RingCustomizer({
  product,
  initialType,
}: {
  product: ProductView;
  initialType: RingCustomizationType | null;
}): JSX.Element {
  const { add, adding } = useAddPiece();
  const [choice, setChoice] = useState<RingChoice>({ ...emptyChoice, type: initialType });
  const [confirmed, setConfirmed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const choose = (type: RingCustomizationType) => {
    // A new type starts afresh: text, font, file and the confirmation are reset.
    setChoice({ ...emptyChoice, type });
    setConfirmed(false);
    setAlert(null);
  };

  async function addToCart(): Promise<void> {
    if (!isRingChoiceComplete(choice)) return setAlert(INCOMPLETE_CUSTOMIZATION);
    const item = {
      id: product.id,
      name: product.name,
      price: product.price ?? product.priceText,
      image: product.images[0],
      customization: ringCustomization(choice),
    };
    const text = choice.text.trim();
    await add(
      item,
      choice.type === 'engraving'
        ? {
            piece: 'ring',
            metal: product.metal,
            text,
            font: choice.font,
            fontSize: RING_PREVIEW_FONT_SIZE,
            productName: product.name,
          }
        : undefined,
    );
    setConfirmed(true);
  }

  if (confirmed) return <CustomizeConfirmation product={product} choice={choice} />;
  return (
    <div className="prd-layout">
      <div>
        {choice.type === 'engraving' ? (
          <EngravingPreview
            piece="ring"
            metal={product.metal}
            text={choice.text}
            font={choice.font}
            fontSize={RING_PREVIEW_FONT_SIZE}
            alt={`${product.name}: engraving preview`}
          />
        ) : (
          <MainPicture
            src={product.images[0]}
            photo={product.photos?.[0]}
            alt={product.photos?.[0]?.alt || product.name}
          />
        )}
      </div>
      <div className="prd-info">
        <h2 className="prd-summary__name">{product.name}</h2>
        <fieldset className="prd-choices">
          <legend className="prd-field__label">Customisation type</legend>
          {(['engraving', 'fingerprint'] as const).map((type) => (
            <label
              key={type}
              className={['prd-choice', choice.type === type ? 'prd-choice--on' : ''].filter(Boolean).join(' ')}
            >
              <input
                type="radio"
                name="ring-customisation"
                checked={choice.type === type}
                onChange={() => choose(type)}
              />
              {type === 'engraving' ? 'Engraving' : 'Fingerprint'}
            </label>
          ))}
        </fieldset>
        {choice.type === 'engraving' && (
          <>
            <div className="prd-field">
              <label className="prd-field__label" htmlFor="prd-ring-text">
                Engraving message
              </label>
              <input
                id="prd-ring-text"
                className="prd-input"
                type="text"
                maxLength={RING_TEXT_LIMIT}
                value={choice.text}
                autoComplete="off"
                onChange={(event) => {
                  setChoice({ ...choice, text: event.target.value.slice(0, RING_TEXT_LIMIT) });
                  setAlert(null);
                }}
              />
              <p className="prd-hint">
                Up to {RING_TEXT_LIMIT} characters · {choice.text.length}/{RING_TEXT_LIMIT}
              </p>
            </div>
            <fieldset className="prd-choices">
              <legend className="prd-field__label">Font style</legend>
              {RING_FONTS.map((font) => (
                <label
                  key={font}
                  className={['prd-choice', choice.font === font ? 'prd-choice--on' : ''].filter(Boolean).join(' ')}
                >
                  <input
                    type="radio"
                    name="ring-font"
                    checked={choice.font === font}
                    onChange={() => setChoice({ ...choice, font })}
                  />
                  <span style={choice.font === font ? fontStyle(font) : undefined}>{RING_FONT_LABELS[font]}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
        {choice.type === 'fingerprint' && (
          <FileDrop
            label="Upload your fingerprint image"
            collects="fingerprint"
            accepted={IMAGE_UPLOAD_TYPES}
            typesText="JPEG, PNG or GIF"
            file={choice.file}
            onChange={(file) => {
              setChoice({ ...choice, file });
              setAlert(null);
            }}
          />
        )}
        <p className="prd-note">{CUSTOM_MAKING_NOTE}</p>
        {alert && (
          <p className="prd-alert" role="alert">
            {alert}
          </p>
        )}
        <div className="prd-actions">
          {!product.inStock && (
            <p className="prd-actions__reason" id="prd-ring-stock">
              {OUT_OF_STOCK_REASON}
            </p>
          )}
          <button
            type="button"
            className="prd-button"
            disabled={choice.type === null || adding || !product.inStock}
            aria-describedby={product.inStock ? undefined : 'prd-ring-stock'}
            onClick={() => void addToCart()}
          >
            {adding ? 'Adding…' : 'Add to Cart'}
          </button>
        </div>
      </div>
    </div>
  );
}

export default function CustomizePage(): JSX.Element {
  useInjectApi(productApi);
  const state = (useLocation().state ?? {}) as { productData?: unknown };
  const [params] = useSearchParams();
  const raw = state.productData;
  return (
    <div className="prd-page prd-customize">
      <BackButton to={paths.womensRings()} label="Back to rings" />
      <h1 className="prd-customize__title">Customise your ring</h1>
      {isRawProduct(raw) ? (
        <RingCustomizer product={toProductView(raw, 'ring')} initialType={typeFromQuery(params.get('type'))} />
      ) : (
        <MissingProduct />
      )}
    </div>
  );
}
