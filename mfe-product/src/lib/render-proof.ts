// The engraving proof: the preview the shopper approved (piece picture, words, font, size, place)
// drawn on a canvas at twice the preview's resolution and saved as PNG. Loaded only when an
// engraved or combined piece is added to the cart.
import { ENGRAVING_INK, PREVIEW_SIZE, TEXT_PLACEMENT } from './engraving';
import { faceFor, FONTS, loadFont, type FontKey } from './fonts';
import { previewImage } from './preview-images';
import type { Metal, Piece } from './product-view';

/** What the proof shows. */
export interface ProofDesign {
  piece: Piece;
  metal: Metal;
  text: string;
  font: FontKey;
  /** px on the 400 px preview. */
  fontSize: number;
}

/** Side of the proof in pixels. */
const PROOF_SIZE = PREVIEW_SIZE * 2;

/** Longest wait for the preview picture: the line is added without a proof after that. */
const IMAGE_TIMEOUT_MS = 10_000;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image(PROOF_SIZE, PROOF_SIZE);
    const timer = setTimeout(() => reject(new Error(`preview picture ${src} did not load in time`)), IMAGE_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`preview picture ${src} did not load`));
    };
    image.src = src;
  });
}

/** The proof as a PNG blob. */
export async function renderProof(design: ProofDesign): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PROOF_SIZE;
  canvas.height = PROOF_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2D is not available');
  const [image] = await Promise.all([
    loadImage(previewImage(design.piece, design.metal)),
    loadFont(faceFor(design.font, design.text)),
  ]);
  context.drawImage(image, 0, 0, PROOF_SIZE, PROOF_SIZE);
  const scale = PROOF_SIZE / PREVIEW_SIZE;
  const face = FONTS[faceFor(design.font, design.text)];
  const place = TEXT_PLACEMENT[design.piece];
  context.font = `${face.weight} ${design.fontSize * scale}px ${face.family}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = ENGRAVING_INK[design.metal];
  context.shadowColor = 'rgba(255, 255, 255, 0.55)';
  context.shadowOffsetY = scale;
  context.fillText(design.text, place.x * PROOF_SIZE, place.y * PROOF_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the proof could not be encoded'))), 'image/png'),
  );
}

/** File name of a proof. */
export function proofFileName(productName: string): string {
  const base =
    productName
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .trim()
      .slice(0, 60) || 'piece';
  return `proof-${base}.png`;
}
