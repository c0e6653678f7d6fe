import { describe, expect, it } from 'vitest';
import { getPackage } from '#model/copy/packages.ts';
import { cookiesOverview } from '#model/legal/analyticsPrivacy.ts';
import { datenschutz } from '#model/legal/datenschutz.ts';
import { impressum, portraitCreditLine } from '#model/legal/impressum.ts';
import {
  hostingPlaceBlocks,
  namesStandardClauses,
  recipientsSubsection,
  sccCopy,
  transferItems,
} from '#model/legal/transfers.ts';
import { site } from '#model/site.ts';
import { blockTexts, inlineText, legalLines, rawLegalLines } from './copyText.ts';

const impressumText = legalLines(impressum).join('\n');
// blockTexts reads the raw blocks: a non-breaking space there reads as a space, as on the page.
const plain = (lines: string[]) => lines.map((line) => line.replace(/\u00A0/g, ' '));
const datenschutzLines = legalLines(datenschutz);
const datenschutzText = datenschutzLines.join('\n');

describe('Impressum', () => {
  it('shows no drafting notes to the reader', () => {
    expect(impressumText).not.toMatch(/§ 14 (UGB|Unternehmensgesetzbuch)/);
    expect(impressumText).not.toMatch(/sind nur zu machen/);
  });

  it('names the trade authority as the supervisory authority', () => {
    expect(legalLines(impressum)).toContain(`Aufsichtsbehörde (Gewerbebehörde): ${site.legal.tradeAuthority}`);
  });
});

describe('Impressum (Austrian law)', () => {
  it('makes no statement on consumer arbitration boards (German VSBG) and does not point to the EU ODR platform, discontinued on 20 July 2025', () => {
    expect(impressumText).not.toMatch(
      /Verbraucherschlichtungsstelle|Verbraucherstreitbeilegung|Streitbeilegungsverfahren/,
    );
    expect(impressumText).not.toMatch(/\bOS-Plattform|Online-Streitbeilegung|\bODR\b|ec\.europa\.eu\/consumers\/odr/i);
  });

  it('states the professional title with the state that awarded it on one line, no lower-case label of its own (§ 5 Abs. 1 Z 6 ECG)', () => {
    const lines = legalLines(impressum);
    expect(lines).toContain(
      `Berufsbezeichnung: ${site.legal.professionalTitle.title} (verliehen in ${site.legal.professionalTitle.awardedIn})`,
    );
    expect(lines.some((line) => line.startsWith('verliehen in:'))).toBe(false);
    expect(site.legal.professionalTitle.awardedIn).toBe('Österreich');
  });

  it('labels the address as the location of the trade licence (§ 63 GewO)', () => {
    expect(legalLines(impressum)).toContain(
      `Anschrift (Standort der Gewerbeberechtigung): ${site.address.street}, ${site.address.postalCode} ${site.address.locality}, Österreich`,
    );
  });

  it('ties the brand of the header to the person as their Geschäftsbezeichnung', () => {
    const lines = legalLines(impressum);
    expect(lines).toContain(`Geschäftsbezeichnung: ${site.brand}`);
    expect(lines.indexOf(`Geschäftsbezeichnung: ${site.brand}`)).toBe(
      lines.findIndex((line) => line.startsWith('Name: ')) + 1,
    );
  });

  it('labels the § 5 ECG name "Name"; "Medieninhaber" appears only in the Offenlegung (§ 25 MedienG)', () => {
    const facts = impressum.sections.find((section) => section.id === 'angaben')!.blocks.flatMap(blockTexts);
    expect(facts[0]).toMatch(/^Name: /);
    expect(facts.join('\n')).not.toMatch(/Medieninhaber|Herausgeber/);
    const disclosure = impressum.sections.find((section) => section.id === 'offenlegung')!.blocks.flatMap(blockTexts);
    expect(disclosure.some((line) => line.startsWith('Medieninhaber: '))).toBe(true);
  });

  it('names the trade without claiming where a licence was "erteilt" (it arises by registration)', () => {
    expect(legalLines(impressum)).toContain(`Unternehmensgegenstand / Gewerbe: ${site.legal.trade}`);
    expect(impressumText).not.toMatch(/Gewerbeberechtigung erteilt/);
  });

  it('states link liability in one short, true sentence set, without German boilerplate (§ 17 ECG)', () => {
    const links = impressum.sections
      .find((section) => section.id === 'haftung-links')!
      .blocks.flatMap(blockTexts)
      .join('\n');
    expect(links).not.toMatch(/Zum Zeitpunkt der Verlinkung|nicht zumutbar|keine Gewähr/);
    expect(links).toMatch(/Für deren Inhalte ist der jeweilige Anbieter verantwortlich/);
    expect(links).toMatch(/entferne ich den Link umgehend/);
  });

  it('credits the portrait to its photographer, and to the consultant only when it is a self-portrait', () => {
    expect(portraitCreditLine({ photographer: 'Erika Beispiel' }, 'Max Mustermann')).toBe(
      'Porträtfoto: © Erika Beispiel',
    );
    expect(portraitCreditLine({ selfPortrait: true }, 'Max Mustermann')).toBe(
      'Porträtfoto: © Max Mustermann (Selbstporträt)',
    );
    const credit = legalLines(impressum).find((line) => line.startsWith('Porträtfoto'));
    if ('photographer' in site.legal.portraitCredit) {
      expect(credit).toBe(`Porträtfoto: © ${site.legal.portraitCredit.photographer}`);
      expect(credit).not.toContain(site.person.name);
    }
  });
});

describe('Datenschutzerklärung', () => {
  it('keeps the five sections of the spec', () => {
    expect(datenschutz.sections.map((section) => section.id)).toEqual([
      'ueberblick',
      'hosting',
      'allgemeine-hinweise',
      'ihre-rechte',
      'kontakt',
    ]);
  });

  it('uses the GDPR term "Verantwortlicher"', () => {
    expect(datenschutzText).toMatch(/Verantwortlicher/);
    expect(datenschutzText).not.toMatch(/[Vv]erantwortliche Stelle/);
  });

  it("bases enquiries by form on consent (lit. a), the form's checkbox, and no longer calls the tick a confirmation of having read the notice", () => {
    const consent = datenschutzLines.filter(
      (line) => /Kontaktformular/.test(line) && /Art\. 6 Abs\. 1 lit\. a/.test(line) && /Einwilligung/.test(line),
    );
    expect(consent.some((line) => /Kontrollkästchen/.test(line))).toBe(true);
    expect(datenschutzText).not.toMatch(/zur Kenntnis genommen/);
    expect(datenschutzText).not.toMatch(/Rechtsgrundlage[^.\n]*Kontaktformular[^.\n]*lit\. b/);
  });

  it('tells how consent is withdrawn, that it does not affect earlier processing, and what it means for an open enquiry (Art. 7 Abs. 3, Art. 13 Abs. 2 lit. c)', () => {
    const withdrawal = datenschutzLines.find((line) =>
      /Einwilligung jederzeit[^.]*widerrufen \(Art\. 7 Abs\. 3 DSGVO\)/.test(line),
    );
    expect(withdrawal).toBeDefined();
    expect(withdrawal).toContain(site.email);
    expect(withdrawal).toMatch(/Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt/);
    expect(withdrawal).toMatch(/noch offen, kann ich sie auf Grundlage der Formulardaten nicht mehr beantworten/);
    expect(withdrawal).toMatch(/Ich lösche die Formulardaten dann.*soweit.*Vertrag.*gesetzlichen Pflicht/);
    expect(datenschutzLines).toContain(
      'Recht, eine erteilte Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung berührt wird (Art. 7 Abs. 3 DSGVO)',
    );
    expect(datenschutzLines.some((line) => line.startsWith('Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung'))).toBe(
      true,
    );
  });

  it('keeps lit. b before a contract, otherwise lit. f, for enquiries by e-mail, phone and WhatsApp', () => {
    const rule = datenschutzLines.filter((line) => /lit\. b/.test(line) && /lit\. f/.test(line));
    expect(rule).toHaveLength(1);
    expect(rule[0]).not.toMatch(/Kontaktformular/);
    expect(rule[0]).toMatch(/E-Mail, Telefon oder WhatsApp/);
    expect(rule[0]).toMatch(/vorvertraglich/);
  });

  it('names WhatsApp and Slack, offered in the sparring package, as channels of client work used only when the client chooses them, with provider, data and transfer basis', () => {
    const sparring = JSON.stringify(getPackage('sparring'));
    const section = datenschutz.sections.find((s) => s.id === 'allgemeine-hinweise')!;
    const sub = section.subsections?.find((s) => s.heading === 'WhatsApp und Slack in der Zusammenarbeit');
    expect(sub).toBeDefined();
    const text = plain(sub!.blocks.flatMap(blockTexts)).join('\n');
    expect(text).toMatch(/nur, wenn Sie (sie|das) (ausdrücklich )?wählen/);
    expect(text).toMatch(/Telefonnummer/);
    expect(text).toMatch(/Inhalte der Nachrichten/);
    expect(text).toMatch(/Art\. 6 Abs\. 1 lit\. b DSGVO/);
    for (const [name, service] of [
      ['WhatsApp', site.legal.messagingServices.whatsapp],
      ['Slack', site.legal.messagingServices.slack],
    ] as const) {
      expect(sparring).toContain(name);
      expect(text).toContain(`${name}: ${service.provider}`);
      expect(text).toContain(service.transferBasis);
      expect(
        sub!.blocks.some((block) => block.type === 'facts' && JSON.stringify(block).includes(service.privacyUrl)),
      ).toBe(true);
    }
  });

  it('states concrete retention periods', () => {
    expect(site.legal.serverLogRetentionDays).toBeGreaterThan(0);
    expect(datenschutzText).toContain(`nach ${site.legal.serverLogRetentionDays} Tagen`);
    expect(datenschutzText).toContain(`${site.legal.enquiryRetentionMonths} Monate nach dem letzten Kontakt`);
    expect(datenschutzText).toMatch(/7 Jahre[^\n]*§ 132 BAO/);
    // Work data other than tax records have a period too, and numbers are written one way.
    expect(datenschutzText).toContain(
      `Nachrichten, Arbeitsunterlagen und Entwürfe eines Auftrags, die nicht für die Abgabenerhebung aufbewahrt werden müssen: Ich lösche sie ${site.legal.workRecordsRetentionYears} Jahre nach dem Ende des Auftrags`,
    );
    expect(datenschutzText).not.toMatch(
      /\b(eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf) (Tage|Monate|Jahre)\b/,
    );
  });

  it('says what the form service receives and how it passes the enquiry on', () => {
    const formService = datenschutzLines.filter((line) => line.includes(site.legal.formServiceName)).join('\n');
    expect(formService).toMatch(/IP-Adresse/);
    expect(formService).toMatch(/Browser/);
    expect(formService).toMatch(/per E-Mail/);
  });

  it('names the basis of the third-country transfer once, without alternatives', () => {
    expect(site.legal.formServiceTransferBasis.length).toBeGreaterThan(10);
    expect(datenschutzText.split(site.legal.formServiceTransferBasis)).toHaveLength(2);
    expect(datenschutzText).not.toMatch(/sofern[^.\n]*andernfalls/);
  });

  it('says that providing data is voluntary and what happens without name and e-mail (Art. 13 Abs. 2 lit. e)', () => {
    expect(datenschutzText).toMatch(/freiwillig/);
    expect(datenschutzText).toMatch(/[Oo]hne (Ihren )?Namen und (Ihre )?E-Mail-Adresse[^.\n]*nicht beantworten/);
  });

  it('rules out automated decision-making including profiling (Art. 13 Abs. 2 lit. f)', () => {
    expect(datenschutzText).toMatch(/keine automatisierte Entscheidungsfindung einschließlich Profiling/i);
  });
});

describe('Datenschutzerklärung: transfers, recipients and what the owner must confirm', () => {
  const scc = 'Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO)';
  const dpf = 'EU-US Data Privacy Framework (Angemessenheitsbeschluss der Europäischen Kommission, Art. 45 DSGVO)';
  const copyLine = `Kopie der Standardvertragsklauseln: ${inlineText(sccCopy)}`;

  it('says where a copy of standard contractual clauses is available exactly when a transfer basis names them (Art. 13 Abs. 1 lit. f)', () => {
    expect(namesStandardClauses(scc)).toBe(true);
    expect(namesStandardClauses(dpf)).toBe(false);
    expect(transferItems(scc).map((item) => item.term)).toEqual([
      'Grundlage der Übermittlung in ein Drittland',
      'Kopie der Standardvertragsklauseln',
    ]);
    expect(transferItems(dpf).map((item) => item.term)).toEqual(['Grundlage der Übermittlung in ein Drittland']);
    expect(transferItems('')).toEqual([]);
    expect(inlineText(sccCopy)).toMatch(/auf Anfrage bei mir/);
    expect(JSON.stringify(sccCopy)).toContain('eur-lex.europa.eu/eli/dec_impl/2021/914');
    // On the page: one copy line per service whose basis names the clauses, none otherwise.
    const bases = [
      site.legal.formServiceTransferBasis,
      site.legal.hostingTransferBasis,
      site.legal.emailProvider.transferBasis,
      site.legal.messagingServices.whatsapp.transferBasis,
      site.legal.messagingServices.slack.transferBasis,
    ];
    expect(datenschutzLines.filter((line) => line === copyLine)).toHaveLength(
      bases.filter(namesStandardClauses).length,
    );
    expect(site.legal.formServiceTransferBasis).toBe(scc);
    expect(datenschutzLines).toContain(copyLine);
  });

  it('names the e-mail provider, the tax adviser and the tax office among the recipients (Art. 13 Abs. 1 lit. e)', () => {
    const section = datenschutz.sections.find((s) => s.id === 'allgemeine-hinweise')!;
    const recipients = section.subsections?.find((sub) => sub.heading === 'Empfänger Ihrer Daten');
    expect(recipients).toBeDefined();
    const text = recipients!.blocks.flatMap(blockTexts).join('\n');
    expect(text).toContain(`E-Mail-Anbieter: ${site.legal.emailProvider.provider}`);
    expect(text).toContain(site.legal.hostingProvider);
    expect(text).toContain(site.legal.formServiceName);
    expect(text).toMatch(/Auftrag entsteht: eine von mir beauftragte Steuerberatung[^\n]*Finanzamt/);
    // The enquiries paragraph names every recipient, not the form service alone: the tax adviser and the tax office too.
    expect(datenschutzText).toMatch(
      /ausgenommen sind nur die Dienstleister, die in meinem Auftrag tätig sind, und, wenn aus Ihrer Anfrage ein Auftrag entsteht, Steuerberatung und Finanzamt \(siehe „Empfänger Ihrer Daten“\)/,
    );
    expect(JSON.stringify(recipients)).toContain(site.legal.emailProvider.privacyUrl);
    // A provider outside the EU brings its transfer basis (and, for clauses, the copy line).
    const usMail = recipientsSubsection({
      ...site.legal,
      emailProvider: { ...site.legal.emailProvider, transferBasis: scc },
    });
    const usText = usMail.blocks.flatMap(blockTexts);
    expect(usText).toContain(`Grundlage der Übermittlung in ein Drittland: ${scc}`);
    expect(usText).toContain(copyLine);
  });

  it("states the owner's duties in the active voice: the contracts with host, form service and e-mail provider, the deletion at the form service", () => {
    expect(datenschutzText).not.toMatch(/besteht ein Vertrag über Auftragsverarbeitung/);
    expect(datenschutzText).toMatch(
      /Mit dem Hosting-Anbieter habe ich einen Vertrag über Auftragsverarbeitung geschlossen/,
    );
    expect(datenschutzText).toMatch(/Mit dem Dienst habe ich einen Vertrag über Auftragsverarbeitung geschlossen/);
    expect(datenschutzText).toMatch(/mit jedem von ihnen habe ich einen Vertrag über Auftragsverarbeitung/);
    expect(datenschutzText).toMatch(/Die bei ihm gespeicherten Anfragen lösche ich innerhalb derselben Fristen/);
    expect([
      site.legal.hostingContract,
      site.legal.formServiceContract,
      site.legal.formServiceDeletion,
      site.legal.emailProvider.contract,
    ]).toEqual([true, true, true, true]);
  });

  it('says where the host serves the site from, with the transfer basis when it is outside the EU', () => {
    const eu = hostingPlaceBlocks({ ...site.legal, hostingTransferBasis: '' })
      .flatMap(blockTexts)
      .join('\n');
    expect(eu).toMatch(/Servern in der EU bzw\. im EWR/);
    const cdn = hostingPlaceBlocks({ ...site.legal, hostingTransferBasis: dpf }).flatMap(blockTexts);
    expect(cdn.join('\n')).toMatch(/außerhalb der EU/);
    expect(cdn).toContain(`Grundlage der Übermittlung in ein Drittland: ${dpf}`);
  });

  it('claims "keine Cookies" and "nicht ausgewertet" only where the host sets none and makes no statistics', () => {
    const withCookies = [cookiesOverview(null, true), cookiesOverview(site.analytics, true)]
      .flatMap((sub) => sub.blocks.flatMap(blockTexts))
      .join('\n');
    expect(withCookies).toMatch(
      /Der Hosting-Anbieter setzt beim Ausliefern der Seiten eigene Cookies, die für den sicheren Betrieb technisch notwendig sind/,
    );
    expect(withCookies).not.toMatch(/Nur der Hosting-Anbieter setzt/);
    expect(withCookies).not.toMatch(/Diese Website setzt keine Cookies und/);
    const hostCookieText = hostingPlaceBlocks({ ...site.legal, hostingCookies: true })
      .flatMap(blockTexts)
      .join('\n');
    expect(hostCookieText).toMatch(/setzt der Hosting-Anbieter eigene Cookies/);
    const statistics = cookiesOverview(null, false, true).blocks.flatMap(blockTexts).join('\n');
    expect(statistics).toMatch(/Abgesehen von den Zugriffsstatistiken des Hosting-Anbieters/);
    expect(cookiesOverview(null, false, false).blocks.flatMap(blockTexts).join('\n')).toMatch(
      /Ihr Nutzungsverhalten wird nicht ausgewertet/,
    );
    if (!site.legal.hostingStatistics)
      expect(datenschutzText).toMatch(/statistische Auswertung[^.]*findet nicht statt/);
  });

  it('describes HTTPS without the padlock current browsers no longer show', () => {
    expect(datenschutzText).not.toMatch(/SSL|Schloss/);
    expect(datenschutzLines).toContain('TLS-Verschlüsselung (HTTPS)');
  });

  it('assumes no gender of the controller in running text', () => {
    expect(datenschutzText).not.toMatch(/mir als Verantwortlichem/);
  });
});

describe('legal pages: typography', () => {
  it('keeps §, Art., Abs., lit., Z and Nr. with their number (non-breaking space)', () => {
    for (const page of [impressum, datenschutz]) {
      const lines = rawLegalLines(page);
      expect(lines.join('\n')).toMatch(/(§|Art\.)\u00A0\d/);
      const broken = lines.flatMap((line) => line.match(/(§§?|Art\.|Abs\.|lit\.|\bZ|Nr\.) (\d+|[a-z]\b)/g) ?? []);
      expect(broken, page.title).toEqual([]);
    }
    expect(rawLegalLines(datenschutz).join('\n')).toMatch(/Art\.\u00A06 Abs\.\u00A01 lit\.\u00A0f DSGVO/);
    expect(rawLegalLines(impressum).join('\n')).toMatch(/§\u00A05 E-Commerce-Gesetz/);
  });
});
