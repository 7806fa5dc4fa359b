// Where a product's photographs are kept. Each upload is one insert-once record in `photos` (its size,
// the widths made, the placeholder); a product shows a photograph while a link `<productId>:<photoId>`
// exists in `product_photo_links`. Adding and removing are inserts and deletes of whole documents, so
// two uploads to one product at once both land (an array on the product could lose one of them on
// FerretDB, whose updates are read-modify-write). The product's `photoOrder` holds staff's order; photos
// it does not name yet come after it, oldest first. A duplicate links the same photographs.
import type { ProductPhoto } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';

export const PHOTOS = 'photos';
export const PHOTO_LINKS = 'product_photo_links';
/** GridFS bucket of the variants (`photo_variants.files`, `.chunks`), _id `<photoId>/<width>.<format>`. */
export const PHOTO_BUCKET = 'photo_variants';

export interface PhotoRecord {
  _id: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  /** Bytes of every variant together. */
  bytes: number;
  createdAt: Date;
  /** Staff id of the uploader. */
  createdBy?: string;
}

export interface PhotoLink {
  _id: string;
  productId: string;
  photoId: string;
  addedAt: Date;
}

export const linkId = (productId: string, photoId: string): string => `${productId}:${photoId}`;

export const photoRecords = (connection: Connection) =>
  connection.collection<PhotoRecord>(PHOTOS) as unknown as mongo.Collection<PhotoRecord>;
export const photoLinks = (connection: Connection) =>
  connection.collection<PhotoLink>(PHOTO_LINKS) as unknown as mongo.Collection<PhotoLink>;

const toPhoto = (record: PhotoRecord): ProductPhoto => ({
  id: record._id,
  width: record.width,
  height: record.height,
  widths: record.widths,
  placeholder: record.placeholder,
});

/** A product's photographs in staff's order (links without a record are skipped). */
export function orderedPhotos(
  links: readonly PhotoLink[],
  order: readonly string[] | undefined,
  records: ReadonlyMap<string, PhotoRecord>,
): ProductPhoto[] {
  const rank = new Map((order ?? []).map((id, i) => [id, i]));
  return [...links]
    .sort(
      (a, b) =>
        (rank.get(a.photoId) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.photoId) ?? Number.MAX_SAFE_INTEGER) ||
        a.addedAt.getTime() - b.addedAt.getTime() ||
        (a.photoId < b.photoId ? -1 : 1),
    )
    .map((link) => records.get(link.photoId))
    .filter((record): record is PhotoRecord => record !== undefined)
    .map(toPhoto);
}

/** Every link and record (one scan each, for the read model). */
export async function readAllPhotos(
  connection: Connection,
): Promise<{ links: Map<string, PhotoLink[]>; records: Map<string, PhotoRecord> }> {
  const links = new Map<string, PhotoLink[]>();
  for await (const link of photoLinks(connection).find({})) {
    const list = links.get(link.productId);
    if (list) list.push(link);
    else links.set(link.productId, [link]);
  }
  const records = new Map<string, PhotoRecord>();
  if (links.size > 0) for await (const record of photoRecords(connection).find({})) records.set(record._id, record);
  return { links, records };
}

/** One product's photographs, read now. */
export async function readProductPhotos(
  connection: Connection,
  productId: string,
  order: readonly string[] | undefined,
): Promise<ProductPhoto[]> {
  const links = await photoLinks(connection).find({ productId }).toArray();
  if (links.length === 0) return [];
  const records = await photoRecords(connection)
    .find({ _id: { $in: links.map((l) => l.photoId) } })
    .toArray();
  return orderedPhotos(links, order, new Map(records.map((r) => [r._id, r])));
}
