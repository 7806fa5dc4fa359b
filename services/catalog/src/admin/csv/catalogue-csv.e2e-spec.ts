// The catalogue as CSV on the real app (real FerretDB): export, an unchanged round trip, all-or-nothing
// imports with each bad row's line and reason, creating and updating, the price rule, formula cells,
// the pricing and hallmark columns (each bad cell named by its column) and HUIDs in and out.
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_BYTES,
  catalogueImportErrorSchema,
  HUID_MESSAGE,
  PRICE_OWNER_ONLY_MESSAGE,
  productHuidsSchema,
  type CatalogueCsvColumn,
} from '@rmj/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { bytesOf } from '../../testing/shoppers';
import { createStaffApp, ringDraft, type StaffApp } from '../../testing/staff';

const EXPORT = '/api/admin/catalogue/export';
const IMPORT = '/api/admin/catalogue/import';

describe('catalogue CSV (real FerretDB)', () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('catalogue_csv', 60);
  });
  afterAll(() => s.close());

  const exported = async (): Promise<string> =>
    (await bytesOf(s.http().get(EXPORT).set('Authorization', s.as.support)).expect(200)).body.toString('utf8');
  const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
  const toCsv = (rows: string[][]) => stringify(rows);
  const importCsv = (csv: string | Buffer, role: keyof StaffApp['as'] = 'owner') =>
    s.http().post(IMPORT).set('Authorization', s.as[role]).attach('file', Buffer.from(csv), 'catalogue.csv');

  it('exports every product not archived as a CSV download', async () => {
    const res = await bytesOf(s.http().get(EXPORT).set('Authorization', s.as.support)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rmj-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(res.body.toString('utf8'));
    expect(rows[0]).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(rows).toHaveLength(61);
    expect(rows[1][0]).toMatch(/^[0-9a-f]{24}$/);
    expect(rows[1][9]).toMatch(/^(fingerprint|engraving|combined|image)(;(fingerprint|engraving|combined|image))*$/);
  });

  it('imports its own export back unchanged', async () => {
    const before = await exported();
    const res = await importCsv(before, 'staff').expect(200);
    expect(res.body).toEqual({ created: 0, updated: 0 });
    expect(await exported()).toBe(before);
  });

  it('changes nothing when any row is bad, and names every bad row by its spreadsheet line', async () => {
    const before = await exported();
    const rows = rowsOf(before);
    rows[2][3] = 'twelve hundred'; // line 3: price
    rows[4][7] = 'Tiara'; // line 5: category of its audience
    rows[5][0] = '0123456789abcdef01234567'; // line 6: an id no product has
    rows[6] = [...rows[3]]; // line 7: line 4 again
    rows[1][1] = 'A better name for line 2'; // a good change that must not land
    const newRow = [
      '',
      'Brand New Silver Ring',
      'A new piece.',
      '1999',
      '',
      '3.1',
      'Silver',
      'Ring',
      'women',
      'engraving',
      'false',
      '4',
      'false',
    ];
    const res = await importCsv(toCsv([...rows, newRow, ['', '', '', '', '', '', '', '', '', '', '', '', '']])).expect(
      422,
    );
    const body = catalogueImportErrorSchema.parse(res.body);
    expect(body.message).toBe('Some rows have problems. Nothing was imported; please fix these rows and try again.');
    expect(body.rows.map((r) => r.line)).toEqual([3, 5, 6, 7]);
    expect(body.rows[0].reason).toBe('Price must be a whole number of rupees.');
    expect(body.rows[1].reason).toMatch(/^Choose a category for \w+: /);
    expect(body.rows[2].reason).toBe(
      'No product has the id 0123456789abcdef01234567; leave the id empty to add a new product.',
    );
    expect(body.rows[3].reason).toBe('This product is already on line 4.');
    expect(await exported()).toBe(before);
  });

  it('creates rows without an id (unpublished unless said) and updates changed rows; importing the same file again converges', async () => {
    const rows = rowsOf(await exported());
    rows[1][1] = 'Renamed From The Spreadsheet';
    rows[1][11] = '3';
    const newRow = [
      '',
      'Spreadsheet Silver Ring',
      'Added from a CSV.',
      '1999',
      '2499',
      '',
      'silver',
      'ring',
      'Women',
      'engraving;image',
      'yes',
      '4',
      '',
    ];
    const file = toCsv([...rows, newRow]);
    expect((await importCsv(file).expect(200)).body).toEqual({ created: 1, updated: 1 });
    expect((await importCsv(file).expect(200)).body).toEqual({ created: 0, updated: 0 });
    const after = rowsOf(await exported());
    expect(after).toHaveLength(rows.length + 1);
    const added = after.find((r) => r[1] === 'Spreadsheet Silver Ring')!;
    expect(added.slice(2)).toEqual([
      'Added from a CSV.',
      '1999',
      '2499',
      '',
      'Silver',
      'Ring',
      'women',
      'engraving;image',
      'true',
      '4',
      'false',
      '',
      '',
      // Pricing and hallmark: a fixed price, not hallmarked, no HUIDs.
      'fixed',
      '',
      '',
      '',
      '',
      '',
      '',
      'no',
      '',
      'no',
      // No Tamil name or description: Tamil pages show the English.
      '',
      '',
    ]);
    expect(after.find((r) => r[0] === rows[1][0])!.slice(1, 12)).toEqual(
      expect.arrayContaining(['Renamed From The Spreadsheet', '3']),
    );
  });

  it('keeps the purity and dimensions of products when a file from before those columns is imported', async () => {
    const rows = rowsOf(await exported());
    const id = rows[1][0];
    await s
      .http()
      .patch(`/api/admin/catalogue/products/${id}`)
      .set('Authorization', s.as.owner)
      .send({ dimensions: 'Band 3 mm wide' })
      .expect(200);
    const width = CATALOGUE_CSV_COLUMNS.indexOf('fineness');
    const old = rowsOf(await exported()).map((row) => row.slice(0, width));
    old[1][1] = 'Renamed In An Old File';
    expect((await importCsv(toCsv(old)).expect(200)).body).toEqual({ created: 0, updated: 1 });
    const after = await s.http().get(`/api/admin/catalogue/products/${id}`).set('Authorization', s.as.owner);
    expect(after.body).toMatchObject({ name: 'Renamed In An Old File', dimensions: 'Band 3 mm wide' });
  });

  it('carries the Tamil name and description in UTF-8 both ways, and keeps them when a file has no such columns', async () => {
    const raw = await bytesOf(s.http().get(EXPORT).set('Authorization', s.as.support)).expect(200);
    const rows = rowsOf(raw.body.toString('utf8'));
    const nameTa = CATALOGUE_CSV_COLUMNS.indexOf('nameTa');
    const descriptionTa = CATALOGUE_CSV_COLUMNS.indexOf('descriptionTa');
    // The seeded pieces have Tamil names; the bytes are UTF-8 after the byte-order mark.
    expect(rows[1][nameTa]).toMatch(/[\u0B80-\u0BFF]/);
    expect(raw.body.includes(Buffer.from(rows[1][nameTa], 'utf8'))).toBe(true);
    const id = rows[1][0];
    rows[1][nameTa] = 'புதிய கோலம் வெள்ளி மோதிரம்';
    rows[1][descriptionTa] = 'கையால் செய்தது.';
    const fresh = [...rows[2]];
    fresh[0] = '';
    fresh[1] = 'Tamil Named New Ring';
    fresh[12] = 'false';
    fresh[nameTa] = 'புதிய மோதிரம்';
    fresh[descriptionTa] = '';
    fresh[CATALOGUE_CSV_COLUMNS.indexOf('huids')] = '';
    expect((await importCsv(toCsv([...rows.slice(0, 3), fresh])).expect(200)).body).toEqual({ created: 1, updated: 1 });
    const read = async (productId: string) =>
      (await s.http().get(`/api/admin/catalogue/products/${productId}`).set('Authorization', s.as.owner)).body;
    expect(await read(id)).toMatchObject({ nameTa: 'புதிய கோலம் வெள்ளி மோதிரம்', descriptionTa: 'கையால் செய்தது.' });
    const table = await s
      .http()
      .get('/api/admin/catalogue/products?q=Tamil%20Named')
      .set('Authorization', s.as.owner)
      .expect(200);
    expect(table.body.items[0]).toMatchObject({ name: 'Tamil Named New Ring', nameTa: 'புதிய மோதிரம்' });
    expect(table.body.items[0].descriptionTa).toBeUndefined();

    // A file from before the Tamil columns changes the English and leaves the Tamil as it is.
    const older = rowsOf(await exported()).map((row) => row.slice(0, nameTa));
    const line = older.findIndex((row) => row[0] === id);
    older[line][1] = 'Renamed Without Tamil Columns';
    expect((await importCsv(toCsv(older)).expect(200)).body).toEqual({ created: 0, updated: 1 });
    expect(await read(id)).toMatchObject({
      name: 'Renamed Without Tamil Columns',
      nameTa: 'புதிய கோலம் வெள்ளி மோதிரம்',
      descriptionTa: 'கையால் செய்தது.',
    });

    // An empty cell takes the Tamil off; a Tamil name too short is refused with the form's words.
    const again = rowsOf(await exported());
    const at = again.findIndex((row) => row[0] === id);
    again[at][descriptionTa] = '';
    expect((await importCsv(toCsv(again)).expect(200)).body).toEqual({ created: 0, updated: 1 });
    expect((await read(id)).descriptionTa).toBeUndefined();
    again[at][nameTa] = 'மோ';
    const refused = catalogueImportErrorSchema.parse((await importCsv(toCsv(again)).expect(422)).body);
    expect(refused.rows).toEqual([
      { line: at + 1, reason: 'Please enter a Tamil name of 3 to 120 letters, or leave it empty.' },
    ]);
  });

  it("refuses a staff member's price changes row by row", async () => {
    const rows = rowsOf(await exported());
    rows[3][3] = String(Number(rows[3][3]) + 100);
    const res = await importCsv(toCsv(rows), 'staff').expect(422);
    expect(catalogueImportErrorSchema.parse(res.body).rows).toEqual([{ line: 4, reason: PRICE_OWNER_ONLY_MESSAGE }]);
  });

  it('writes cells a spreadsheet would run as text, and reads them back as they were', async () => {
    const name = '=HYPERLINK("http://evil.example","Ring")';
    const made = await s
      .http()
      .post('/api/admin/catalogue/products')
      .set('Authorization', s.as.staff)
      .send(ringDraft({ name, description: '+ a description starting with a plus' }))
      .expect(201);
    const csv = await exported();
    const row = rowsOf(csv).find((r) => r[0] === made.body.id)!;
    expect(row[1]).toBe(`'${name}`);
    expect(row[2]).toBe("'+ a description starting with a plus");
    expect((await importCsv(csv).expect(200)).body).toEqual({ created: 0, updated: 0 });
    const again = await s.http().get(`/api/admin/catalogue/products/${made.body.id}`).set('Authorization', s.as.staff);
    expect(again.body.name).toBe(name);
  });

  it('refuses a file without the columns, with no file, or over 2 MB', async () => {
    const header = await importCsv('id,name,price\n,Ring,100\n').expect(422);
    expect(header.body.rows).toEqual([
      {
        line: 1,
        reason: `The header row has missing columns description, oldPrice, gram, productType, productCategory, peopleCategory, customizationTypes, isNew, stock, published. The columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}.`,
      },
    ]);
    const empty = await importCsv(`${CATALOGUE_CSV_COLUMNS.join(',')}\n`).expect(422);
    expect(empty.body.rows).toEqual([{ line: 2, reason: 'The file has no product rows under its header.' }]);
    const none = await s.http().post(IMPORT).set('Authorization', s.as.owner).expect(400);
    expect(none.body.message).toBe('Please choose a CSV file to import (form field "file").');
    const big = await importCsv(Buffer.alloc(CATALOGUE_CSV_MAX_BYTES + 1, 'a')).expect(413);
    expect(big.body.message).toBe('The CSV file is larger than 2 MB. Please split it into smaller files.');
  });
  const col = (name: CatalogueCsvColumn) => CATALOGUE_CSV_COLUMNS.indexOf(name);
  const huidsOf = async (id: string) =>
    productHuidsSchema.parse(
      (await s.http().get(`/api/admin/catalogue/products/${id}/huids`).set('Authorization', s.as.support).expect(200))
        .body,
    ).huids;

  it('adds the HUIDs of a hallmarked row, exports those in stock, and imports its export back unchanged', async () => {
    const rows = rowsOf(await exported());
    const id = rows[2][0];
    rows[2][col('hallmarked')] = 'yes';
    rows[2][col('huids')] = 'cs01a1 CS01A2';
    const audited = (await importCsv(toCsv(rows), 'staff').expect(200)).body;
    expect(audited).toEqual({ created: 0, updated: 1 });
    expect((await huidsOf(id)).map((h) => [h.huid, h.state])).toEqual([
      ['CS01A1', 'in-stock'],
      ['CS01A2', 'in-stock'],
    ]);
    const csv = await exported();
    const row = rowsOf(csv).find((r) => r[0] === id)!;
    expect(row[col('huids')]).toBe('CS01A1 CS01A2');
    expect((await importCsv(csv).expect(200)).body).toEqual({ created: 0, updated: 0 });
    // An import adds, never removes: a row listing one of them only keeps both.
    rows[2][col('huids')] = 'CS01A3';
    expect((await importCsv(toCsv(rows)).expect(200)).body).toEqual({ created: 0, updated: 1 });
    expect((await huidsOf(id)).map((h) => h.huid)).toEqual(['CS01A1', 'CS01A2', 'CS01A3']);
    const trail = await s
      .http()
      .get('/api/admin/catalogue/audit?action=product.huid')
      .set('Authorization', s.as.owner)
      .expect(200);
    const added = trail.body.entries.filter((e: { target?: { id: string } }) => e.target?.id === id);
    expect(added.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
      ['product.huids-added', { huids: ['CS01A3'] }],
      ['product.huids-added', { huids: ['CS01A1', 'CS01A2'] }],
    ]);
  });

  it('exports a piece priced by weight and imports it back unchanged; a by-weight row is a new piece', async () => {
    const chain = ringDraft({
      name: 'Round Trip Gold Chain',
      productType: 'Gold',
      productCategory: 'Chain',
      pricingMode: 'by-weight',
      price: null,
      oldPrice: null,
      gram: 8.45,
      grossGram: 8.7,
      fineness: 916,
      making: { kind: 'value-addition', percent: 12 },
      hallmarkingCharge: 45,
      makingDiscountPercent: 10,
      discountOnWhole: true,
      stones: [{ name: 'Ruby', carat: 0.25, charge: 1500 }],
      hallmarked: true,
    });
    const made = await s.http().post('/api/admin/catalogue/products').set('Authorization', s.as.owner).send(chain);
    expect(made.status).toBe(201);
    const before = await exported();
    const rows = rowsOf(before);
    const row = rows.find((r) => r[0] === made.body.id)!;
    const cell = (name: CatalogueCsvColumn) => row[col(name)];
    expect([cell('price'), cell('oldPrice'), cell('gram'), cell('fineness')]).toEqual(['', '', '8.45', '916']);
    expect((['pricingMode', 'grossGram', 'makingKind', 'makingValue', 'hallmarkingCharge'] as const).map(cell)).toEqual(
      ['by-weight', '8.7', 'value-addition', '12', '45'],
    );
    expect([cell('makingDiscountPercent'), cell('stones'), cell('hallmarked'), cell('discountOnWhole')]).toEqual([
      '10',
      'Ruby:0.25:1500',
      'yes',
      'yes',
    ]);
    expect((await importCsv(before).expect(200)).body).toEqual({ created: 0, updated: 0 });
    expect((await importCsv(before, 'staff').expect(200)).body).toEqual({ created: 0, updated: 0 });
    expect(await exported()).toBe(before);

    // The discount's reach is the owner's, in a file as in the form.
    const line = rows.indexOf(row) + 1;
    const narrowed = rows.map((r) => (r === row ? r.map((c, i) => (i === col('discountOnWhole') ? 'no' : c)) : r));
    const refused = await importCsv(toCsv(narrowed), 'staff').expect(422);
    expect(catalogueImportErrorSchema.parse(refused.body).rows).toEqual([{ line, reason: PRICE_OWNER_ONLY_MESSAGE }]);

    const fresh = [...row];
    fresh[col('id')] = '';
    fresh[col('name')] = 'Spreadsheet Gold Chain';
    fresh[col('huids')] = '';
    expect((await importCsv(toCsv([rows[0], fresh])).expect(200)).body).toEqual({ created: 1, updated: 0 });
    const added = rowsOf(await exported()).find((r) => r[col('name')] === 'Spreadsheet Gold Chain')!;
    expect(added.slice(col('pricingMode'))).toEqual(row.slice(col('pricingMode')));
    const id = added[col('id')];
    const admin = await s
      .http()
      .get(`/api/admin/catalogue/products/${id}`)
      .set('Authorization', s.as.owner)
      .expect(200);
    expect(admin.body).toMatchObject({
      pricingMode: 'by-weight',
      gram: 8.45,
      making: { kind: 'value-addition', percent: 12 },
      makingDiscountPercent: 10,
      discountOnWhole: true,
      published: false,
    });
  });

  it('names the column and the rule of each bad pricing, hallmark or HUID cell, and imports nothing', async () => {
    const before = await exported();
    const rows = rowsOf(before);
    const [taken] = rows.slice(1).filter((r) => r[col('huids')] !== '');
    expect(taken).toBeDefined();
    const takenHuid = taken[col('huids')].split(' ')[0];
    // Its row lists none (an import never removes any), so the HUID is only in the store.
    taken[col('huids')] = '';
    const set = (line: number, cells: Partial<Record<CatalogueCsvColumn, string>>) => {
      for (const [name, value] of Object.entries(cells)) rows[line - 1][col(name as CatalogueCsvColumn)] = value;
    };
    const other = (line: number) => (rows[line - 1][0] === taken[0] ? line + 10 : line);
    const [l2, l3, l4, l5, l6, l7] = [2, 3, 4, 5, 6, 7].map(other);
    set(l2, { grossGram: 'heavy' });
    set(l3, { hallmarked: 'yes', huids: 'AB12C' });
    set(l4, { hallmarked: 'yes', huids: `NEW001 ${takenHuid}` });
    set(l5, { hallmarked: 'no', huids: 'NEW002' });
    set(l6, { hallmarked: 'yes', huids: 'NEW001' });
    set(l7, { pricingMode: 'by-weight', price: '', stones: 'Ruby:0.25', makingKind: 'wastage', makingValue: '12' });
    const res = await importCsv(toCsv(rows)).expect(422);
    const body = catalogueImportErrorSchema.parse(res.body);
    const reason = (line: number) => body.rows.find((r) => r.line === line)?.reason;
    expect(reason(l2)).toBe('grossGram: Gross weight must be a number of grams.');
    expect(reason(l3)).toBe(`huids: "AB12C" is not a HUID. ${HUID_MESSAGE}`);
    expect(reason(l4)).toBe(
      `huids: HUID ${takenHuid} is already recorded for ${taken[1]}: each HUID is on one piece only.`,
    );
    expect(reason(l5)).toBe('huids: only a piece sold hallmarked carries HUIDs; set hallmarked to yes.');
    expect(reason(l6)).toBe(`huids: NEW001 is also on line ${l4}.`);
    expect(reason(l7)).toContain(
      'makingKind: Choose how making charges are quoted: per gram, value addition % or a fixed amount.',
    );
    expect(reason(l7)).toContain(
      'stones: write each stone as name:carat:charge (the carat may be left blank), separated by ";", for example Ruby:0.25:1500;CZ::200.',
    );
    expect(await exported()).toBe(before);
  });
});
