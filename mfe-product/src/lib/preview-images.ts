// The asset module types must also reach builds that type-check this file from outside (e2e route checks).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
// The preview pictures engraving and combined customisations are drawn on: one per piece and metal,
// shipped with this remote (small SVGs, fetched only when a preview is shown).
import braceletGold from '../assets/preview/bracelet-gold.svg';
import braceletSilver from '../assets/preview/bracelet-silver.svg';
import pendantGold from '../assets/preview/pendant-gold.svg';
import pendantSilver from '../assets/preview/pendant-silver.svg';
import ringGold from '../assets/preview/ring-gold.svg';
import ringSilver from '../assets/preview/ring-silver.svg';
import type { Metal, Piece } from './product-view';

const IMAGES: Record<Piece, Record<Metal, string>> = {
  ring: { gold: ringGold, silver: ringSilver },
  pendant: { gold: pendantGold, silver: pendantSilver },
  bracelet: { gold: braceletGold, silver: braceletSilver },
};

/** Address of the preview picture of a piece in a metal. */
export function previewImage(piece: Piece, metal: Metal): string {
  return IMAGES[piece][metal];
}
