// Adds a line to the shop's cart. For engraved and combined pieces it first renders the proof PNG
// (lazily loaded canvas code), uploads it and puts its proofFileId on the line. A proof that cannot
// be made or sent does not stop the purchase: the line keeps every detail of the engraving.
import { useCallback, useState } from 'react';
import { useCart, type NewCartItem } from '@rmj/cart';
import { useUploadFileMutation } from './upload-file';
import type { ProofDesign } from './render-proof';

export interface AddPiece {
  /** Adds the line (after its proof, when there is one). */
  add: (item: NewCartItem, proof?: ProofDesign & { productName: string }) => Promise<void>;
  /** True while a proof is being made and sent. */
  adding: boolean;
}

// One proof per design and page visit: adding the same engraving twice reuses the first proof.
const proofs = new Map<string, string>();

export function useAddPiece(): AddPiece {
  const { addToCart } = useCart();
  const [send] = useUploadFileMutation();
  const [adding, setAdding] = useState(false);

  const proofFor = useCallback(
    async (design: ProofDesign & { productName: string }): Promise<string | undefined> => {
      const key = JSON.stringify(design);
      const known = proofs.get(key);
      if (known) return known;
      try {
        const { renderProof, proofFileName } = await import(/* webpackChunkName: "proof" */ './render-proof');
        const blob = await renderProof(design);
        const stored = await send({ file: blob, name: proofFileName(design.productName), purpose: 'proof' }).unwrap();
        proofs.set(key, stored.fileId);
        return stored.fileId;
      } catch (error) {
        console.warn('The engraving proof could not be saved; the line is added without it.', error);
        return undefined;
      }
    },
    [send],
  );

  const add = useCallback(
    async (item: NewCartItem, proof?: ProofDesign & { productName: string }) => {
      if (!proof || !item.customization) {
        addToCart(item);
        return;
      }
      setAdding(true);
      try {
        const proofFileId = await proofFor(proof);
        addToCart(proofFileId ? { ...item, customization: { ...item.customization, proofFileId } } : item);
      } finally {
        setAdding(false);
      }
    },
    [addToCart, proofFor],
  );

  return { add, adding };
}
