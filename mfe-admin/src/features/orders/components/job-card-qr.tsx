// The QR code of an order page's address, drawn as SVG. The QR library is its own chunk, loaded
// only by the job cards.
import { useEffect, useState, type JSX } from 'react';

export function JobCardQr({ value, label }: { value: string; label: string }): JSX.Element {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      // A CommonJS module: its exports are the namespace's default under some bundlers, spread under others.
      .then((module) => module.default ?? module)
      .then((qr) => qr.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }))
      .then((drawn) => live && setSvg(`data:image/svg+xml;utf8,${encodeURIComponent(drawn)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  if (svg) return <img className="adm-jc-qr" src={svg} alt={label} width={96} height={96} />;
  return <span className="adm-jc-qr adm-jc-qr--empty">{failed ? value : 'Drawing the QR code…'}</span>;
}
