import path from 'node:path';
import { dataFiles } from '#model/collections.ts';
import { labelAt } from '#model/load/loadData.ts';
import { defaultBackupName } from './layout.ts';

/** A server field as the settings screen names it, so the refusal points where the owner changes it. */
const fieldTitle = (key: 'folder' | 'backupFolder') =>
  `„${labelAt(dataFiles.settings.schema, ['deploy', key]) ?? key}“`;

/** Whether `inner` is `outer` or lies inside it (absolute server paths with /). */
const within = (inner: string, outer: string) =>
  inner === outer || inner.startsWith(outer.endsWith('/') ? outer : `${outer}/`);

/**
 * The absolute backup folder on the server, or the German reason why there is none. By default a
 * sibling of the web root: on the usual shared hosts the login folder holds the web root (html/,
 * httpdocs/), so `<login>/website-sicherung` is outside what the web server delivers. Where the web
 * root is the login folder itself there is no such place, and a copy inside the web root could be
 * downloaded by anyone: then there is no copy.
 */
export function backupFolder(home: string, webRoot: string, setting: string | undefined): string | { refused: string } {
  const folder = setting
    ? path.posix.resolve(home, setting)
    : path.posix.join(path.posix.dirname(webRoot), defaultBackupName);
  if (!setting && (webRoot === home || webRoot === '/'))
    return {
      refused: `Keine Sicherung am Server: der Ordner der Website („${webRoot}“, eingetragen als ${fieldTitle('folder')}) ist der Ordner nach der Anmeldung, daneben gibt es keinen Ordner außerhalb der Website – erlaubt: ein Unterordner wie /html oder httpdocs als ${fieldTitle('folder')}, oder ein Ordner außerhalb der Website als ${fieldTitle('backupFolder')} (beim Anbieter erfragen).`,
    };
  if (within(folder, webRoot))
    return {
      refused: `Keine Sicherung am Server: der Ordner „${folder}“ (${fieldTitle('backupFolder')}) liegt im Ordner der Website „${webRoot}“ und wäre aus dem Internet abrufbar – erlaubt: ein Ordner außerhalb davon, z. B. ${path.posix.join(path.posix.dirname(webRoot), defaultBackupName)}.`,
    };
  return folder;
}
