import { PHOTO_MAX_BYTES } from '@rmj/contracts/photos';
import { photoProblem } from './photo-check';

it('accepts JPEG, PNG and WebP photographs up to 15 MB', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
    expect(photoProblem({ name: 'ring', type, size: PHOTO_MAX_BYTES })).toBeNull();
  }
});

it('refuses other types and larger files, naming the file', () => {
  expect(photoProblem({ name: 'ring.gif', type: 'image/gif', size: 10 })).toBe(
    '“ring.gif” is not a JPEG, PNG or WebP photograph. Please choose one of those.',
  );
  expect(photoProblem({ name: 'big.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
    '“big.jpg” is larger than 15 MB. Please choose a smaller photograph.',
  );
});
