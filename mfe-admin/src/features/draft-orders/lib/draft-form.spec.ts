// The editor's values and the API's body: a saved draft read back and sent again unchanged; files
// travel by id as the product page sends them; the API's field problems land on the same paths.
import { draftOrderMessages, type DraftOrder } from '@rmj/contracts';
import { apiFieldErrors, checkDraft, customizationOf, draftInput, newCatalogueLine, valuesOf } from './draft-form';
import { DRAFT_WORDS } from './draft-words';

const CUSTOMER = { ordersUserId: 'c1', name: 'Lakshmi', phone: '9840012345', email: undefined };
const ACTOR = { id: 's1', email: 'staff@rmj.test', role: 'staff' as const };

const saved = {
  id: 'd1',
  version: 2,
  customer: CUSTOMER,
  lineCount: 2,
  totalWhenSaved: 1,
  createdAt: '',
  createdBy: ACTOR,
  updatedAt: '',
  updatedBy: ACTOR,
  deliveryAddress: {
    name: 'Lakshmi',
    phone: '9840012345',
    address: '4 North Car Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipCode: '625001',
    country: 'India',
  },
  lines: [
    {
      kind: 'catalogue',
      productId: 'p1',
      quantity: 2,
      size: '12',
      customization: {
        type: 'combined',
        text: { content: 'ANU', font: 'serif', fontSize: 30, style: 'engraved' },
        file: { name: 'photo.jpg', type: 'image/jpeg', fileId: 'a'.repeat(32) },
        proofFileId: 'b'.repeat(32),
      },
    },
    { kind: 'custom', description: 'Mala', rateKey: 'gold-916', netWeightGrams: 5.25, priceRupees: 50000, quantity: 1 },
  ],
  discount: { kind: 'percent', percent: 10, reason: 'Wedding' },
  note: 'Friday',
  pricing: { lines: [{ name: 'Name Ring' }] },
} as unknown as DraftOrder;

it('sends a saved draft back as it was read', () => {
  const body = draftInput(valuesOf(saved), { canGive: true });
  expect(body).toEqual({
    customer: CUSTOMER,
    deliveryAddress: saved.deliveryAddress,
    lines: saved.lines,
    discount: saved.discount,
    note: 'Friday',
  });
});

it('sends the discount the draft has when the role may not give one, whatever the form holds', () => {
  const values = valuesOf(saved);
  values.discount = { kind: 'amount', value: '999', reason: 'Mine' };
  expect(draftInput(values, { canGive: false, saved: saved.discount }).discount).toEqual(saved.discount);
  expect(draftInput(values, { canGive: false }).discount).toBeUndefined();
});

it('puts a fingerprint on the line by its file id, as the product page does', () => {
  const line = newCatalogueLine({ id: 'p1', name: 'Fingerprint Pendant', customizationTypes: [] });
  line.personalisation = {
    ...line.personalisation,
    type: 'fingerprint',
    file: { fileId: 'c'.repeat(32), name: 'thumb.png', type: 'image/png', size: 2048 },
  };
  expect(customizationOf(line)).toEqual({
    type: 'fingerprint',
    uploadedFile: { name: 'thumb.png', type: 'image/png', size: 2048 },
    fileId: 'c'.repeat(32),
  });
});

it('asks for the file of a personalisation that needs one, and checks quantities with the contract', () => {
  const values = valuesOf(saved);
  const line = newCatalogueLine({ id: 'p2', name: 'Photo Locket', customizationTypes: [] });
  line.personalisation = { ...line.personalisation, type: 'image' };
  line.quantity = '0';
  values.lines.push(line);
  const checked = checkDraft(values, { canGive: true });
  expect(checked).toEqual({
    ok: false,
    errors: {
      'lines.2.quantity': draftOrderMessages.quantityInvalid,
      'lines.2.customization': DRAFT_WORDS.fileRequired,
    },
  });
});

it('reads the API’s field problems by path', () => {
  const error = {
    status: 400,
    data: { message: 'x', issues: [{ field: 'lines.0.priceRupees', message: draftOrderMessages.priceInvalid }] },
  };
  expect(apiFieldErrors(error)).toEqual({ 'lines.0.priceRupees': draftOrderMessages.priceInvalid });
  expect(apiFieldErrors({ status: 'FETCH_ERROR' })).toEqual({});
});
