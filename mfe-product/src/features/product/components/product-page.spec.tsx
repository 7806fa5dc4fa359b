import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSENT_LABELS,
  CONSENT_MESSAGES,
  PRIVACY_NOTICE_VERSIONS,
  PRIVACY_NOTICES,
  productTitle,
  saveSession,
} from '@rmj/contracts';
import { Route, Routes } from '@rmj/router';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { everyPanelPendant, serverRing, velKadaSample } from '../../../testing/sample-products';
import { routes } from '../../../exposes/routes';
import { ProductPage } from './product-page';

const page = (
  <Routes>
    <Route path="/product/:id" element={<ProductPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('ProductPage', () => {
  it('shows the product passed in navigation state without asking the server', () => {
    const seen = installFakeFetch({});
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: serverRing, category: 'ring' } });
    expect(screen.getByRole('heading', { level: 1, name: serverRing.name })).toBeInTheDocument();
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByLabelText('Original price ₹1,499')).toBeInTheDocument();
    expect(screen.getByText('Sale')).toBeInTheDocument();
    expect(screen.getByText('Taxes included. Shipping +100')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('120 reviews')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'No customisation',
      'Engraving',
      'Fingerprint',
    ]);
    expect(seen).toHaveLength(0);
  });

  it('links the returns and exchange policy beside the buttons and names the country of origin', () => {
    installFakeFetch({});
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: serverRing } });
    expect(screen.getByRole('link', { name: 'Returns & exchange' })).toHaveAttribute('href', '/policies#returns');
    expect(screen.getByText('Country of origin: India')).toBeInTheDocument();
  });

  it('shows the weight, as the cards do', () => {
    installFakeFetch({});
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: { ...serverRing, gram: 4.2 } } });
    expect(screen.getByText('Weight: 4.2 gram')).toBeInTheDocument();
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: serverRing } });
    expect(screen.getAllByText(/^Weight:/)).toHaveLength(1); // none for a piece without a known weight
  });

  it('lets the shopper choose no more than is left, and says so', async () => {
    installFakeFetch({});
    const { store } = renderPage(page, {
      path: `/product/${serverRing._id}`,
      state: { productData: { ...serverRing, piecesLeft: 1 } },
    });
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('Only 1 left');
    const more = within(quantity).getByRole('button', { name: 'Increase quantity' });
    expect(more).toBeDisabled();
    await userEvent.click(more);
    expect(within(quantity).getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items.map((line) => line.quantity)).toEqual([1]);
    // The only piece is now in the cart: nothing more can be added, and the page says why.
    expect(await screen.findByText('All the 1 piece left is already in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to cart|Added to cart/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy it now' })).toBeDisabled();
  });

  it('stops the quantity at what is left when more are in stock', async () => {
    installFakeFetch({});
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: { ...serverRing, piecesLeft: 7 } } });
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    expect(quantity).not.toHaveAccessibleDescription(); // plenty left: nothing to say yet
    const more = within(quantity).getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 6; i += 1) await userEvent.click(more);
    expect(within(quantity).getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('7');
    expect(more).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('Only 7 left');
  });

  it('reads a built-in sample with a text price', () => {
    installFakeFetch({});
    renderPage(page, { path: '/product/3', state: { productData: velKadaSample } });
    expect(screen.getByText('₹2,900')).toBeInTheDocument();
    expect(screen.queryByText('Customisation')).not.toBeInTheDocument();
  });

  it('fetches the product when opened from a link, and shows not-found for an unknown id', async () => {
    installFakeFetch({
      [`GET /api/products/${serverRing._id}`]: { body: serverRing },
      'GET /api/products': { status: 404, body: { message: 'Product not found' } },
    });
    renderPage(page, { path: `/product/${serverRing._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: serverRing.name })).toBeInTheDocument();
    renderPage(page, { path: '/product/ffffffffffffffffffffffff' });
    expect(await screen.findByRole('heading', { name: 'We could not find this piece' })).toBeInTheDocument();
  });

  it('requests exactly the address its route names for early fetching (no second download)', async () => {
    const seen = installFakeFetch({ [`GET /api/products/${serverRing._id}`]: { body: serverRing } });
    renderPage(page, { path: `/product/${serverRing._id}` });
    await screen.findByRole('heading', { level: 1, name: serverRing.name });
    const named = routes
      .find((route) => route.path === '/product/:id')
      ?.data?.({ params: { id: serverRing._id }, search: '' });
    // The product's address, once (the shipping note's read of the shop's settings is its own call).
    const products = seen.filter((request) => request.url.pathname !== '/api/settings');
    expect(products.map((request) => request.url.pathname + request.url.search)).toEqual(named);
  });

  it('offers a Retry when the product could not be loaded', async () => {
    installFakeFetch({ 'GET /api/products': { networkError: 'offline' } });
    renderPage(page, { path: `/product/${serverRing._id}` });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('limits engraving by piece and draws the words on the preview', async () => {
    installFakeFetch({});
    const user = userEvent.setup();
    renderPage(page, { path: `/product/${everyPanelPendant._id}`, state: { productData: everyPanelPendant } });
    await user.click(screen.getByRole('radio', { name: 'Engraving' }));
    const box = screen.getByLabelText('Engraving text');
    await user.type(box, 'abcdefghijklmn');
    expect(box).toHaveValue('abcdefghij');
    expect(screen.getByText('Up to 10 characters (pendant 5-10) · 10/10')).toBeInTheDocument();
    const preview = screen.getByTestId('engraving-preview');
    expect(within(preview).getByText('Preview')).toBeInTheDocument();
    expect(within(preview).getByTestId('preview-text')).toHaveTextContent('abcdefghij');
  });

  it('refuses the wrong file types in the PDF and combined panels', async () => {
    installFakeFetch({});
    const user = userEvent.setup({ applyAccept: false });
    renderPage(page, { path: `/product/${everyPanelPendant._id}`, state: { productData: everyPanelPendant } });
    await user.click(screen.getByRole('radio', { name: 'pdf' }));
    await user.upload(screen.getByLabelText('Upload your PDF'), new File(['x'], 'ring.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a valid file type for this customization');
    await user.click(screen.getByRole('radio', { name: 'combined' }));
    await user.upload(screen.getByLabelText('Add your file'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image (JPEG, PNG, GIF)');
  });

  it('sells a piece without personalisation plain: no customiser, and it goes in the cart as it is', async () => {
    installFakeFetch({});
    const user = userEvent.setup();
    const plain = { ...serverRing, customizationType: undefined, customizationTypes: [], customOption: '' };
    const { store } = renderPage(page, { path: `/product/${plain._id}`, state: { productData: plain } });
    expect(screen.queryByRole('region', { name: 'Personalise' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toEqual(expect.objectContaining({ id: plain._id, quantity: 1 }));
    expect(store.getState().cart.items[0].customization ?? { type: 'none' }).toEqual(
      expect.objectContaining({ type: 'none' }),
    );
  });

  it('adds a text line with its format and style options', async () => {
    installFakeFetch({});
    const user = userEvent.setup();
    const { store } = renderPage(page, {
      path: `/product/${everyPanelPendant._id}`,
      state: { productData: everyPanelPendant },
    });
    await user.click(screen.getByRole('radio', { name: 'text' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the customization before adding to cart');
    await user.type(screen.getByLabelText('Your text'), 'happy anniversary');
    await user.selectOptions(screen.getByLabelText('Format'), 'Title Case');
    await user.selectOptions(screen.getByLabelText('Style'), 'Italic');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0]).toEqual(
      expect.objectContaining({
        id: everyPanelPendant._id,
        price: 1299,
        quantity: 1,
        customization: { type: 'text', text: 'Happy Anniversary', textOptions: { format: 'title', style: 'italic' } },
      }),
    );
    expect(screen.getByRole('button', { name: 'Added to cart ✓' })).toBeInTheDocument();
  });

  it('uploads a logged-in shopper’s file with their token, so the file is theirs on every device', async () => {
    const fileId = 'a'.repeat(32);
    const seen = installFakeFetch({
      'POST /api/files': {
        status: 201,
        body: { success: true, fileId, name: 'thumb.png', type: 'image/png', size: 3 },
      },
    });
    const user = userEvent.setup();
    renderPage(page, { path: `/product/${serverRing._id}`, state: { productData: serverRing } });
    await user.click(screen.getByRole('radio', { name: 'Fingerprint' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }));
    await user.upload(
      screen.getByLabelText('Upload your fingerprint image'),
      new File(['png'], 'thumb.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploaded: thumb.png')).toBeInTheDocument();
    saveSession({ token: 'tok-1', userId: 'u-1' });
    await user.upload(
      screen.getByLabelText('Upload your fingerprint image'),
      new File(['png'], 'thumb.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === '/api/files')).toHaveLength(2));
    const [anonymous, loggedIn] = seen.filter((r) => r.url.pathname === '/api/files');
    expect(anonymous.headers.get('authorization')).toBeNull();
    expect(loggedIn.headers.get('authorization')).toBe('Bearer tok-1');
    localStorage.clear();
  });

  it('shows the notice at each upload and sends a fingerprint or photo only once consent is ticked', async () => {
    const seen = installFakeFetch({
      'POST /api/files': {
        status: 201,
        body: { success: true, fileId: 'b'.repeat(32), name: 'finger.png', type: 'image/png', size: 3 },
      },
    });
    const user = userEvent.setup();
    renderPage(page, { path: `/product/${everyPanelPendant._id}`, state: { productData: everyPanelPendant } });
    const uploads = () => seen.filter((r) => r.url.pathname === '/api/files');
    for (const [radio, point] of [
      ['fingerprint', 'fingerprint'],
      ['image', 'image'],
      ['pdf', 'pdf'],
      ['combined', 'image'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: radio }));
      const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
      expect(notice).toHaveTextContent(PRIVACY_NOTICES[point].what);
      expect(notice).toHaveTextContent(PRIVACY_NOTICES[point].keep);
    }
    expect(screen.queryByRole('checkbox', { name: CONSENT_LABELS.image })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'fingerprint' }));
    const finger = () => screen.getByLabelText('Upload your fingerprint image');
    await user.upload(finger(), new File(['png'], 'finger.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONSENT_MESSAGES.required);
    expect(uploads()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(finger(), new File(['png'], 'finger.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded: finger.png')).toBeInTheDocument();
    const form = uploads()[0].body as FormData;
    expect(form.get('purpose')).toBe('fingerprint');
    expect(form.get('consent')).toBe(PRIVACY_NOTICE_VERSIONS.fingerprint);

    // A PDF carries its notice but no consent box.
    await user.click(screen.getByRole('radio', { name: 'pdf' }));
    expect(screen.queryByRole('checkbox', { name: /I consent/ })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Upload your PDF'),
      new File(['%PDF'], 'd.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect((uploads()[1].body as FormData).get('purpose')).toBe('pdf');
    expect((uploads()[1].body as FormData).get('consent')).toBeNull();
  });
});

describe('the document title', () => {
  it('names the product once it is known (fetched from a link alone)', async () => {
    installFakeFetch({ [`GET /api/products/${serverRing._id}`]: { body: serverRing } });
    document.title = 'Product | RMJ';
    renderPage(page, { path: `/product/${serverRing._id}` });
    await screen.findByRole('heading', { level: 1, name: serverRing.name });
    expect(document.title).toBe(productTitle(serverRing.name));
    expect(document.title).toContain(serverRing.name);
  });
});
