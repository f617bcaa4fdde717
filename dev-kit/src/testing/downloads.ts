/** A downloaded file as a test sees it. */
export interface CapturedDownload {
  name: string;
  text: string;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/**
 * Catches the files a page downloads (an object URL clicked as a link) instead of saving them; call
 * `restore` afterwards. `files()` gives every download so far, with its name and text.
 */
export function captureDownloads(): { files: () => Promise<CapturedDownload[]>; restore: () => void } {
  const blobs = new Map<string, Blob>();
  const clicked: { url: string; name: string }[] = [];
  const created = URL.createObjectURL;
  const revoked = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ url: this.href, name: this.download });
  });
  return {
    files: () => Promise.all(clicked.map(async ({ url, name }) => ({ name, text: await readBlob(blobs.get(url) ?? new Blob([])) }))),
    restore: () => {
      URL.createObjectURL = created;
      // The test DOM has no revokeObjectURL; a page revokes its URL a moment after the click.
      URL.revokeObjectURL = typeof revoked === 'function' ? revoked : () => undefined;
      click.mockRestore();
    },
  };
}
