import { configure, screen } from '@testing-library/react';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN } from '../../../testing/render-admin';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const IMPORT = '/api/admin/catalogue/import';
const EXPORT = '/api/admin/catalogue/export';
const csv = (name = 'catalogue.csv') => new File(['id,name\n,Ring\n'], name, { type: 'text/csv' });

let net: FakeNetwork;
let downloads: CaughtDownloads;
beforeEach(() => {
  net = installFakeNetwork();
  downloads = catchDownloads();
});
afterEach(() => {
  sessionStorage.clear();
  downloads.restore();
});

describe('CSV import and export', () => {
  it('lists every bad row by its line and says nothing was changed', async () => {
    net.reply(`POST ${IMPORT}`, {
      status: 422,
      json: {
        statusCode: 422,
        message: 'Some rows have problems. Nothing was imported; please fix these rows and try again.',
        rows: [
          { line: 3, reason: 'name: Please enter a name of 3 to 120 characters.' },
          { line: 7, reason: 'price must be a whole number of rupees' },
        ],
      },
    });
    signInAs('staff');
    const { user } = renderAdmin('/admin/catalogue/import');
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed.');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Line 3: name: Please enter a name of 3 to 120 characters.',
      'Line 7: price must be a whole number of rupees',
    ]);
    const [sent] = net.sent;
    expect(sent.authorization).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
    expect(((sent.body as FormData).get('file') as File).name).toBe('catalogue.csv');
  });

  it('refuses a file over 2 MB before sending it, and says how many products were added and changed', async () => {
    net.reply(`POST ${IMPORT}`, { status: 200, json: { created: 2, updated: 5 } });
    signInAs('owner');
    const { user } = renderAdmin('/admin/catalogue/import');
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a CSV file first.');

    const big = csv('everything.csv');
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('CSV file'), big);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV file is larger than 2 MB. Please split it into smaller files.',
    );
    expect(net.sent).toHaveLength(0);

    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 2 new, 5 updated.')).toBeInTheDocument();
  });

  it('downloads the catalogue as a CSV file with the staff token', async () => {
    const text = 'id,name,description\naaaaaaaaaaaaaaaaaaaaaaa1,Silver Kada Ring,A plain band\n';
    net.reply(`GET ${EXPORT}`, { status: 200, text, contentType: 'text/csv; charset=utf-8' });
    signInAs('support');
    const { user } = renderAdmin('/admin/catalogue/import');
    await user.click(await screen.findByRole('button', { name: 'Download the catalogue (CSV)' }));

    await screen.findByRole('button', { name: 'Download the catalogue (CSV)' });
    const { saved } = downloads;
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^rmj-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobText(saved[0].blob)).toBe(text);
    expect(net.sent[0].authorization).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
    // Support reads the catalogue but does not change it: no import form.
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
  });

  it('explains a failed download', async () => {
    net.reply(`GET ${EXPORT}`, { networkError: true });
    signInAs('owner');
    const { user } = renderAdmin('/admin/catalogue/import');
    await user.click(await screen.findByRole('button', { name: 'Download the catalogue (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue could not be downloaded. Please try again.',
    );
  });
});
