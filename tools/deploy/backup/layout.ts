/**
 * How the copies of the owner's work lie in the backup folder on the server (docs/backup.md):
 * one file per content (`objekte/`, named by its SHA-256, gzip-compressed), one list of files per
 * copy (`kopien/`, gzip, with its checksum) and the list of kept copies (`sicherungen.json`). A file
 * that two copies share is stored once, so a publish sends only what changed.
 */

/** The folder beside the web root when the settings name none (deploy.backupFolder). */
export const defaultBackupName = 'website-sicherung';

/** How many copies are kept; the oldest beyond these are removed with the files only they use. */
export const keptCopies = 10;

export const indexName = 'sicherungen.json';
export const copyFile = (id: string): string => `kopien/${id}.json.gz`;
export const objectFile = (hash: string): string => `objekte/${hash.slice(0, 2)}/${hash}.gz`;

/** The mark of this format in every list, so that the host check recognises a copy served by mistake. */
export const formatMark = 'website-sicherung/1';
