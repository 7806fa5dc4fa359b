// Files a page hands to the browser as a download (a link to an object URL, clicked once), caught
// instead of saved: jsdom has no object URLs and cannot save a file, and its Blob has no text().

/** A file the page saved. */
export interface CaughtDownload {
  /** The name it is saved under (the link's `download`). */
  name: string;
  /** The object URL the link pointed at (`blob:file-1`, counting from 1). */
  href: string;
  /** The file the object URL was made for (a link to any other address is not caught). */
  blob: Blob;
}

/**
 * Installs URL.createObjectURL / revokeObjectURL stand-ins and catches clicks on download links;
 * `saved` lists the files saved, `revoked` the object URLs let go. Call `restore()` after each test.
 */
export function catchDownloads() {
  const { createObjectURL, revokeObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  const blobs = new Map<string, Blob>();
  const saved: CaughtDownload[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const href = `blob:file-${blobs.size + 1}`;
    blobs.set(href, blob as Blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void revoked.push(href);
  HTMLAnchorElement.prototype.click = function catchDownload(this: HTMLAnchorElement) {
    const href = this.getAttribute('href') ?? '';
    const blob = blobs.get(href);
    if (blob && this.hasAttribute('download')) saved.push({ name: this.download, href, blob });
    else click.call(this);
  };
  return {
    saved,
    revoked,
    /** Puts back what catchDownloads replaced. */
    restore(): void {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

export type CaughtDownloads = ReturnType<typeof catchDownloads>;

/** A Blob's text (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
