/** The web space on the host, as the deploy uses it; paths are relative to the target folder, with /. */
export interface Remote {
  /** How to name the target in messages, e.g. sftp://user@host:22/html (never with a secret). */
  readonly address: string;
  /** The absolute folder on the server this remote writes into, and the folder the login lands in. */
  readonly root: string;
  readonly home: string;
  /** A file's content, or `undefined` when there is no such file. */
  read(file: string): Promise<Buffer | undefined>;
  /** Writes a file under a temporary name, then renames it: visitors never get half a file. */
  write(file: string, content: string | Buffer): Promise<void>;
  /** Deletes a file; one that is already gone is fine. */
  remove(file: string): Promise<void>;
  /** Removes a folder if it is empty; anything else leaves it as it is. */
  removeEmptyFolder(folder: string): Promise<void>;
  /** The same connection, writing into another absolute folder (the backup beside the web root). */
  within(folder: string): Remote;
  close(): Promise<void>;
}

/** The temporary name a file is written under before it is renamed: `.ht…` files Apache never serves. */
export function temporaryName(file: string): string {
  const slash = file.lastIndexOf('/');
  return `${file.slice(0, slash + 1)}.htdeploy-${file.slice(slash + 1)}.tmp`;
}
