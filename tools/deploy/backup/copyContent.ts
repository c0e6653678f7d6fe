import { inflateSync } from 'node:zlib';
import { parseDocument } from 'yaml';
import { imageProblem } from '#integrations/articles/imageLimits.ts';
import { checkArticleSource } from '#integrations/articles/loadArticles.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { ownedFile } from '#model/ownedFiles.ts';
import { imageTypeOf } from '#model/pictures.ts';
import { DeployError } from '../errors.ts';
import type { WorkFile } from './collect.ts';
import { foreignFile, maxEntryBytes } from './copyManifest.ts';

/**
 * What a restore accepts beyond the names (docs/security.md, „What a restore accepts“): a copy
 * comes back from a server that someone else may have changed, so each file must be what the
 * editor itself writes there. Checked for every file before the first write.
 */

/** HEAD of the history: a branch of its own, or a commit. */
const historyHead = /^(ref: refs\/heads\/[A-Za-z0-9_-][A-Za-z0-9._-]*|[0-9a-f]{40})\n?$/;

/**
 * The history's config as isomorphic-git writes it: the [core] section with these keys and
 * nothing else, so that no setting of it (a hooks path, an fsmonitor) could make a git program run
 * something.
 */
const historyConfigLine =
  /^(\[core\]|\s*(repositoryformatversion|filemode|bare|logallrefupdates|symlinks|ignorecase)\s*=\s*(0|true|false)\s*|)$/;

/**
 * A loose git object: zlib around „blob|tree|commit|tag <size>\0“, unpacked no further than a
 * file of a copy may be, so that no object of the history unpacks to gigabytes later either.
 */
function isGitObject(bytes: Buffer): boolean {
  try {
    const inner = inflateSync(bytes, { maxOutputLength: maxEntryBytes + 64 });
    return /^(blob|tree|commit|tag) \d+\0/.test(inner.subarray(0, 32).toString('latin1'));
  } catch {
    return false;
  }
}

const firstLine = (error: unknown) =>
  error instanceof OwnerError ? (error.problems[0]?.text ?? error.message) : String(error);

/** Why `file` is not what the editor writes there, or undefined when it is. */
async function problemOf(file: WorkFile): Promise<string | undefined> {
  const owned = ownedFile(file.path);
  if (!owned) return 'foreign';
  const text = () => file.bytes.toString('utf8');
  switch (owned.kind) {
    // The English page texts, the settings' words and sources.yaml are YAML as the German data files are.
    case 'data':
    case 'englishData':
    case 'englishSources': {
      const document = parseDocument(text());
      return document.errors.length > 0 ? 'keine gültige YAML-Datei' : undefined;
    }
    case 'article':
      try {
        checkArticleSource(file.path, text());
        return undefined;
      } catch (error) {
        if (!(error instanceof OwnerError)) throw error;
        return `kein Artikel, wie ihn der Editor schreibt: ${firstLine(error)}`;
      }
    case 'image':
    case 'sitePicture': {
      const name = file.path.split('/').at(-1) ?? file.path;
      const problem = imageTypeOf(file.bytes)
        ? await imageProblem(name, file.bytes)
        : `Bild „${name}“ – erlaubt: ein Foto oder Bild als JPEG, PNG, WebP oder AVIF`;
      return problem ?? undefined;
    }
    case 'history': {
      const inner = file.path.slice(file.path.indexOf('/') + 1);
      const fits =
        inner === 'HEAD'
          ? historyHead.test(text())
          : inner === 'config'
            ? text()
                .split('\n')
                .every((line) => historyConfigLine.test(line))
            : inner === 'index'
              ? file.bytes.subarray(0, 4).equals(Buffer.from('DIRC'))
              : inner.startsWith('objects/')
                ? isGitObject(file.bytes)
                : true;
      return fits ? undefined : 'kein Verlauf, wie ihn der Editor schreibt';
    }
  }
}

/**
 * Checks every file of a copy; the first that is not what the editor writes is a DeployError
 * with one German line naming it. Nothing has been written when it throws.
 */
export async function checkCopyContent(files: readonly WorkFile[], what: string): Promise<void> {
  for (const file of files) {
    const problem = await problemOf(file);
    if (problem === 'foreign') throw foreignFile(what, file.path);
    if (problem)
      throw new DeployError(
        `Die Sicherung ${what} enthält „${file.path}“: ${problem.replace(/\.$/, '')} – erlaubt: nur Dateien, wie sie der Editor selbst schreibt; es wurde nichts geschrieben.`,
      );
  }
}
