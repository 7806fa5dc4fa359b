// Ring-size guide: Indian ring sizes 1-30 with inner diameter and circumference, and how to
// measure, in a dialog. Indian sizes grow by 1 mm of circumference per size (size 1 = 40.8 mm).
import { useRef, type JSX } from 'react';

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
        Ring size guide
      </button>
      <dialog ref={dialog} className="prd-dialog" aria-labelledby="prd-size-guide-title">
        <div className="prd-dialog__head">
          <h2 id="prd-size-guide-title">Ring size guide</h2>
          <button type="button" className="prd-dialog__close" aria-label="Close ring size guide" onClick={close}>
            ×
          </button>
        </div>
        <h3>How to measure</h3>
        <ol className="prd-dialog__steps">
          <li>
            Wrap a thin strip of paper or thread around the finger, snug but not tight, at the end of the day when
            fingers are largest.
          </li>
          <li>Mark where it overlaps and measure that length in millimetres: this is the circumference.</li>
          <li>Or measure the inside diameter of a ring that fits well, edge to edge.</li>
          <li>Find the nearest row below; between two sizes, choose the larger.</li>
        </ol>
        <div className="prd-dialog__table">
          <table>
            <caption>Indian ring sizes</caption>
            <thead>
              <tr>
                <th scope="col">Indian size</th>
                <th scope="col">Inner diameter (mm)</th>
                <th scope="col">Circumference (mm)</th>
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
