// An order number as a Code 128 barcode, drawn as SVG by JsBarcode into the element React renders,
// with the number printed under it in type (ours, not JsBarcode's: its text needs a canvas to measure).
// The bars are 2 units a module with a 10-module quiet zone each side; the label's CSS scales the
// drawing to 85 mm, about 0.4 mm a module, which any courier's scanner reads.
import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, type JSX } from 'react';

/** Units of one bar module in the drawing (the SVG's viewBox is in these units). */
export const BARCODE_MODULE = 2;

export function OrderBarcode({ value }: { value: string }): JSX.Element {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    try {
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        width: BARCODE_MODULE,
        height: 60,
        margin: 10 * BARCODE_MODULE,
        background: '#ffffff',
        lineColor: '#000000',
        displayValue: false,
      });
    } catch {
      // A value Code 128 cannot carry (never an order number): the number below is still printed.
      svg.current.replaceChildren();
    }
  }, [value]);
  return (
    <figure className="adm-lbl-barcode-box">
      <svg ref={svg} className="adm-lbl-barcode" role="img" aria-label={`Barcode of order ${value}`} />
      <figcaption className="adm-lbl-barcode-text">{value}</figcaption>
    </figure>
  );
}
