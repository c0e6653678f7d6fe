import type { Plan, Upload } from './plan.ts';
import { phaseNames } from './plan.ts';

const number = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

/** A size as people read it: 812 Byte, 34,5 kB, 3,3 MB. */
export function bytes(size: number): string {
  if (size < 1000) return `${size} Byte`;
  if (size < 1_000_000) return `${number.format(size / 1000)} kB`;
  return `${number.format(size / 1_000_000)} MB`;
}

/** 1 Datei, 2 Dateien. */
export const files = (count: number): string => `${count} ${count === 1 ? 'Datei' : 'Dateien'}`;

const total = (uploads: readonly Upload[]) => uploads.reduce((sum, file) => sum + file.size, 0);

/** What the comparison found, in one line. */
export function planLine(plan: Plan): string {
  return `Hochzuladen: ${files(plan.uploads.length)} (${bytes(total(plan.uploads))}), unverändert: ${plan.unchanged.length}, zu löschen: ${plan.deletions.length}`;
}

/** The dry run's list: every file that would be uploaded, in order, and every one that would be deleted. */
export function dryRunReport(plan: Plan): string[] {
  const lines = ['Probelauf: am Server wird nichts geändert.'];
  if (plan.uploads.length === 0 && plan.deletions.length === 0)
    return [...lines, `Nichts zu tun: der Server hat schon genau diesen Build (${files(plan.unchanged.length)}).`];
  lines.push(`Würde hochladen: ${files(plan.uploads.length)} (${bytes(total(plan.uploads))}), in dieser Reihenfolge:`);
  for (const file of plan.uploads)
    lines.push(`  + ${file.path} (${file.change}, ${bytes(file.size)}) – ${phaseNames[file.phase]}`);
  lines.push(
    `Würde danach löschen: ${files(plan.deletions.length)}${plan.deletions.length > 0 ? ' (der neue Build hat sie nicht mehr):' : '.'}`,
  );
  for (const file of plan.deletions) lines.push(`  − ${file}`);
  lines.push(`Unverändert: ${files(plan.unchanged.length)}.`, 'Wirklich veröffentlichen: npm run deploy');
  return lines;
}

/** The progress line: files and bytes so far. */
export function progressLine(doneFiles: number, doneBytes: number, plan: Plan): string {
  return `Hochgeladen: ${doneFiles} von ${files(plan.uploads.length)}, ${bytes(doneBytes)} von ${bytes(total(plan.uploads))}`;
}

/** The closing line: uploaded, unchanged, deleted, time. */
export function summaryLine(plan: Plan, seconds: number): string {
  return `Fertig in ${number.format(seconds)} s: ${files(plan.uploads.length)} hochgeladen (${bytes(total(plan.uploads))}), ${plan.unchanged.length} unverändert, ${plan.deletions.length} gelöscht.`;
}
