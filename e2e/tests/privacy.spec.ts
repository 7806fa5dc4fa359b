// Personal data as India's DPDP Act expects: a notice at each point of collection, consent ticked
// before a fingerprint is uploaded (and the server refusing one without it), the privacy page from
// the footer, and the shopper downloading their data from their account page.
import fs from 'node:fs';
import { expect, test } from '../support/test';
import {
  CONSENT_LABELS,
  CONSENT_MESSAGES,
  PERSONAL_DATA_FILE_NAME,
  PRIVACY_NOTICE_VERSIONS,
  PRIVACY_NOTICES,
  personalDataExportSchema,
} from '@rmj/contracts';
import { logInAs, openRingOffering, productView, registerShopper, SAMPLE_PNG } from '../support/shop';

test('a fingerprint goes up only with consent, and the shopper downloads their data with it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'privacy');
  await page.goto('/');
  await logInAs(page, shopper);

  // The privacy notice in full, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(PRIVACY_NOTICES.fingerprint.what).first()).toBeVisible();

  // The server refuses a fingerprint without consent, whoever sends it.
  const bare = await request.post('/api/files', {
    multipart: { purpose: 'fingerprint', file: { name: 'f.png', mimeType: 'image/png', buffer: SAMPLE_PNG } },
  });
  expect(bare.status()).toBe(400);
  expect(((await bare.json()) as { message: string }).message).toBe(CONSENT_MESSAGES.required);

  await openRingOffering(page, 'fingerprint');
  const view = productView(page);
  await view.getByRole('radio', { name: 'Fingerprint' }).check();
  await expect(view.getByRole('complementary', { name: 'Privacy notice' })).toContainText(
    PRIVACY_NOTICES.fingerprint.keep,
  );
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/files')) uploads += 1;
  });
  const input = view.getByLabel('Upload your fingerprint image');
  await input.setInputFiles({ name: 'my-thumb.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(view.getByRole('alert')).toHaveText(CONSENT_MESSAGES.required);
  expect(uploads).toBe(0);
  await view.getByRole('checkbox', { name: CONSENT_LABELS.fingerprint }).check();
  await input.setInputFiles({ name: 'my-thumb.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(view.getByText('Uploaded: my-thumb.png')).toBeVisible();

  // The copy of their data holds the account and the file with its recorded consent.
  await page.goto('/welcome');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(PERSONAL_DATA_FILE_NAME);
  const copy = personalDataExportSchema.parse(JSON.parse(fs.readFileSync(await download.path(), 'utf8')));
  expect(copy.account.profile.email).toBe(shopper.email);
  expect(copy.files).toEqual([
    expect.objectContaining({
      name: 'my-thumb.png',
      purpose: 'fingerprint',
      consent: expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSIONS.fingerprint }),
    }),
  ]);
});
