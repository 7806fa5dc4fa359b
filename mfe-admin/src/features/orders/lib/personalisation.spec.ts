import { readPersonalisation } from './personalisation';

describe("a line's personalisation", () => {
  it('reads an engraving with its font, size and proof', () => {
    expect(
      readPersonalisation({
        type: 'engraving',
        customName: 'ANU',
        selectedFont: 'serif',
        fontSize: 30,
        proofFileId: 'p1',
      }),
    ).toMatchObject({ kind: 'engraving', words: 'ANU', font: 'serif', fontSize: 30, proofFileId: 'p1', options: [] });
  });

  it('reads a combined piece: the words of its text part and its file', () => {
    expect(
      readPersonalisation({
        type: 'combined',
        text: { content: 'LOVE', font: 'script', fontSize: 44 },
        file: { name: 'us.jpg', type: 'image/jpeg', fileId: 'f1' },
      }),
    ).toMatchObject({ words: 'LOVE', font: 'script', fontSize: 44, file: { fileId: 'f1', name: 'us.jpg' } });
  });

  it('reads printed text with its options, and a file the server does not hold', () => {
    expect(
      readPersonalisation({
        type: 'text',
        text: 'Happy birthday',
        textOptions: { fontStyle: 'italic', lines: 2 },
        uploadedFile: { name: 'old.png' },
      }),
    ).toMatchObject({
      text: 'Happy birthday',
      options: [
        { label: 'Font style', value: 'italic' },
        { label: 'Lines', value: '2' },
      ],
      fileNameOnly: 'old.png',
    });
  });
});
