// Adding photographs: drop files on the zone or choose them (several at once); each file shows
// whether it is waiting, on its way, or why it was refused.
import { useId, useState, type DragEvent, type JSX } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_LABEL } from '../lib/photo-check';
import { usePhotoUploads } from '../lib/use-photo-uploads';

const STATE_LABELS = { waiting: 'Waiting…', uploading: 'Uploading…' } as const;

export function PhotoUpload({ productId }: { productId: string }): JSX.Element {
  const id = useId();
  const { items, add, dismiss } = usePhotoUploads(productId);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="adm-cat-upload">
      <div
        className={`adm-cat-dropzone${over ? ' adm-cat-dropzone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor={id}>Add photographs</label>
        <p id={`${id}-hint`} className="adm-cat-hint">
          Drop them here or choose files: JPEG, PNG or WebP, up to {PHOTO_MAX_LABEL} each, at least 640 pixels wide.
        </p>
        <input
          id={id}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = ''; // the same file may be chosen again after a failure
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="adm-cat-queue" aria-label="Photographs being added">
          {items.map((item) => (
            <li key={item.key} className={`adm-cat-queue-item adm-cat-queue-item--${item.state}`}>
              <span className="adm-cat-queue-name">{item.name}</span>
              {item.state === 'waiting' || item.state === 'uploading' ? (
                <>
                  <progress aria-label={`${item.name}: ${STATE_LABELS[item.state]}`} />
                  <span role="status">{STATE_LABELS[item.state]}</span>
                </>
              ) : (
                <>
                  <span className="adm-field-error" role="alert">
                    {item.message}
                  </span>
                  <button type="button" className="adm-link-button" onClick={() => dismiss(item.key)}>
                    Dismiss<span className="adm-visually-hidden"> {item.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
