/**
 * A size in the owner's messages, in MiB as the limits are set, written „15 MB“ or „15,1 MB“.
 * Rounded up to a tenth, so that a file just over a limit never reads as the limit itself.
 */
export const megabytes = (bytes: number): string =>
  `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toLocaleString('de-AT')} MB`;
