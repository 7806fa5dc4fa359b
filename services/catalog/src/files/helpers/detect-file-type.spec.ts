import { detectFileType, detectPhotoType } from './detect-file-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v) : Buffer.from([v]))));

describe('detectFileType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 'rest'), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 'rest'), 'image/png'],
    [bytes('GIF87a', 'rest'), 'image/gif'],
    [bytes('GIF89a', 'rest'), 'image/gif'],
    [bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('reads the signature %#', (content, type) => {
    expect(detectFileType(content)).toBe(type);
  });

  it.each([
    ['text', bytes('hello')],
    ['HTML', bytes('<!doctype html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF header after other bytes', bytes('<html>%PDF-1.4')],
    ['a cut signature', bytes(0x89, 'PN')],
    ['nothing', Buffer.alloc(0)],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
  ])('finds nothing in %s', (_label, content) => {
    expect(detectFileType(content)).toBeNull();
  });
});

describe('detectPhotoType', () => {
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe1, 'rest'), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 'rest'), 'image/png'],
    [bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '), 'image/webp'],
  ])('reads a photograph signature %#', (content, type) => {
    expect(detectPhotoType(content)).toBe(type);
  });

  it.each([
    ['GIF', bytes('GIF89a', 'rest')],
    ['PDF', bytes('%PDF-1.7\n')],
    ['a WAV (RIFF, not WebP)', bytes('RIFF', 1, 2, 3, 4, 'WAVEfmt ')],
    ['text', bytes('a text file named .jpg')],
  ])('refuses %s', (_label, content) => {
    expect(detectPhotoType(content)).toBeNull();
  });
});
