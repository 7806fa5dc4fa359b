// rmj_upload_bytes_total counts the bytes of each customer file stored (after re-encoding), by kind.
import type { INestApplication } from '@nestjs/common';
import { Metrics } from '@rmj/nest-common';
import { createTestApp } from '../testing/test-app';
import { pdf, png, withPhotoConsent } from '../testing/sample-files';
import { browser } from '../testing/shoppers';

let app: INestApplication;
beforeAll(async () => {
  ({ app } = await createTestApp('upload-metrics', { FILES_CLEANUP_INTERVAL_MS: '0' }));
});
afterAll(() => app.close());

async function uploadBytes(kind: string): Promise<number> {
  const line = (await app.get(Metrics).text())
    .split('\n')
    .find((l) => l.startsWith('rmj_upload_bytes_total{') && l.includes(`kind="${kind}"`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

it('counts the stored bytes of a PDF and an image, each under its kind; a refused file counts nothing', async () => {
  const shopper = browser(app);
  const [pdfBefore, imageBefore] = [await uploadBytes('pdf'), await uploadBytes('image')];
  const doc = await shopper.post('/api/files').attach('file', pdf(), { filename: 'design.pdf' }).expect(201);
  const picture = await withPhotoConsent(shopper.post('/api/files'))
    .attach('file', await png(), { filename: 'thumb.png' })
    .expect(201);
  await shopper.post('/api/files').attach('file', Buffer.from('not a picture'), { filename: 'x.txt' }).expect(415);
  expect(await uploadBytes('pdf')).toBe(pdfBefore + (doc.body as { size: number }).size);
  expect(await uploadBytes('image')).toBe(imageBefore + (picture.body as { size: number }).size);
});
