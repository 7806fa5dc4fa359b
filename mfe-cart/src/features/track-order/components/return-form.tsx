// The owner's request to return or exchange pieces of their delivered order: return or exchange,
// the lines going back (a personalised or made-to-order line cannot be chosen, in the policy's
// words), why, details, up to three photos (uploaded first, then named by id) and, for an exchange,
// the size or design wanted. Errors show beside their field, from the form's own check or the
// server's answer; a failed send keeps everything typed.
import { useId, useState, type FormEvent, type JSX } from 'react';
import {
  createReturnRequestSchema,
  PRIVACY_NOTICE_VERSIONS,
  RETURN_DETAILS_MAX,
  RETURN_KINDS,
  RETURN_MESSAGES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnKind,
  type ReturnReason,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { serverMessage } from '@rmj/api-client';
import { PrivacyNotice } from '@rmj/ui';
import { words } from '../../../i18n';
import { useServerWords } from '../../../lib/use-shop-words';
import { useCreateMyReturnMutation, useUploadReturnPhotoMutation } from '../api/my-returns';

type Errors = Record<string, string>;

const KIND_KEYS = { return: 'returnKind.return', exchange: 'returnKind.exchange' } as const satisfies Record<
  ReturnKind,
  string
>;
const REASON_KEYS = {
  wrongSize: 'reason.wrongSize',
  notAsExpected: 'reason.notAsExpected',
  damaged: 'reason.damaged',
  wrongItem: 'reason.wrongItem',
  changedMind: 'reason.changedMind',
  other: 'reason.other',
} as const satisfies Record<ReturnReason, string>;

/** A return's kind in words (also under the order's returns). */
export const returnKindKey = (kind: ReturnKind) => KIND_KEYS[kind];

/** The server's 400 issues by field (`lines.0.quantity`), and its one message under `form`. */
function serverErrors(error: unknown): Errors {
  const body = (error as { data?: { issues?: Array<{ field: string; message: string }> } })?.data;
  const found: Errors = {};
  // Beside the part of the form it is about: `lines.0.quantity` beside the pieces, `wanted.size` beside the wish.
  for (const issue of body?.issues ?? []) found[issue.field.split('.')[0]] ??= issue.message;
  found.form = serverMessage(error) ?? RETURN_MESSAGES.sent;
  return found;
}

export function ReturnForm({
  order,
  locked,
  onSent,
  onCancel,
}: {
  order: TrackOrderResponse;
  /** Indexes of the lines that cannot go back. */
  locked: readonly number[];
  onSent: () => void;
  onCancel: () => void;
}): JSX.Element {
  const id = useId();
  const [kind, setKind] = useState<ReturnKind>('return');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [size, setSize] = useState('');
  const [variant, setVariant] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [create] = useCreateMyReturnMutation();
  const [upload] = useUploadReturnPhotoMutation();
  const t = words.useT();
  // The schema's and the server's messages are English: in Tamil on a Tamil page (known texts).
  const say = useServerWords();

  const field = (name: string) => `${id}-${name}`;
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${field(name)}-error` } : {};
  const problem = (name: string) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="crt-field__error">
        {say(errors[name])}
      </p>
    ) : null;

  function pickPhotos(files: FileList | null): void {
    const picked = [...(files ?? [])];
    const next: Errors = { ...errors, photos: '' };
    if (picked.some((f) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(f.type)))
      next.photos = RETURN_MESSAGES.photoType;
    else if (picked.length > RETURN_PHOTOS_MAX) next.photos = RETURN_MESSAGES.photos;
    else setPhotos(picked);
    setErrors(next);
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const lines = Object.entries(chosen).map(([line, quantity]) => ({ line: Number(line), quantity }));
    const wanted = kind === 'exchange' ? { ...(size ? { size } : {}), ...(variant ? { variant } : {}) } : undefined;
    const draft = {
      kind,
      reason: reason || undefined,
      ...(details.trim() ? { details } : {}),
      lines,
      ...(wanted ? { wanted } : {}),
    };
    const checked = createReturnRequestSchema.safeParse(draft);
    const found: Errors = {};
    for (const issue of checked.error?.issues ?? []) {
      const name = issue.path[0] === 'wanted' ? 'wanted' : String(issue.path[0]);
      found[name] ??= issue.message;
    }
    if (photos.length > 0 && !consent) found.consent = RETURN_MESSAGES.photoConsent;
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    setSending(true);
    try {
      const photoFileIds: string[] = [];
      for (const photo of photos) {
        const sent = await upload({ file: photo, consent: PRIVACY_NOTICE_VERSIONS.returnPhoto });
        if ('error' in sent) {
          setErrors({ photos: serverMessage(sent.error) ?? RETURN_MESSAGES.photoType });
          return;
        }
        photoFileIds.push(sent.data.fileId);
      }
      const result = await create({
        params: { orderNumber: order.orderId },
        body: { ...draft, photoFileIds } as never,
      });
      if ('error' in result) setErrors(serverErrors(result.error));
      else onSent();
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="crt-track__return" onSubmit={(e) => void submit(e)} noValidate aria-label={t('returnForm.label')}>
      <fieldset className="crt-field">
        <legend className="crt-field__label">{t('returnForm.kind')}</legend>
        {RETURN_KINDS.map((k) => (
          <label key={k} className="crt-track__choice">
            <input type="radio" name={field('kind')} checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(KIND_KEYS[k])}
          </label>
        ))}
      </fieldset>

      <fieldset className="crt-field" {...described('lines')}>
        <legend className="crt-field__label">{t('returnForm.pieces')}</legend>
        {order.products.map((product, index) => {
          const isLocked = locked.includes(index);
          const on = chosen[index] !== undefined;
          return (
            <div key={`${product.name}-${index}`} className="crt-track__choice">
              <label>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={isLocked}
                  onChange={() =>
                    setChosen(({ [index]: _gone, ...rest }) => (on ? rest : { ...rest, [index]: product.quantity }))
                  }
                />{' '}
                {product.name} × {product.quantity}
              </label>
              {on && product.quantity > 1 && (
                <label>
                  {' '}
                  {t('returnForm.howMany')}{' '}
                  <select
                    value={chosen[index]}
                    onChange={(e) => setChosen({ ...chosen, [index]: Number(e.target.value) })}
                  >
                    {Array.from({ length: product.quantity }, (_, n) => n + 1).map((n) => (
                      <option key={n}>{n}</option>
                    ))}
                  </select>
                </label>
              )}
              {isLocked && <p className="crt-track__note">{t('known.personalised')}</p>}
            </div>
          );
        })}
        {problem('lines')}
      </fieldset>

      <div className="crt-field">
        <label htmlFor={field('reason')} className="crt-field__label">
          {t('returnForm.why')}
        </label>
        <select
          id={field('reason')}
          className="crt-field__input"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
          {...described('reason')}
        >
          <option value="">{t('returnForm.chooseReason')}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_KEYS[r])}
            </option>
          ))}
        </select>
        {problem('reason')}
      </div>

      <div className="crt-field">
        <label htmlFor={field('details')} className="crt-field__label">
          {t('returnForm.details')}
        </label>
        <textarea
          id={field('details')}
          className="crt-field__input"
          value={details}
          maxLength={RETURN_DETAILS_MAX}
          rows={3}
          onChange={(e) => setDetails(e.target.value)}
          {...described('details')}
        />
        {problem('details')}
      </div>

      {kind === 'exchange' && (
        <fieldset className="crt-field" {...described('wanted')}>
          <legend className="crt-field__label">{t('returnForm.wanted')}</legend>
          <label htmlFor={field('size')}>{t('returnForm.size')}</label>
          <input
            id={field('size')}
            className="crt-field__input"
            value={size}
            onChange={(e) => setSize(e.target.value)}
          />
          <label htmlFor={field('variant')}>{t('returnForm.variant')}</label>
          <input
            id={field('variant')}
            className="crt-field__input"
            value={variant}
            onChange={(e) => setVariant(e.target.value)}
          />
          {problem('wanted')}
        </fieldset>
      )}

      <div className="crt-field">
        <label htmlFor={field('photos')} className="crt-field__label">
          {t('returnForm.photos', { max: RETURN_PHOTOS_MAX })}
        </label>
        <input
          id={field('photos')}
          type="file"
          multiple
          accept={RETURN_PHOTO_TYPES.join(',')}
          onChange={(e) => pickPhotos(e.target.files)}
          {...described('photos')}
        />
        {photos.length > 0 && <p className="crt-track__note">{photos.map((p) => p.name).join(', ')}</p>}
        {problem('photos')}
        {photos.length > 0 && (
          <>
            <PrivacyNotice point="returnPhoto" />
            <label className="crt-track__choice">
              <input
                type="checkbox"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                data-notice-version={PRIVACY_NOTICE_VERSIONS.returnPhoto}
                {...described('consent')}
              />{' '}
              {t('returnForm.consent')}
            </label>
            {problem('consent')}
          </>
        )}
      </div>

      {errors.form && (
        <p className="crt-banner crt-banner--error" role="alert">
          {say(errors.form)}
        </p>
      )}
      <div className="crt-track__row">
        <button type="submit" className="crt-btn crt-btn--primary" disabled={sending}>
          {sending ? t('returnForm.sending') : t('returnForm.send')}
        </button>
        <button type="button" className="crt-btn crt-btn--secondary" onClick={onCancel}>
          {t('returnForm.cancel')}
        </button>
      </div>
    </form>
  );
}
