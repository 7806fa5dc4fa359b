import { configure, fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import { PHOTO_MAX_BYTES } from '@rmj/contracts/photos';
import type { AdminProduct } from '@rmj/contracts';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN } from '../../../testing/render-admin';
import { adminProduct, testPhoto } from '../testing/admin-products';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const ring = adminProduct({ photos: [testPhoto('p1'), testPhoto('p2'), testPhoto('p3')] });
const PRODUCT = `/api/admin/catalogue/products/${ring.id}`;
const PHOTOS = `${PRODUCT}/photos`;

let seen: SeenRequest[];
let stored: AdminProduct;
let releaseUpload: () => void;
beforeEach(() => {
  stored = ring;
  const uploaded = new Promise<void>((resolve) => (releaseUpload = resolve));
  seen = installFakeFetch({
    [`GET ${PRODUCT}`]: () => ({ body: stored }),
    [`GET ${PRODUCT}/prices`]: { body: { changes: [] } },
    [`POST ${PHOTOS}`]: async () => {
      await uploaded;
      stored = { ...stored, photos: [...stored.photos, testPhoto('new1')] };
      return { status: 201, body: stored };
    },
    [`PUT ${PHOTOS}`]: (request) => {
      const { photoIds } = request.body as { photoIds: string[] };
      stored = { ...stored, photos: photoIds.map((id) => testPhoto(id)) };
      return { body: stored };
    },
    [`DELETE ${PHOTOS}`]: (request) => {
      const gone = request.url.pathname.split('/').at(-1);
      stored = { ...stored, photos: stored.photos.filter((photo) => photo.id !== gone) };
      return { body: stored };
    },
  });
});
afterEach(() => sessionStorage.clear());

const photoSources = () =>
  within(screen.getByRole('region', { name: 'Photographs' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

const jpeg = (name: string, size = 2048) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('a product’s photographs', () => {
  it('uploads a chosen photograph as multipart, shows it on its way, then its thumbnail', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    await user.upload(await screen.findByLabelText('Add photographs'), jpeg('ring-side.jpg'));

    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(screen.getByText('ring-side.jpg')).toBeInTheDocument();
    releaseUpload();

    expect(await screen.findByRole('img', { name: 'Photograph 4 of Silver Kada Ring' })).toHaveAttribute(
      'src',
      '/api/product-photos/new1/320.webp',
    );
    expect(screen.queryByText('ring-side.jpg')).not.toBeInTheDocument();
    const [upload] = requestsTo(seen, PHOTOS);
    expect(upload.headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('photo') as File).name).toBe('ring-side.jpg');
  });

  it('refuses a dropped file of the wrong type or over 15 MB without sending it', async () => {
    signInAs('owner');
    renderAdmin(`/admin/catalogue/${ring.id}`);
    const zone = (await screen.findByLabelText('Add photographs')).closest('div')!;
    const gif = new File(['x'], 'sketch.gif', { type: 'image/gif' });
    fireEvent.drop(zone, { dataTransfer: { files: [gif, jpeg('huge.jpg', PHOTO_MAX_BYTES + 1)] } });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      '“sketch.gif” is not a JPEG, PNG or WebP photograph. Please choose one of those.',
      '“huge.jpg” is larger than 15 MB. Please choose a smaller photograph.',
    ]);
    expect(requestsTo(seen, PHOTOS)).toHaveLength(0);
  });

  it('sends the whole new order when a photograph moves or becomes the main one', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    expect(await screen.findByRole('button', { name: 'Move photograph 1 left' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photograph 2 left' }));
    expect(await screen.findByText('Photograph 2 moved left.')).toBeInTheDocument();
    expect(photoSources()).toEqual(['p2', 'p1', 'p3'].map((id) => `/api/product-photos/${id}/320.webp`));

    await user.click(screen.getByRole('button', { name: 'Make photograph 3 the main one' }));
    await screen.findByText('Photograph 3 is now the main one.');

    const items = within(screen.getByRole('region', { name: 'Photographs' })).getAllByRole('listitem');
    fireEvent.dragStart(items[0]);
    fireEvent.drop(items[2]);
    await screen.findByText('Photograph 1 moved.');

    expect(requestsTo(seen, PHOTOS).map((request) => request.body)).toEqual([
      { photoIds: ['p2', 'p1', 'p3'] },
      { photoIds: ['p3', 'p2', 'p1'] },
      { photoIds: ['p2', 'p1', 'p3'] },
    ]);
    expect(screen.getByRole('img', { name: 'Photograph 1 (main) of Silver Kada Ring' })).toHaveAttribute(
      'src',
      '/api/product-photos/p2/320.webp',
    );
  });

  it('deletes a photograph only after a confirmation', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete photograph 2' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(seen, `${PHOTOS}/p2`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete photograph 2' }));
    expect(screen.getByText('Delete photograph 2?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Photograph deleted.')).toBeInTheDocument();
    expect(requestsTo(seen, `${PHOTOS}/p2`)[0].method).toBe('DELETE');
    expect(photoSources()).toEqual(['p1', 'p3'].map((id) => `/api/product-photos/${id}/320.webp`));
  });

  it('shows support the photographs without any way to change them', async () => {
    signInAs('support');
    renderAdmin(`/admin/catalogue/${ring.id}`);
    expect(await screen.findByRole('img', { name: 'Photograph 1 (main) of Silver Kada Ring' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photographs')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move photograph/ })).not.toBeInTheDocument();
  });
});
