// /custom and /customize: personalise a ring chosen in the collection (it arrives as productData).
// The spec's page only logs the add; here the confirmed ring goes into the cart, so Proceed to
// Checkout has something to check out.
import { useState, type JSX } from 'react';
import { useLocation, useSearchParams } from '@rmj/router';
import { CUSTOMISED_EXTRA_DAYS, fontDrawsTamil, hasTamil, paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { IMAGE_UPLOAD_TYPES } from '@rmj/contracts/upload-rules';
import { productApi } from '../../../lib/product-api';
import { BackButton } from '../../../components/back-button';
import { EngravingPreview } from '../../../components/engraving-preview';
import { FileDrop } from '../../../components/file-drop';
import { fontStyle } from '../../../lib/fonts';
import { MainPicture } from '../../../components/main-picture';
import { useLang } from '@rmj/i18n';
import { localName } from '@rmj/ui';
import { words } from '../../../i18n';
import { clampText, textLength } from '../../../lib/engraving';
import { isRawProduct, toProductView, type ProductView } from '../../../lib/product-view';
import { useAddPiece } from '../../../lib/use-add-piece';
import { CustomizeConfirmation } from './customize-confirmation';
import { MissingProduct } from './missing-product';
import {
  emptyChoice,
  isRingChoiceComplete,
  RING_FONT_KEYS,
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
  const t = words.useT();
  const lang = useLang();
  const name = localName(product, lang);
  const { add, adding } = useAddPiece();
  const [choice, setChoice] = useState<RingChoice>({ ...emptyChoice, type: initialType });
  const [confirmed, setConfirmed] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const tamil = hasTamil(choice.text);
  const choose = (type: RingCustomizationType) => {
    // A new type starts afresh: text, font, file and the confirmation are reset.
    setChoice({ ...emptyChoice, type });
    setConfirmed(false);
    setIncomplete(false);
  };

  async function addToCart(): Promise<void> {
    if (!isRingChoiceComplete(choice)) return setIncomplete(true);
    const item = {
      id: product.id,
      name: product.name,
      ...(product.nameTa ? { nameTa: product.nameTa } : {}),
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

  if (confirmed) return <CustomizeConfirmation product={product} name={name} choice={choice} />;
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
            alt={t('page.previewAlt', { name })}
          />
        ) : (
          <MainPicture
            src={product.images[0]}
            photo={product.photos?.[0]}
            alt={(lang === 'en' && product.photos?.[0]?.alt) || name}
          />
        )}
      </div>
      <div className="prd-info">
        <h2 className="prd-summary__name">{name}</h2>
        <fieldset className="prd-choices">
          <legend className="prd-field__label">{t('ring.type')}</legend>
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
              {t(type === 'engraving' ? 'ring.engraving' : 'ring.fingerprint')}
            </label>
          ))}
        </fieldset>
        {choice.type === 'engraving' && (
          <>
            <div className="prd-field">
              <label className="prd-field__label" htmlFor="prd-ring-text">
                {t('ring.message')}
              </label>
              {/* Letters as a reader counts them (no maxLength: the browser counts code units). */}
              <input
                id="prd-ring-text"
                className="prd-input"
                type="text"
                value={choice.text}
                autoComplete="off"
                lang={tamil ? 'ta' : undefined}
                onChange={(event) => {
                  const text = clampText(event.target.value, RING_TEXT_LIMIT);
                  // Tamil words move to a Tamil face: the page's Latin faces have no Tamil letters.
                  const font = hasTamil(text) && !fontDrawsTamil(choice.font) ? 'tamil-classic' : choice.font;
                  setChoice({ ...choice, text, font });
                  setIncomplete(false);
                }}
              />
              <p className="prd-hint">{t('ring.hint', { limit: RING_TEXT_LIMIT, count: textLength(choice.text) })}</p>
            </div>
            <fieldset className="prd-choices">
              <legend className="prd-field__label">{t('ring.fontStyle')}</legend>
              {RING_FONTS.map((font) => {
                const off = tamil && !fontDrawsTamil(font);
                const label = t(RING_FONT_KEYS[font]);
                return (
                  <label
                    key={font}
                    className={['prd-choice', choice.font === font ? 'prd-choice--on' : ''].filter(Boolean).join(' ')}
                  >
                    <input
                      type="radio"
                      name="ring-font"
                      checked={choice.font === font}
                      disabled={off}
                      onChange={() => setChoice({ ...choice, font })}
                    />
                    <span style={choice.font === font ? fontStyle(font) : undefined}>
                      {off ? t('engraving.fontNoTamil', { font: label }) : label}
                    </span>
                  </label>
                );
              })}
              {tamil && <p className="prd-hint">{t('engraving.tamilNote')}</p>}
            </fieldset>
          </>
        )}
        {choice.type === 'fingerprint' && (
          <FileDrop
            label={t('file.fingerprint')}
            collects="fingerprint"
            accepted={IMAGE_UPLOAD_TYPES}
            typesText={t('file.types.image')}
            file={choice.file}
            onChange={(file) => {
              setChoice({ ...choice, file });
              setIncomplete(false);
            }}
          />
        )}
        <p className="prd-note">{t('page.makingNote', CUSTOMISED_EXTRA_DAYS)}</p>
        {incomplete && (
          <p className="prd-alert" role="alert">
            {t('page.incomplete')}
          </p>
        )}
        <div className="prd-actions">
          {!product.inStock && (
            <p className="prd-actions__reason" id="prd-ring-stock">
              {t('page.outOfStockReason')}
            </p>
          )}
          <button
            type="button"
            className="prd-button"
            disabled={choice.type === null || adding || !product.inStock}
            aria-describedby={product.inStock ? undefined : 'prd-ring-stock'}
            onClick={() => void addToCart()}
          >
            {t(adding ? 'buy.adding' : 'ring.addToCart')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The page in the shopper's language: this remote's words around it (loaded with the page's code). */
export default function CustomizePage(): JSX.Element {
  return (
    <words.Provider>
      <CustomizePageContent />
    </words.Provider>
  );
}

function CustomizePageContent(): JSX.Element {
  const t = words.useT();
  useInjectApi(productApi);
  const state = (useLocation().state ?? {}) as { productData?: unknown };
  const [params] = useSearchParams();
  const raw = state.productData;
  return (
    <div className="prd-page prd-customize">
      <BackButton to={paths.womensRings()} label={t('ring.back')} />
      <h1 className="prd-customize__title">{t('ring.title')}</h1>
      {isRawProduct(raw) ? (
        <RingCustomizer product={toProductView(raw, 'ring')} initialType={typeFromQuery(params.get('type'))} />
      ) : (
        <MissingProduct />
      )}
    </div>
  );
}
