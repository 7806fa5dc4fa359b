// The authenticator's QR code, drawn from the otpauth:// address as an SVG. The QR library is its
// own chunk, downloaded only on this step (no other back-office page, and never a shopper's page).
import { useEffect, useState, type JSX } from 'react';

type Drawing = { state: 'drawing' } | { state: 'ready'; src: string } | { state: 'failed' };

export function QrCode({ value }: { value: string }): JSX.Element {
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  useEffect(() => {
    let live = true;
    setDrawing({ state: 'drawing' });
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setDrawing({ state: 'ready', src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` }))
      .catch(() => live && setDrawing({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [value]);

  if (drawing.state === 'ready') {
    return (
      <img className="adm-qr" src={drawing.src} width={200} height={200} alt="QR code for your authenticator app" />
    );
  }
  return (
    <div className="adm-qr-placeholder" role="status">
      {drawing.state === 'drawing'
        ? 'Drawing the QR code…'
        : 'The QR code could not be drawn. Please type the key below into your app.'}
    </div>
  );
}
