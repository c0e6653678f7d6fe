import { describe, expect, it } from 'vitest';
import { datenschutz } from '#model/legal/datenschutz.ts';
import { launchItems } from '#tools/check-launch/launchCheck.ts';
import { terminalLine } from '#tools/check-launch/launchReport.ts';
import { fixtureRoot } from '../support/fixtureSite.ts';
import { ownImages, projectWith } from '../support/launchProject.ts';
import { completeSettings as complete } from '../support/settingsProject.ts';
import { legalLines } from './copyText.ts';

// Every duty the privacy policy states as done ("habe ich … geschlossen", "Ich lösche …")
// is a confirmation the launch check asks for, so the site cannot go live while a sentence is untrue.

/** The sentences of the privacy policy in which the owner says they did or do something. */
const dutyWords = /\b(habe ich|lösche ich|Ich lösche|bewahre ich|löscht)\b/;
/** Each such sentence and the setting the owner confirms it with. */
const duties: [RegExp, string][] = [
  [/Mit dem Hosting-Anbieter habe ich einen Vertrag über Auftragsverarbeitung geschlossen/, 'legal.hostingContract'],
  [/Mit dem Dienst habe ich einen Vertrag über Auftragsverarbeitung geschlossen/, 'legal.formServiceContract'],
  [/mit jedem von ihnen habe ich einen Vertrag über Auftragsverarbeitung/, 'legal.emailProvider.contract'],
  [/Die bei ihm gespeicherten Anfragen lösche ich/, 'legal.formServiceDeletion'],
  [/löscht (sie|die Log-Dateien automatisch) nach \d+ Tagen/, 'legal.serverLogRetentionDays'],
  [/Ich lösche sie \d+ Monate nach dem letzten Kontakt/, 'legal.enquiryRetentionMonths'],
  [/bewahre ich 7 Jahre .* danach lösche ich sie/, 'legal.workRecordsRetentionYears'],
  [/Ich lösche sie \d+ Jahre? nach dem Ende des Auftrags/, 'legal.workRecordsRetentionYears'],
  [/Ich lösche die Formulardaten dann/, 'legal.formServiceDeletion'],
  [
    /lösche ich sie erst nach dessen Abschluss|lösche ich sie, soweit keine gesetzliche Aufbewahrungspflicht/,
    'legal.workRecordsRetentionYears',
  ],
];

const sentences = legalLines(datenschutz)
  .map((line) => line.replace(/\u00A0/g, ' '))
  .flatMap((line) => line.split(/(?<=[.;])\s+(?=[A-ZÄÖÜ])/));

const marked = (line: string) => {
  expect(complete).toContain(line);
  const [key, value] = line.split(': ');
  return projectWith(complete.replace(line, `${key}: !platzhalter ${value}`), ownImages);
};

describe('npm run check:launch asks for every duty the privacy policy states as done', () => {
  it('knows the setting behind every sentence in which the owner says they did something', () => {
    const found = sentences.filter((sentence) => dutyWords.test(sentence));
    expect(found.length).toBeGreaterThanOrEqual(8);
    const unmapped = found.filter((sentence) => !duties.some(([pattern]) => pattern.test(sentence)));
    expect(unmapped).toEqual([]);
  });

  it('lists each of those settings, and the years of experience, while the template values stand', () => {
    const open = launchItems(fixtureRoot, {}).map((item) => terminalLine(item).split(' ')[0]);
    for (const field of [...new Set(duties.map(([, setting]) => setting)), 'yearsOfExperience']) {
      expect(open, field).toContain(field);
    }
  });

  it.each([
    ['  enquiryRetentionMonths: 6', 'legal.enquiryRetentionMonths', 'Anfragen ohne Auftrag löschen'],
    ['  workRecordsRetentionYears: 3', 'legal.workRecordsRetentionYears', '§ 132 BAO'],
    ['yearsOfExperience: 15', 'yearsOfExperience', 'belegen können'],
    ['  shortName: KWF', 'regionalFunding.shortName', 'Förderstelle Ihres Bundeslandes'],
  ])('lists %s left unconfirmed, with what to do', (line, field, todo) => {
    const items = launchItems(marked(line), {});
    expect(items).toHaveLength(1);
    expect(terminalLine(items[0]!)).toMatch(new RegExp(`^${field.replace('.', '\\.')} \\(`));
    expect(terminalLine(items[0]!)).toContain(todo);
  });
});
