import { cleanFileName, MAX_FILE_NAME_LENGTH } from './clean-file-name';

describe('cleanFileName', () => {
  it.each([
    ['ring.png', 'image/png', 'ring.png'],
    ['../../etc/passwd', 'image/png', 'passwd.png'],
    ['C:\\Users\\me\\My ring.JPG', 'image/jpeg', 'My ring.jpg'],
    ['bell\u0007 \u202etxt.exe\u200b.gif', 'image/gif', 'bell txt.exe.gif'],
    ['line\r\nbreak.pdf', 'application/pdf', 'linebreak.pdf'],
    ['   ...hidden.png', 'image/png', 'hidden.png'],
    ['"quoted" <name>?.png', 'image/png', 'quoted name.png'],
    ['photo.jpeg', 'image/png', 'photo.png'],
    ['', 'application/pdf', 'upload.pdf'],
    [undefined, 'image/png', 'upload.png'],
    ['/////', 'image/png', 'upload.png'],
    ['விழா மோதிரம்.png', 'image/png', 'விழா மோதிரம்.png'],
  ] as const)('%j as %s → %j', (raw, type, expected) => {
    expect(cleanFileName(raw, type)).toBe(expected);
  });

  it('cuts over-long names to 100 characters and keeps the extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.png`, 'image/png');
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('a.png')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const name = cleanFileName(`${'💍'.repeat(120)}.png`, 'image/png');
    expect(name).toBe(`${'💍'.repeat(96)}.png`);
  });
});
