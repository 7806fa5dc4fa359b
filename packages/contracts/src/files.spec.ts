import { customizationFileIds } from './cart';
import {
  fileClaimsRequestSchema,
  fileOwnershipRequestSchema,
  fileUrl,
  isFileId,
  MAX_UPLOAD_BYTES,
  redactFileUrl,
  uploadResponseSchema,
} from './files';

const id = (c: string) => c.repeat(32);

describe('file contracts', () => {
  it('states 5 MB as 5 x 1024 x 1024 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it('recognises file ids: 32 lower-case hex characters', () => {
    expect(isFileId(id('a'))).toBe(true);
    expect(isFileId(id('A'))).toBe(false);
    expect(isFileId('65f0a0000000000000000001')).toBe(false);
    expect(isFileId(undefined)).toBe(false);
    expect(fileUrl(id('b'))).toBe(`/api/files/${id('b')}`);
  });

  it('lists every file a customisation references, once', () => {
    expect(customizationFileIds(undefined)).toEqual([]);
    expect(customizationFileIds({ type: 'engraving', customName: 'ANU', proofFileId: id('a') })).toEqual([id('a')]);
    expect(
      customizationFileIds({ type: 'combined', file: { name: 'p.png', fileId: id('b') }, proofFileId: id('c') }),
    ).toEqual([id('b'), id('c')]);
    expect(
      customizationFileIds({
        type: 'fingerprint',
        fileId: id('d'),
        uploadedFile: { name: 'f.png' },
        proofFileId: id('d'),
      }),
    ).toEqual([id('d')]);
  });

  it('validates claims, ownership checks and upload answers', () => {
    expect(fileClaimsRequestSchema.parse({ userId: 'u1', fileIds: [id('a')] })).toEqual({
      userId: 'u1',
      fileIds: [id('a')],
    });
    expect(fileClaimsRequestSchema.safeParse({ fileIds: [id('a')] }).success).toBe(false);
    expect(fileClaimsRequestSchema.safeParse({ userId: 'u1', fileIds: [id('a')], admin: true }).success).toBe(false);
    expect(fileClaimsRequestSchema.safeParse({ userId: 'u1', fileIds: Array(101).fill(id('a')) }).success).toBe(false);
    expect(fileOwnershipRequestSchema.safeParse({ userId: 'u1', fileIds: ['../x'] }).error?.issues[0].message).toBe(
      'Invalid file id',
    );
    expect(fileOwnershipRequestSchema.parse({ userId: 'u1', fileIds: [id('a')], purpose: 'returnPhoto' })).toEqual({
      userId: 'u1',
      fileIds: [id('a')],
      purpose: 'returnPhoto',
    });
    expect(fileOwnershipRequestSchema.safeParse({ userId: 'u1', fileIds: [id('a')], purpose: 'x' }).success).toBe(
      false,
    );
    expect(fileOwnershipRequestSchema.safeParse({ userId: 'u1', fileIds: [id('a')], admin: true }).success).toBe(false);
    expect(
      uploadResponseSchema.safeParse({ success: true, fileId: id('a'), name: 'x.png', type: 'image/png', size: 10 })
        .success,
    ).toBe(true);
    expect(
      uploadResponseSchema.safeParse({ success: true, fileId: id('a'), name: 'x.svg', type: 'image/svg+xml', size: 10 })
        .success,
    ).toBe(false);
  });

  it('hides file ids from logged addresses, whatever their case or query', () => {
    expect(redactFileUrl(`/api/files/${id('a')}`)).toBe('/api/files/:id');
    expect(redactFileUrl(`/API/Files/${id('a')}?sig=abc&exp=1`)).toBe('/api/files/:id');
    expect(redactFileUrl(`/api/files/${id('a')}/../x`)).toBe('/api/files/:id');
    expect(redactFileUrl('/api/files')).toBe('/api/files');
    expect(redactFileUrl('/api/products/search?q=ring')).toBe('/api/products/search?q=ring');
  });
});
