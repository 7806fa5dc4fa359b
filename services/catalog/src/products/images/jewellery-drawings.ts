/**
 * Line drawings of each kind of piece, as SVG fragments on a 400×400 canvas.
 * `M` is the metal fill (a gradient id), `S` the stroke colour for edges.
 */
type Draw = (m: string, s: string) => string;

const links = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  r: number,
  m: string,
  from = 0,
  to = Math.PI * 2,
) => {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const a = from + ((to - from) * i) / (n - 1 || 1);
    const x = (cx + rx * Math.cos(a)).toFixed(1);
    const y = (cy + ry * Math.sin(a)).toFixed(1);
    out += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r * 0.65).toFixed(1)}" transform="rotate(${((a * 180) / Math.PI + 90).toFixed(0)} ${x} ${y})" fill="none" stroke="${m}" stroke-width="${(r * 0.45).toFixed(1)}"/>`;
  }
  return `<g>${out}</g>`;
};

const gem = (x: number, y: number, r: number) =>
  `<polygon points="${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}" fill="url(#gem)" stroke="#ffffff" stroke-width="2"/>` +
  `<polygon points="${x},${y - r} ${x + r * 0.4},${y} ${x},${y + r} ${x - r * 0.4},${y}" fill="#ffffff" fill-opacity=".35"/>`;

const chainArc = (m: string) => links(200, 60, 120, 190, 26, 9, m, Math.PI * 0.12, Math.PI * 0.88);

export const DRAWINGS: Record<string, Draw> = {
  ring: (m, s) =>
    `<ellipse cx="200" cy="235" rx="110" ry="95" fill="none" stroke="${m}" stroke-width="26"/>` +
    `<ellipse cx="200" cy="235" rx="110" ry="95" fill="none" stroke="${s}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M170 150 L200 118 L230 150 Z" fill="${m}" stroke="${s}" stroke-width="2"/>` +
    gem(200, 112, 30),
  toering: (m, s) =>
    `<ellipse cx="200" cy="220" rx="90" ry="70" fill="none" stroke="${m}" stroke-width="16"/>` +
    `<path d="M140 160 q15 -30 30 0 q15 -30 30 0 q15 -30 30 0 q15 -30 30 0" fill="none" stroke="${m}" stroke-width="12"/>` +
    `<path d="M140 160 q15 -30 30 0 q15 -30 30 0 q15 -30 30 0 q15 -30 30 0" fill="none" stroke="${s}" stroke-opacity=".3" stroke-width="2"/>`,
  bracelet: (m) => links(200, 200, 140, 110, 28, 16, m) + gem(200, 90, 18),
  bangle: (m, s) =>
    `<ellipse cx="200" cy="200" rx="140" ry="120" fill="none" stroke="${m}" stroke-width="34"/>` +
    `<ellipse cx="200" cy="200" rx="140" ry="120" fill="none" stroke="${s}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="6 10"/>` +
    `<ellipse cx="200" cy="200" rx="157" ry="137" fill="none" stroke="${s}" stroke-opacity=".25" stroke-width="2"/>`,
  pendant: (m, s) =>
    chainArc(m) +
    `<path d="M200 250 C150 215 150 300 200 345 C250 300 250 215 200 250 Z" fill="${m}" stroke="${s}" stroke-width="3"/>` +
    `<circle cx="200" cy="245" r="9" fill="none" stroke="${m}" stroke-width="6"/>` +
    gem(200, 295, 18),
  chain: (m) => links(200, 40, 140, 250, 34, 11, m, Math.PI * 0.1, Math.PI * 0.9),
  necklace: (m, s) => {
    let drops = '';
    for (let i = 0; i < 9; i += 1) {
      const a = Math.PI * (0.2 + (0.6 * i) / 8);
      const x = 200 + 130 * Math.cos(a);
      const y = 70 + 210 * Math.sin(a);
      drops += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l-10 22 l10 16 l10 -16 Z" fill="${m}" stroke="${s}" stroke-width="2"/>`;
    }
    return links(200, 70, 130, 210, 30, 8, m, Math.PI * 0.12, Math.PI * 0.88) + drops + gem(200, 318, 20);
  },
  earring: (m, s) =>
    [130, 270]
      .map(
        (x) =>
          `<path d="M${x} 90 q-25 -40 0 -50 q20 -5 18 18" fill="none" stroke="${m}" stroke-width="7"/>` +
          `<circle cx="${x}" cy="110" r="14" fill="${m}" stroke="${s}" stroke-width="2"/>` +
          `<path d="M${x} 130 C${x - 45} 190 ${x - 30} 260 ${x} 290 C${x + 30} 260 ${x + 45} 190 ${x} 130 Z" fill="${m}" stroke="${s}" stroke-width="3"/>` +
          gem(x, 215, 16),
      )
      .join(''),
  stud: (m, s) =>
    [140, 260]
      .map((x) => `<circle cx="${x}" cy="200" r="46" fill="${m}" stroke="${s}" stroke-width="3"/>` + gem(x, 200, 28))
      .join(''),
  nosepin: (m, s) =>
    `<path d="M200 200 q90 10 110 90" fill="none" stroke="${m}" stroke-width="10"/>` +
    `<circle cx="200" cy="200" r="52" fill="${m}" stroke="${s}" stroke-width="3"/>` +
    gem(200, 200, 34),
  anklet: (m, s) => {
    let bells = '';
    for (let i = 0; i < 9; i += 1) {
      const a = Math.PI * (0.15 + (0.7 * i) / 8);
      const x = 200 + 150 * Math.cos(a);
      const y = 170 + 90 * Math.sin(a) + 18;
      bells += `<circle cx="${x.toFixed(1)}" cy="${(y + 10).toFixed(1)}" r="9" fill="${m}" stroke="${s}" stroke-width="2"/>`;
    }
    return links(200, 170, 150, 90, 36, 9, m) + bells;
  },
};
