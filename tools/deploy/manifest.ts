/**
 * What the server holds from earlier deploys: each path with the SHA-256 of its content, kept on the
 * server beside the site. Only public paths and hashes, no secret. The name starts with `.ht`:
 * Apache refuses to serve such files in its default configuration.
 */
export const manifestName = '.htdeploy-manifest.json';

export type Manifest = Record<string, string>;

/** A path a manifest may name: relative, with /, without . or .. steps, not the manifest itself. */
export const safePath = (file: string): boolean =>
  file !== manifestName &&
  file !== '' &&
  !file.startsWith('/') &&
  !file.includes('\\') &&
  file.split('/').every((step) => step !== '' && step !== '.' && step !== '..');

/** The manifest read from the server; `undefined` when it is not there, `'unlesbar'` when it cannot be read. */
export function parseManifest(text: string | undefined): Manifest | undefined | 'unlesbar' {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('files' in parsed)) return 'unlesbar';
    const files = (parsed as { files: unknown }).files;
    if (typeof files !== 'object' || files === null) return 'unlesbar';
    const manifest: Manifest = {};
    for (const [file, hash] of Object.entries(files))
      if (safePath(file) && typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash)) manifest[file] = hash;
    return manifest;
  } catch {
    return 'unlesbar';
  }
}

/** The manifest's text, paths sorted, so that the same state always gives the same file. */
export function manifestText(manifest: Manifest): string {
  const files = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((file) => [file, manifest[file]]),
  );
  return `${JSON.stringify({ format: 1, note: 'Von npm run deploy geschrieben: was auf dem Server liegt (Pfad und SHA-256). Nicht von Hand ändern.', files }, null, 1)}\n`;
}
