// Ring-size guide: Indian ring sizes 1-30 with inner diameter and circumference, and how to
// measure, in a dialog. Indian sizes grow by 1 mm of circumference per size (size 1 = 40.8 mm).
import { useRef, type JSX } from 'react';
import { words } from '../../../i18n';

/** The spec's ring-size app (opens in a new tab). */
export const RING_SIZE_APP_URL = 'https://play.google.com/store/search?q=ring%20sizer&c=apps';

/** Indian size → inner circumference and diameter in mm (one decimal). */
function ringSizes(): { size: number; circumference: string; diameter: string }[] {
  return Array.from({ length: 30 }, (_, i) => {
    const size = i + 1;
    const circumference = 39.8 + size;
    return { size, circumference: circumference.toFixed(1), diameter: (circumference / Math.PI).toFixed(1) };
  });
}

export function RingSizeGuide(): JSX.Element {
  const t = words.useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  };
  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function') element.close();
    else element?.removeAttribute('open');
  };
  return (
    <>
      <button type="button" className="prd-link-button" onClick={open}>
        {t('guide.open')}
      </button>
      <dialog ref={dialog} className="prd-dialog" aria-labelledby="prd-size-guide-title">
        <div className="prd-dialog__head">
          <h2 id="prd-size-guide-title">{t('guide.open')}</h2>
          <button type="button" className="prd-dialog__close" aria-label={t('guide.close')} onClick={close}>
            ×
          </button>
        </div>
        <h3>{t('guide.how')}</h3>
        <ol className="prd-dialog__steps">
          <li>{t('guide.step1')}</li>
          <li>{t('guide.step2')}</li>
          <li>{t('guide.step3')}</li>
          <li>{t('guide.step4')}</li>
        </ol>
        <div className="prd-dialog__table">
          <table>
            <caption>{t('guide.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('guide.size')}</th>
                <th scope="col">{t('guide.diameter')}</th>
                <th scope="col">{t('guide.circumference')}</th>
              </tr>
            </thead>
            <tbody>
              {ringSizes().map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  <td>{row.diameter}</td>
                  <td>{row.circumference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
