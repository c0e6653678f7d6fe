import { describe, expect, it } from 'vitest';
import { datenschutz } from '../../content/legal/datenschutz';
import { impressum } from '../../content/legal/impressum';
import { site } from '../../content/site';
import { legalLines } from './copyText';

const impressumText = legalLines(impressum).join('\n');
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

describe('Datenschutzerklärung', () => {
  it('keeps the five sections of the spec', () => {
    expect(datenschutz.sections.map((section) => section.id)).toEqual(['ueberblick', 'hosting', 'allgemeine-hinweise', 'ihre-rechte', 'kontakt']);
  });

  it('uses the GDPR term "Verantwortlicher"', () => {
    expect(datenschutzText).toMatch(/Verantwortlicher/);
    expect(datenschutzText).not.toMatch(/[Vv]erantwortliche Stelle/);
  });

  it('applies one legal basis to enquiries by form, e-mail and phone: lit. b before a contract, otherwise lit. f', () => {
    expect(datenschutzText).not.toMatch(/Art\. 6 Abs\. 1 lit\. a/);
    const rule = datenschutzLines.filter((line) => /lit\. b/.test(line) && /lit\. f/.test(line));
    expect(rule).toHaveLength(1);
    expect(rule[0]).toMatch(/Kontaktformular/);
    expect(rule[0]).toMatch(/E-Mail/);
    expect(rule[0]).toMatch(/Telefon/);
    expect(rule[0]).toMatch(/vorvertraglich/);
  });

  it('states concrete retention periods', () => {
    expect(site.legal.serverLogRetentionDays).toBeGreaterThan(0);
    expect(datenschutzText).toContain(`nach ${site.legal.serverLogRetentionDays} Tagen`);
    expect(datenschutzText).toContain(`${site.legal.enquiryRetentionMonths} Monate nach dem letzten Kontakt`);
    expect(datenschutzText).toMatch(/sieben Jahre[^\n]*§ 132 BAO/);
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
