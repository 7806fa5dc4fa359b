// The photographs chosen for upload, one at a time in the order chosen (each answer is the product
// with that photograph added last, so the order on screen is the order chosen). A file the browser
// can already tell is wrong is refused at once, with the same limits and messages as the service.
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '../../../lib/messages';
import { useAdminUploadPhotoMutation } from '../api/upload-photo';
import { PHOTO_MESSAGES, photoProblem } from './photo-check';

/** A chosen file on its way, or the reason it did not get there. A file uploaded leaves the list. */
export interface QueuedPhoto {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'refused' | 'failed';
  message?: string;
}

export function usePhotoUploads(productId: string) {
  const [upload] = useAdminUploadPhotoMutation();
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const waiting = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);

  const change = (key: number, update: Partial<QueuedPhoto> | null) =>
    setItems((list) =>
      update
        ? list.map((item) => (item.key === key ? { ...item, ...update } : item))
        : list.filter((i) => i.key !== key),
    );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = waiting.current.shift(); next; next = waiting.current.shift()) {
      change(next.key, { state: 'uploading' });
      try {
        await upload({ productId, photo: next.file }).unwrap();
        change(next.key, null);
      } catch (error) {
        change(next.key, { state: 'failed', message: failureMessage(error, PHOTO_MESSAGES.failed) });
      }
    }
    running.current = false;
  }, [productId, upload]);

  /** Checks the files and uploads those that pass, in order. */
  const add = useCallback(
    (files: Iterable<File>) => {
      const added: QueuedPhoto[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const problem = photoProblem(file);
        added.push({ key, name: file.name, state: problem ? 'refused' : 'waiting', message: problem ?? undefined });
        if (!problem) waiting.current.push({ key, file });
      }
      setItems((list) => [...list, ...added]);
      void pump();
    },
    [pump],
  );

  /** Forgets a refused or failed file. */
  const dismiss = useCallback((key: number) => change(key, null), []);

  return { items, add, dismiss };
}
