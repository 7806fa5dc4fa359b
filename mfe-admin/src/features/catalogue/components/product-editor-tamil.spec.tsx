// The product's Tamil name and description in the back office: two optional fields marked as Tamil,
// checked with the contract's rules (letters as a reader counts them), saved and read back, and the
// Tamil name under the English one in the products table.
import { configure, screen, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import type { AdminProduct } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminProduct, productId, productsPage } from '../testing/admin-products';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/api/admin/catalogue/products';
const ring = adminProduct();
const NAME_TA = 'வெள்ளிக் காப்பு மோதிரம்';
const DESCRIPTION_TA = '925 வெள்ளியில் செய்த எளிய மோதிரம்.';

let seen: SeenRequest[];
let stored: AdminProduct;
beforeEach(() => {
  stored = ring;
  seen = installFakeFetch({
    [`GET ${LIST}/${ring.id}`]: () => ({ body: stored }),
    [`GET ${LIST}/${ring.id}/prices`]: { body: { changes: [] } },
    [`PATCH ${LIST}/${ring.id}`]: (request) => {
      const patch = request.body as Record<string, unknown>;
      const next: Record<string, unknown> = { ...stored, ...patch };
      // As the catalog answers: an emptied Tamil text is none.
      for (const field of ['nameTa', 'descriptionTa']) if (!next[field]) delete next[field];
      stored = next as AdminProduct;
      return { body: stored };
    },
  });
});
afterEach(() => sessionStorage.clear());

const patches = () => requestsTo(seen, `${LIST}/${ring.id}`).filter((r) => r.method === 'PATCH');

describe('the Tamil name and description', () => {
  it('are typed in fields marked as Tamil, saved, and read back', async () => {
    signInAs('staff');
    const first = renderAdmin(`/admin/catalogue/${ring.id}`);
    const name = await screen.findByLabelText('Name in Tamil');
    const description = screen.getByLabelText('Description in Tamil');
    expect(name).toHaveAttribute('lang', 'ta');
    expect(description).toHaveAttribute('lang', 'ta');
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription(
      'Optional. The Tamil shop shows it; left empty, it shows the English name.',
    );

    await first.user.type(name, NAME_TA);
    await first.user.type(description, DESCRIPTION_TA);
    await first.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(patches().map((r) => r.body)).toEqual([{ nameTa: NAME_TA, descriptionTa: DESCRIPTION_TA }]);
    first.unmount();

    renderAdmin(`/admin/catalogue/${ring.id}`);
    expect(await screen.findByLabelText('Name in Tamil')).toHaveValue(NAME_TA);
    expect(screen.getByLabelText('Description in Tamil')).toHaveValue(DESCRIPTION_TA);
    // The back office itself stays English.
    expect(screen.getByLabelText('Name')).toHaveValue('Silver Kada Ring');
  });

  it('shows the rule beside the field, counting Tamil letters, and sends nothing', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    const name = await screen.findByLabelText('Name in Tamil');
    // மோதி is 2 letters (4 code units): too short for a name.
    await user.type(name, 'மோதி');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Please enter a Tamil name of 3 to 120 letters/)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Optional. The Tamil shop shows it; left empty, it shows the English name. Please enter a Tamil name of 3 to 120 letters, or leave it empty.',
    );
    expect(patches()).toHaveLength(0);

    // 120 letters of கா are 240 code units: accepted.
    await user.clear(name);
    await user.click(name);
    await user.paste('கா'.repeat(120));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(patches().map((r) => r.body)).toEqual([{ nameTa: 'கா'.repeat(120) }]);
  });

  it('are taken off when emptied', async () => {
    stored = adminProduct({ nameTa: NAME_TA, descriptionTa: DESCRIPTION_TA });
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    await user.clear(await screen.findByLabelText('Name in Tamil'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(patches().map((r) => r.body)).toEqual([{ nameTa: '' }]);
    expect(stored.nameTa).toBeUndefined();
    expect(stored.descriptionTa).toBe(DESCRIPTION_TA);
  });
});

describe('the products table', () => {
  it('shows the Tamil name under the English one', async () => {
    installFakeFetch({
      [`GET ${LIST}`]: {
        body: productsPage([adminProduct({ nameTa: NAME_TA }), adminProduct({ id: productId(2), name: 'Gold Chain' })]),
      },
    });
    signInAs('owner');
    renderAdmin('/admin/catalogue');
    const link = await screen.findByRole('link', { name: 'Silver Kada Ring' });
    const cell = link.closest('td')!;
    expect(within(cell).getByText(NAME_TA)).toHaveAttribute('lang', 'ta');
    const other = screen.getByRole('link', { name: 'Gold Chain' }).closest('td')!;
    expect(other).toHaveTextContent(/^Gold Chain$/);
  });
});
