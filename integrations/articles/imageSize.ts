import { megabytes } from '#model/megabytes.ts';
import { shown } from '#model/schemas/rules.ts';

/** The largest article picture the build takes, in bytes: 15 MB (imageLimits.ts, the editor's upload check). */
export const maxImageBytes = 15 * 1024 * 1024;

/**
 * Why a picture of `byteCount` bytes is too large, as one German line, or `null`. Without Node's
 * modules: the editor's app checks a chosen file with it before reading it (tools/edit/app/ui/files.ts).
 */
export const imageSizeProblem = (fileName: string, byteCount: number): string | null =>
  byteCount > maxImageBytes
    ? `Bild ${shown(fileName)} ist ${megabytes(byteCount)} groß – erlaubt: höchstens ${megabytes(maxImageBytes)}`
    : null;
