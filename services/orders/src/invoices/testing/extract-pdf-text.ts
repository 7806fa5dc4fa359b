/**
 * Test helper: the text of a PDF, page by page, as a reader (or a screen reader) gets it, read by
 * Mozilla's PDF.js (pdfjs-dist, a devDependency). PDF.js is an ES module, which Jest's CommonJS
 * runtime cannot load, so it runs in a child Node process; the PDF goes in on stdin.
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const SCRIPT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const { items } = await (await doc.getPage(n)).getTextContent();
  pages.push(items.map((item) => item.str + (item.hasEOL ? '\\n' : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
`;

/** The text of each page of `pdf`. */
export function extractPdfPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '--eval', SCRIPT, pdfjs],
      { maxBuffer: 20 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`could not read the PDF: ${stderr || err.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}

/** The text of `pdf`, its pages one after another. */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  return (await extractPdfPages(pdf)).join('\n');
}
