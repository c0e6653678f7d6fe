import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '#model/legal/datenschutz.ts';
import { loadDataFile } from '#model/load/dataFile.ts';
import type { LegalPage } from '#model/types.ts';
import { settingsProject } from '../support/settingsProject.ts';
import { legalLines } from './copyText.ts';

const project = settingsProject();

/** The privacy policy as a build with these PUBLIC_ENV__ANALYTICS_* variables renders it. */
function policyWith(variables: Record<string, string>): { page: LegalPage; text: string } {
  const env = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [`PUBLIC_ENV__ANALYTICS_${name}`, value]),
  );
  const page = privacyPolicy(loadDataFile('settings', project, { env }).data.analytics);
  return { page, text: legalLines(page).join('\n') };
}

const subsection = (page: LegalPage, heading: string) =>
  page.sections
    .flatMap((section) => (section.subsections ?? []).map((sub) => ({ section: section.id, ...sub })))
    .find((sub) => sub.heading === heading);

const sectionIds = ['ueberblick', 'hosting', 'allgemeine-hinweise', 'ihre-rechte', 'kontakt'];

describe('privacy policy without web analytics (the default)', () => {
  it('says there is none and names no tool', () => {
    const { page, text } = policyWith({});
    expect(page.sections.map((section) => section.id)).toEqual(sectionIds);
    expect(subsection(page, 'Keine Webanalyse, kein Tracking')?.section).toBe('ueberblick');
    expect(text).toMatch(/bindet keine Webanalyse- oder Tracking-Dienste/);
    expect(page.description).toMatch(/ohne Tracking/);
    expect(text).not.toMatch(/Matomo|Plausible|Reichweitenmessung/);
  });
});

describe('privacy policy with a self-hosted Matomo', () => {
  const matomo = {
    PROVIDER: 'matomo',
    ENDPOINT: 'https://statistik.meine-domain.at',
    SITE_ID: '1',
    OPERATOR: 'self-hosted',
    RETENTION_MONTHS: '14',
  };

  it('keeps the five sections and explains the analytics in a subsection of the general notes', () => {
    const { page, text } = policyWith(matomo);
    expect(page.sections.map((section) => section.id)).toEqual(sectionIds);
    const analytics = subsection(page, 'Webanalyse mit Matomo');
    expect(analytics?.section).toBe('allgemeine-hinweise');
    const lines = legalLines({ ...page, sections: [{ id: 'x', heading: '', blocks: analytics!.blocks }] }).join('\n');
    expect(lines).toMatch(/Ich betreibe Matomo selbst, unter der Adresse statistik\.meine-domain\.at/);
    expect(lines).toMatch(/Adresse der aufgerufenen Seite/);
    expect(lines).toMatch(/Titel der aufgerufenen Seite/);
    expect(lines).toMatch(/liest das Skript nur, ob Ihr Browser[^\n]*sonst nichts – weder die Bildschirmgröße/);
    expect(lines).not.toMatch(/Bildschirmauflösung/);
    expect(lines).toMatch(/welches Thema Sie gewählt haben – nicht aber Ihr Name/);
    expect(lines).toMatch(/keine Cookies/);
    expect(lines).toMatch(
      /IP-Adresse vor jeder Speicherung und Auswertung kürzt[^\n]*vollständige IP-Adresse wird nicht gespeichert/,
    );
    expect(lines).toMatch(
      /Art\. 6 Abs\. 1 lit\. f DSGVO\. Mein berechtigtes Interesse liegt in der Reichweitenmessung[^\n]*verbessern/,
    );
    expect(lines).toMatch(/nach 14 Monaten/);
    expect(lines).toMatch(/„Global Privacy Control“[^\n]*„Do Not Track“[^\n]*nicht/);
    expect(text).not.toMatch(
      /Keine Webanalyse|keine Webanalyse- oder Tracking-Dienste|keine Anfragen an Server Dritter/,
    );
    expect(text).toMatch(/Daten der Reichweitenmessung: [^\n]*nach 14 Monaten gelöscht/);
  });

  it('has a description of 50–160 characters that mentions the analytics', () => {
    const { page } = policyWith(matomo);
    expect(page.description).toMatch(/Reichweitenmessung mit Matomo ohne Cookies/);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });
});

describe('privacy policy with Plausible run by its provider', () => {
  it("names the provider as processor and states Plausible's handling of IP addresses", () => {
    const { page, text } = policyWith({
      PROVIDER: 'plausible',
      ENDPOINT: 'https://plausible.io',
      SITE_ID: 'meine-domain.at',
      OPERATOR: 'Plausible Insights OÜ, Tartu, Estland',
      RETENTION_MONTHS: '24',
    });
    expect(subsection(page, 'Webanalyse mit Plausible')?.section).toBe('allgemeine-hinweise');
    expect(text).toMatch(
      /Plausible wird für mich von Plausible Insights OÜ, Tartu, Estland betrieben[^\n]*Auftragsverarbeiter \(Art\. 28 DSGVO\)/,
    );
    expect(text).toMatch(/Plausible speichert IP-Adressen nicht/);
    expect(text).toMatch(/spätestens nach 24 Monaten/);
    expect(text).not.toMatch(/Bildschirmauflösung|Titel der aufgerufenen Seite|selbst, unter/);
  });
});
