// Reads a Code 128 barcode back from the bars of an SVG as a scanner would: the bars into modules,
// the modules into 11-module symbols, the start code, the check symbol (weighted sum modulo 103) and
// the stop pattern checked, then the symbols into text through code sets A, B and C.
// The symbol patterns are the standard's table, as JsBarcode ships it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BARS } = require('jsbarcode/bin/barcodes/CODE128/constants') as { BARS: number[] };

const PATTERNS = BARS.map(String);
const STOP = '1100011101011';
const START = { A: 103, B: 104, C: 105 } as const;

/** The modules of the barcode's bars ('1' a bar, '0' a space), from the first bar to the last. */
export function barcodeModules(svg: Element): string {
  const bars = [...svg.querySelectorAll('g rect')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    width: Number(rect.getAttribute('width')),
  }));
  if (bars.length === 0) throw new Error('no bars drawn');
  const module = Math.min(...bars.map((bar) => bar.width));
  const start = Math.min(...bars.map((bar) => bar.x));
  const end = Math.max(...bars.map((bar) => bar.x + bar.width));
  const modules = Array.from({ length: Math.round((end - start) / module) }, () => '0');
  for (const bar of bars)
    for (let i = Math.round((bar.x - start) / module); i < Math.round((bar.x + bar.width - start) / module); i++)
      modules[i] = '1';
  return modules.join('');
}

/** The text a Code 128 barcode carries; throws when it is not one (bad start, check or stop). */
export function readCode128(svg: Element): string {
  const modules = barcodeModules(svg);
  if (!modules.endsWith(STOP)) throw new Error('no stop pattern');
  const body = modules.slice(0, -STOP.length);
  if (body.length % 11 !== 0) throw new Error(`symbols of ${body.length} modules`);
  const symbols = Array.from({ length: body.length / 11 }, (_, i) => {
    const index = PATTERNS.indexOf(body.slice(i * 11, i * 11 + 11));
    if (index < 0) throw new Error(`unknown symbol ${body.slice(i * 11, i * 11 + 11)}`);
    return index;
  });
  const [start, ...rest] = symbols;
  const check = rest.pop();
  const sum = rest.reduce((total, value, i) => total + value * (i + 1), start);
  if (sum % 103 !== check) throw new Error('check symbol does not match');
  const sets: Record<number, 'A' | 'B' | 'C'> = { [START.A]: 'A', [START.B]: 'B', [START.C]: 'C' };
  let set = sets[start];
  if (!set) throw new Error('no start code');
  let text = '';
  for (const value of rest) {
    // Code C, B and A switch sets; each set's own codes above 95 (FNC) are not text.
    if (value === 99 && set !== 'C') set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (set === 'B' && value < 96) text += String.fromCharCode(value + 32);
    else if (set === 'A' && value < 96) text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
    else throw new Error(`function code ${value} in set ${set}`);
  }
  return text;
}
