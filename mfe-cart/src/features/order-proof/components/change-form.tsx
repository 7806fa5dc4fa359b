// Request a change: new words (and font) per engraved line, checked like the product page's
// engraving (not empty, at most the piece's characters, one of the fonts), and a note. Errors are
// shown beside their field and the first one takes focus; nothing typed is lost.
import { useId, useRef, useState, type FormEvent, type JSX } from 'react';
import {
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_LIMIT_DEFAULT,
  engravingProblem,
  isEngravingFont,
  textLength,
  type ProofView,
} from '@rmj/contracts';
import { words } from '../../../i18n';
import { useServerWords } from '../../../lib/use-shop-words';
import { useFontLabel } from './proof-line';

type Line = ProofView['lines'][number];

/** The body of a change request. */
export interface ChangeRequest {
  answer: 'change';
  note?: string;
  lines: { line: number; customName: string; selectedFont?: string }[];
}

const NOTE_MAX = 500;

interface Draft {
  words: string;
  font: string;
}

export function ChangeForm({
  lines,
  sending,
  onSend,
  onCancel,
}: {
  lines: Line[];
  sending: boolean;
  /** Sends the request; resolves to the server's message when it was refused. */
  onSend: (request: ChangeRequest) => Promise<string | undefined>;
  onCancel: () => void;
}): JSX.Element {
  const id = useId();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    lines.map((l) => ({ words: l.customName, font: l.selectedFont ?? 'script' })),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const t = words.useT();
  // The engraving rules' and the server's messages are English: in Tamil on a Tamil page (known texts).
  const say = useServerWords();
  const fontLabelOf = useFontLabel();

  const fieldId = (name: string) => `${id}-${name}`;

  function focusFirstError(): void {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changed: ChangeRequest['lines'] = [];
    lines.forEach((line, index) => {
      const draft = drafts[index];
      const font =
        draft.font !== (line.selectedFont ?? 'script') && isEngravingFont(draft.font) ? draft.font : undefined;
      const problem = engravingProblem(draft.words, font, line.maxLength ?? ENGRAVING_LIMIT_DEFAULT);
      if (problem) found[`words-${index}`] = problem;
      else if (draft.words.trim() !== line.customName || font)
        changed.push({ line: line.line, customName: draft.words.trim(), ...(font ? { selectedFont: font } : {}) });
    });
    if (textLength(note) > NOTE_MAX) found.note = t('proof.noteTooLong');
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    if (changed.length === 0 && !note.trim()) {
      setFormError(t('proof.nothingToChange'));
      return;
    }
    const refused = await onSend({ answer: 'change', ...(note.trim() ? { note: note.trim() } : {}), lines: changed });
    if (refused) setFormError(refused);
  }

  const update = (index: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  return (
    <form ref={form} className="crt-proof__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="crt-proof__form-title">
        {t('proof.change')}
      </h2>
      {lines.map((line, index) => {
        const error = errors[`words-${index}`];
        const limit = line.maxLength ?? ENGRAVING_LIMIT_DEFAULT;
        const current = line.selectedFont ?? 'script';
        return (
          <fieldset key={line.line} className="crt-proof__fieldset">
            <legend>{line.productName}</legend>
            <div className={`crt-field${error ? ' crt-field--invalid' : ''}`}>
              <label htmlFor={fieldId(`words-${index}`)} className="crt-field__label">
                {t('proof.words')}
              </label>
              <input
                id={fieldId(`words-${index}`)}
                className="crt-field__input"
                value={drafts[index].words}
                onChange={(e) => update(index, { words: e.target.value })}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId(`words-${index}`)}-hint${error ? ` ${fieldId(`words-${index}`)}-error` : ''}`}
              />
              <p id={`${fieldId(`words-${index}`)}-hint`} className="crt-proof__hint">
                {t('proof.hint', { limit, count: textLength(drafts[index].words) })}
              </p>
              {error && (
                <p id={`${fieldId(`words-${index}`)}-error`} className="crt-field__error" role="alert">
                  {say(error)}
                </p>
              )}
            </div>
            <div className="crt-field">
              <label htmlFor={fieldId(`font-${index}`)} className="crt-field__label">
                {t('proof.font')}
              </label>
              <select
                id={fieldId(`font-${index}`)}
                className="crt-field__input"
                value={drafts[index].font}
                onChange={(e) => update(index, { font: e.target.value })}
              >
                {!isEngravingFont(current) && <option value={current}>{fontLabelOf(current)}</option>}
                {ENGRAVING_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {ENGRAVING_FONT_LABELS[font]}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        );
      })}
      <div className={`crt-field${errors.note ? ' crt-field--invalid' : ''}`}>
        <label htmlFor={fieldId('note')} className="crt-field__label">
          {t('proof.note')}
        </label>
        <textarea
          id={fieldId('note')}
          className="crt-field__input crt-proof__note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${fieldId('note')}-error` : undefined}
        />
        {errors.note && (
          <p id={`${fieldId('note')}-error`} className="crt-field__error" role="alert">
            {errors.note}
          </p>
        )}
      </div>
      {formError && (
        <p className="crt-banner crt-banner--error" role="alert">
          {say(formError)}
        </p>
      )}
      <div className="crt-proof__actions">
        <button type="submit" className="crt-btn crt-btn--primary" disabled={sending}>
          {sending ? t('proof.sending') : t('proof.sendChanges')}
        </button>
        <button type="button" className="crt-btn crt-btn--secondary" onClick={onCancel} disabled={sending}>
          {t('proof.back')}
        </button>
      </div>
    </form>
  );
}
