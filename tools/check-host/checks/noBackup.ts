import { defaultBackupName, formatMark, indexName } from '../../deploy/backup/layout.ts';
import { deploySection, said } from '../../deploy/said.ts';
import type { CheckContext, CheckResult } from '../context.ts';
import { get } from '../request.ts';

/**
 * Where a copy of the owner's work would be found if it had landed in the web root (or the web
 * server reached beside it): the list of copies and the folders of copies and contents. None may
 * answer with a copy (docs/backup.md).
 */
const probes = [
  `/${indexName}`,
  `/${defaultBackupName}/${indexName}`,
  `/${defaultBackupName}/`,
  '/kopien/',
  '/objekte/',
  `/..%2f${defaultBackupName}/${indexName}`,
];

/** No copy of the owner's work can be fetched from the live site. */
export async function checkNoBackup({ origin }: CheckContext): Promise<CheckResult> {
  const answers = await Promise.all(probes.map((path) => get(new URL(path, origin))));
  const problems = answers
    .filter((answer) => answer.status === 200 && (answer.body.includes(formatMark) || answer.body.includes(indexName)))
    .map((answer) => {
      const found = `Eine Sicherung Ihrer Inhalte ist aus dem Internet abrufbar (${answer.url.pathname}): den Ordner am Server sofort aus dem Ordner der Website entfernen und`;
      return said(
        `${found} deploy.backupFolder auf einen Ordner außerhalb davon setzen (ANLEITUNG.md, „Sicherung“).`,
        `${found} unter ${deploySection} als „Ordner für die Sicherung“ einen Ordner außerhalb davon eintragen (Anleitung, „Sicherung“).`,
      );
    });
  return { problems, checked: 'Sicherung nicht abrufbar' };
}
