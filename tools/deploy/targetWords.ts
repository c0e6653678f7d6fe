import { dataFiles } from '#model/collections.ts';
import { publishText } from '#tools/text/publish.ts';
import { deploySection, type Said, said } from './said.ts';

/**
 * The publish page's words for what keeps the deploy from starting (target.ts `readTarget`). The
 * terminal's lines begin with what they are about – the variable, the file of the stored secrets,
 * the settings file – as README and ANLEITUNG.md name them; the page says instead what the owner
 * types or where in the editor the setting is.
 */
const again = `und erneut „${publishText.button}“ drücken`;

export function targetProblem(line: string): Said {
  const owner = (text: string) => said(line, text);
  if (line.startsWith('DEPLOY_SSH_KEY_PASSPHRASE:'))
    return owner(
      /passt nicht/.test(line)
        ? `Die Passphrase passt nicht zu Ihrem SSH-Schlüssel – bitte noch einmal eingeben ${again}.`
        : `Die Passphrase Ihres SSH-Schlüssels fehlt – bitte eingeben ${again}.`,
    );
  if (line.startsWith('DEPLOY_SSH_KEY:'))
    return owner(
      'Der SSH-Schlüssel, der auf diesem Computer für das Hochladen eingetragen ist, lässt sich nicht lesen oder ist kein privater Schlüssel (Anleitung, „Veröffentlichen“).',
    );
  if (line.startsWith('DEPLOY_PASSWORD:')) return owner(`Das Passwort für den Server fehlt – bitte eingeben ${again}.`);
  const stored = /^\.env\.deploy(?:, Zeile (\d+))?: /.exec(line);
  if (stored)
    return owner(
      `Die auf diesem Computer gespeicherten Zugangsdaten sind${stored[1] ? ` in Zeile ${stored[1]}` : ''} nicht lesbar (Anleitung, „Veröffentlichen“); bis dahin das Passwort hier eingeben ${again}.`,
    );
  if (line.startsWith(`${dataFiles.settings.file}: deploy.protocol`))
    return owner(
      `Das Protokoll FTP überträgt Passwort und Dateien unverschlüsselt: so lädt der Editor nicht hoch. Fragen Sie Ihren Anbieter nach SFTP oder FTPS und stellen Sie das „Protokoll“ unter ${deploySection} um.`,
    );
  if (line.startsWith(`${dataFiles.settings.file}: `))
    return owner(`Die Einstellungen lassen sich nicht lesen: ${line.slice(dataFiles.settings.file.length + 2)}`);
  return owner(line);
}
