// A product's photographs in the order shoppers see them (the first is the main picture): move one
// left or right, make one the main picture, drag one to another place, or delete one after a
// confirmation. Every change sends the whole new order; the answer is the product as stored.
import { useState, type JSX } from 'react';
import type { AdminProduct, ProductPhoto } from '@rmj/contracts';
import { PHOTO_WIDTHS, photoVariantPath } from '@rmj/contracts/photos';
import { failureMessage } from '../../../lib/messages';
import { useAdminDeletePhotoMutation } from '../api/delete-photo';
import { useAdminOrderPhotosMutation } from '../api/order-photos';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import { dropped, madeMain, moved } from '../lib/photo-order';
import { PhotoUpload } from './photo-upload';

const THUMB_WIDTH = 160;

export function PhotoManager({ product, canEdit }: { product: AdminProduct; canEdit: boolean }): JSX.Element {
  const [order, ordering] = useAdminOrderPhotosMutation();
  const [remove, removing] = useAdminDeletePhotoMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const ids = product.photos.map((photo) => photo.id);
  const busy = ordering.isLoading || removing.isLoading;

  const act = async (call: () => Promise<unknown>, done: string) => {
    setSaid(null);
    try {
      await call();
      setSaid({ text: done, ok: true });
    } catch (error) {
      setSaid({ text: failureMessage(error, CATALOGUE_MESSAGES.actionFailed), ok: false });
    }
  };
  const reorder = (photoIds: string[] | null, done: string) => {
    if (photoIds) void act(() => order({ params: { productId: product.id }, body: { photoIds } }).unwrap(), done);
  };
  const deleteNow = (photo: ProductPhoto) => {
    setDeleting(null);
    void act(() => remove({ productId: product.id, photoId: photo.id }).unwrap(), 'Photograph deleted.');
  };

  return (
    <section className="adm-cat-panel" aria-labelledby={`photos-${product.id}`}>
      <h3 id={`photos-${product.id}`}>Photographs</h3>
      {ids.length === 0 && <p>No photographs yet: shoppers see the drawn picture.</p>}
      <ol className="adm-cat-photos">
        {product.photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li
              key={photo.id}
              className="adm-cat-photo"
              draggable={canEdit && !busy}
              onDragStart={() => setDragFrom(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() =>
                dragFrom !== null && reorder(dropped(ids, dragFrom, index), `Photograph ${dragFrom + 1} moved.`)
              }
              onDragEnd={() => setDragFrom(null)}
            >
              <img
                src={photoVariantPath(photo.id, PHOTO_WIDTHS[0], 'webp')}
                alt={`Photograph ${n}${index === 0 ? ' (main)' : ''} of ${product.name}`}
                width={THUMB_WIDTH}
                height={Math.round((THUMB_WIDTH * photo.height) / photo.width)}
                style={{ backgroundImage: `url(${photo.placeholder})` }}
              />
              {index === 0 && <span className="adm-cat-chip adm-cat-chip--published">Main</span>}
              {canEdit && (
                <div className="adm-cat-photo-buttons">
                  <button
                    type="button"
                    disabled={busy || index === 0}
                    aria-label={`Move photograph ${n} left`}
                    onClick={() => reorder(moved(ids, index, -1), `Photograph ${n} moved left.`)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    disabled={busy || index === ids.length - 1}
                    aria-label={`Move photograph ${n} right`}
                    onClick={() => reorder(moved(ids, index, 1), `Photograph ${n} moved right.`)}
                  >
                    →
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Make photograph ${n} the main one`}
                      onClick={() => reorder(madeMain(ids, photo.id), `Photograph ${n} is now the main one.`)}
                    >
                      Make main
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={`Delete photograph ${n}`}
                    onClick={() => setDeleting(photo.id)}
                  >
                    Delete
                  </button>
                </div>
              )}
              {deleting === photo.id && (
                <div className="adm-cat-confirm" role="group" aria-label={`Confirm deleting photograph ${n}`}>
                  <p>Delete photograph {n}?</p>
                  <button type="button" className="adm-button" onClick={() => deleteNow(photo)}>
                    Yes, delete
                  </button>
                  <button type="button" className="adm-button adm-button--quiet" onClick={() => setDeleting(null)}>
                    Cancel
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="adm-cat-hint" role="status">
        {said?.ok ? said.text : ''}
      </p>
      {said && !said.ok && (
        <p className="adm-field-error" role="alert">
          {said.text}
        </p>
      )}
      {canEdit && <PhotoUpload productId={product.id} />}
    </section>
  );
}
