import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DataKey, dataFiles } from '#model/collections';
import { editorText } from '#model/copy/editorText';
import { type DataOf, loadDataFile, projectRoot } from '#model/load/dataFile';
import { fieldName, type Loaded, labelAt } from '#model/load/loadData';
import { OwnerError } from '#model/load/ownerError';
import { shown } from '#model/schemas/rules';
import { settingsSchema } from '#model/schemas/settings';
import { strayImageFiles } from './strayFiles';
import { exampleHosts, templateImages } from './templateFiles';

/** Settings a build variable can replace (README, "Configuration at build time"). */
const overrides: Record<string, string> = { url: 'PUBLIC_ENV__SITE_URL', formEndpoint: 'PUBLIC_ENV__FORM_ENDPOINT' };

/** What to do with a placeholder, where it is more than entering one's own value (a key covers the fields below it). */
const confirmations: Record<string, string> = {
  'legal.serverLogRetentionDays':
    'beim Hosting-Anbieter erfragen, nach wie vielen Tagen er die Server-Logs löscht, eintragen',
  'person.honorific': 'Ihren akademischen Titel eintragen oder, wenn Sie keinen führen, leer lassen',
  'legal.legalForm': 'Ihre Rechtsform bestätigen oder eintragen',
  'legal.professionalTitle.title': 'Ihre Berufsbezeichnung bestätigen oder eintragen (z. B. Unternehmensberaterin)',
  'legal.portraitCredit.photographer':
    'den Namen eintragen, unter dem die Fotografin oder der Fotograf genannt werden möchte (oder selfPortrait: true bei einem Selbstporträt)',
  'legal.messagingServices':
    'in den Nutzungsbedingungen und der Datenschutzerklärung des Dienstes prüfen, bestätigen oder berichtigen',
  'legal.formServiceTransferBasis':
    'im Auftragsverarbeitungsvertrag des Formulardienstes nachlesen, auf welcher Grundlage er Daten in ein Drittland übermittelt, eintragen',
  'legal.hostingTransferBasis':
    'beim Hosting-Anbieter prüfen, ob er die Website nur aus der EU bzw. dem EWR ausliefert (dann leer lassen) oder über Server außerhalb, etwa ein CDN (dann die Grundlage laut Auftragsverarbeitungsvertrag eintragen)',
  'legal.hostingContract':
    'den Auftragsverarbeitungsvertrag mit dem Hosting-Anbieter abschließen (meist im Kundenkonto)',
  'legal.hostingStatistics':
    'im Kundenkonto des Hosting-Anbieters nachsehen, ob er aus den Server-Logs Besucherstatistiken erstellt (true) oder nicht (false), eintragen',
  'legal.hostingCookies':
    'in der Datenschutzerklärung des Hosting-Anbieters nachlesen, ob er beim Ausliefern Cookies setzt (true) oder nicht (false), eintragen',
  'legal.emailProvider.contract': 'den Auftragsverarbeitungsvertrag mit dem E-Mail-Anbieter abschließen',
  'legal.emailProvider.transferBasis':
    'beim E-Mail-Anbieter prüfen, ob er Ihre E-Mails nur in der EU bzw. im EWR verarbeitet (dann leer lassen), sonst die Grundlage laut Auftragsverarbeitungsvertrag eintragen',
  'legal.emailProvider': 'Name, Sitz und Datenschutzerklärung Ihres E-Mail-Anbieters eintragen',
  'legal.formServiceContract':
    'den Auftragsverarbeitungsvertrag mit dem Formulardienst abschließen (meist im Kundenkonto)',
  'legal.formServiceDeletion':
    'Anfragen beim Formulardienst regelmäßig löschen oder dort eine automatische Löschung einstellen',
  yearsOfExperience:
    'bestätigen oder berichtigen: die Startseite zeigt die Zahl groß als „… Jahre Erfahrung“, Texte sagen „mehr als … Jahre“ – nur so viele Jahre, wie Sie mit Ihrem Lebenslauf belegen können',
  regionalFunding:
    'die Förderstelle Ihres Bundeslandes eintragen oder bestätigen und die Sätze über sie prüfen: im Artikel foerderungen-innovation.md (Abschnitt über die Förderstelle des Landes) und in services.yaml (Beratungsfeld Förderung)',
  'legal.enquiryRetentionMonths':
    'die Frist festlegen, nach der Sie Anfragen ohne Auftrag löschen – im Postfach, beim Formulardienst und in WhatsApp –, und sie einhalten (die Datenschutzerklärung sagt: „Ich lösche sie … Monate nach dem letzten Kontakt“)',
  'legal.workRecordsRetentionYears':
    'die Frist festlegen, nach der Sie Nachrichten und Arbeitsunterlagen eines Auftrags löschen, und sie einhalten; Rechnungen, Verträge und die dazugehörige Korrespondenz nach den 7 Jahren des § 132 BAO löschen (die Datenschutzerklärung sagt beides zu)',
  'claims.referenceExamples':
    'jede typische Aufgabe unter „Referenzen“ (content/texts/references.yaml) mit einem eigenen Projekt belegen oder den Text dort ändern',
  'claims.latinAmericaAsia':
    'Projekte in Lateinamerika und Asien belegen oder diese Märkte aus references.yaml, services.yaml, packages.yaml und dem Artikel internationalisierung-strategie.md nehmen',
  'claims.numerousProjects':
    '„Erfahrung aus zahlreichen Projekten“ im Artikel innovation-praxis.md belegen oder den Satz ändern',
};

/**
 * Statements the owner confirms with `true` (model/schemas/settings.ts, `confirmed`): while one is
 * `false`, the site must not go live. Their todo is in `confirmations`.
 */
const mustBeTrue = [
  'legal.hostingContract',
  'legal.emailProvider.contract',
  'legal.formServiceContract',
  'legal.formServiceDeletion',
  'claims.referenceExamples',
  'claims.latinAmericaAsia',
  'claims.numerousProjects',
] as const;

/** The value at a dotted path of the settings. */
const valueAt = (data: unknown, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** One open item: the file, and the field with what to do, in German. */
export interface LaunchItem {
  file: string;
  text: string;
}

/**
 * How a template value stops being one: in the editor a save of a changed value or its button
 * „Beispielwert passt – übernehmen“ (tools/edit/client/templateValues.ts); in the file, the
 * mark deleted by hand.
 */
const howToConfirm = `Im Editor (npm run edit, Einstellungen): eintragen und speichern oder, wenn der Wert stimmt, „${editorText.templateValue.confirm}“ – in der Datei: „!platzhalter“ davor löschen`;

function placeholderItems({ data, placeholders }: Loaded<DataOf<'settings'>>, env: NodeJS.ProcessEnv): LaunchItem[] {
  const { file } = dataFiles.settings;
  const open = placeholders.filter(({ path: field }) => !(overrides[field] && env[overrides[field]]?.trim()));
  const items = open.map(({ path: field, value }) => {
    // The most specific key wins: legal.emailProvider.contract before legal.emailProvider.
    const rule = Object.keys(confirmations)
      .filter((key) => field === key || field.startsWith(`${key}.`))
      .sort((a, b) => b.length - a.length)[0];
    const todo = rule ? confirmations[rule] : 'Ihren Wert eintragen';
    // `!platzhalter true`: a statement the owner has yet to confirm (model/schemas/settings.ts, `confirmed`).
    const found =
      value === ''
        ? 'ist in der Vorlage leer'
        : value === true
          ? 'ist noch nicht bestätigt'
          : `${shown(value)} ist ein Beispielwert der Vorlage`;
    return { file, text: `${fieldName(settingsSchema, field.split('.'))}: ${found} – ${todo}. ${howToConfirm}` };
  });
  // A confirmation set to false: not done yet (a marked one is listed above already).
  for (const field of mustBeTrue) {
    if (valueAt(data, field) !== false || open.some((placeholder) => placeholder.path === field)) continue;
    items.push({
      file,
      text: `${fieldName(settingsSchema, field.split('.'))}: ist false, also nicht bestätigt – ${confirmations[field]}, dann true eintragen`,
    });
  }
  // The live address, wherever it comes from, must be a real one.
  const url = env.PUBLIC_ENV__SITE_URL?.trim() || data.url;
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (exampleHosts.test(host) && !open.some((placeholder) => placeholder.path === 'url')) {
    items.push({
      file,
      text: `url (${labelAt(settingsSchema, ['url'])}): ${shown(url)} ist keine öffentliche Adresse – die Adresse Ihrer Website eintragen, z. B. https://www.meine-domain.at`,
    });
  }
  return items;
}

function imageItems(root: string): LaunchItem[] {
  return templateImages
    .filter(
      ({ file, sha256: template }) => existsSync(path.join(root, file)) && sha256(path.join(root, file)) === template,
    )
    .map(({ file, todo }) => ({ file, text: `noch das Platzhalterbild der Vorlage – ${todo}` }));
}

/** Every open item before the site may go live; empty when it is ready. */
export function launchItems(root = projectRoot(), env: NodeJS.ProcessEnv = process.env): LaunchItem[] {
  const mistakes: LaunchItem[] = [];
  let settings: Loaded<DataOf<'settings'>> | undefined;
  for (const key of Object.keys(dataFiles) as DataKey[]) {
    try {
      const loaded = loadDataFile(key, root);
      if (key === 'settings') settings = loaded as Loaded<DataOf<'settings'>>;
    } catch (error) {
      if (!(error instanceof OwnerError)) throw error;
      mistakes.push(
        ...error.problems.map(({ file, line, field, text }) => ({
          file: `${file ?? dataFiles[key].file}${line ? `, Zeile ${line}` : ''}`,
          text: `${field ? `${field}: ` : ''}${text}`,
        })),
      );
    }
  }
  if (mistakes.length > 0 || !settings) return mistakes;
  return [...placeholderItems(settings, env), ...imageItems(root), ...strayImageFiles(root)];
}

/** The report `npm run check:launch` prints. */
export function launchReport(items: readonly LaunchItem[]): string {
  if (items.length === 0) return 'Startklar: keine offenen Punkte. Weiter mit: npm run build:live';
  const count = items.length === 1 ? '1 Punkt ist' : `${items.length} Punkte sind`;
  const files = [...new Set(items.map((item) => item.file))];
  return [
    `Noch nicht startklar – ${count} offen:`,
    ...files.flatMap((file) => [
      '',
      file,
      ...items.filter((item) => item.file === file).map((item) => `  • ${item.text}`),
    ]),
    '',
    'Erledigen Sie diese Punkte und prüfen Sie dann erneut mit: npm run check:launch',
  ].join('\n');
}

/** The one line the ordinary build ends with. */
export function launchSummary(items: readonly LaunchItem[]): string {
  if (items.length === 0) return 'Startklar: keine offenen Punkte – dist/client kann hochgeladen werden';
  return `${items.length} ${items.length === 1 ? 'Punkt' : 'Punkte'} offen – vor dem Veröffentlichen: npm run check:launch`;
}
