import { describe, expect, it } from 'vitest';
import { articles, getArticle } from '#model/articles/index.ts';
import { getPackage } from '#model/copy/packages.ts';
import { htmlParagraphs } from '../unit/copyText.ts';

const text = (slug: string) => htmlParagraphs(getArticle(slug)!.content).join('\n');

describe('article copy', () => {
  it('says Lateinamerika, like the rest of the site, never Südamerika', () => {
    for (const article of articles) expect(article.content, article.slug).not.toMatch(/Südamerika/);
  });

  it('tells each example only once across the blog', () => {
    const count = articles.filter((article) => /Maschinenbauer mit 40 Mitarbeitenden/.test(article.content)).length;
    expect(count).toBeLessThanOrEqual(1);
    const examples = articles.flatMap((article) =>
      htmlParagraphs(article.content).filter((p) => p.startsWith('Ein Beispiel zur Veranschaulichung')),
    );
    const subjects = examples.map((p) => p.split(/[.:]/)[1]!.trim().split(' ').slice(0, 5).join(' '));
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('tells examples as hypothetical cases, not as client stories', () => {
    const examples = articles.flatMap((article) =>
      htmlParagraphs(article.content)
        .filter((p) => p.startsWith('Ein Beispiel zur Veranschaulichung'))
        .map((p) => [article.slug, p] as const),
    );
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const [slug, paragraph] of examples) {
      expect(paragraph, slug).toMatch(/\b(Angenommen|könnte|würde|wäre|läge)\b/);
      expect(paragraph, slug).not.toMatch(/\b(wollte|zeigte sich|lag am Ende)\b/);
    }
  });

  it('innovation-praxis: the sponsor sentence has agreeing verbs', () => {
    expect(text('innovation-praxis')).not.toMatch(/Entscheidungen trifft und Hindernisse aus dem Weg räumt/);
    expect(text('innovation-praxis')).toMatch(
      /als Auftraggeber[^.]*Entscheidungen treffen und Hindernisse aus dem Weg räumen/,
    );
  });

  it('foerderungen-innovation: the Forschungsprämie is claimed with its own application (E 108c, FinanzOnline), after the financial year and until the assessment is final', () => {
    const paragraph = htmlParagraphs(getArticle('foerderungen-innovation')!.content).find((p) =>
      p.includes('14 % der begünstigten Aufwendungen'),
    )!;
    expect(paragraph).not.toMatch(/in Verbindung mit der [^.]*Steuererklärung/);
    expect(paragraph).toMatch(/eigenen Antrag[^.]*Formular E 108c[^.]*FinanzOnline/);
    expect(paragraph).toMatch(/nach Ablauf des Wirtschaftsjahres/);
    expect(paragraph).toMatch(/spätestens[^.]*(Bescheid|bescheid)[^.]*rechtskräftig/);
  });

  it('foerderungen-innovation: the FFG Kleinprojekt is an instrument within the Basisprogramm, not a programme beside it', () => {
    const paragraph = htmlParagraphs(getArticle('foerderungen-innovation')!.content).find((p) =>
      p.includes('Kleinprojekt'),
    )!;
    expect(paragraph).not.toMatch(/Kleinprojekt[^.]*sowie das Basisprogramm/);
    expect(paragraph).toMatch(/Basisprogramm[^.]*Kleinprojekt|Kleinprojekt[^.]*(im|des) Basisprogramm/);
  });

  it('kmus-business-schools: no "gescheiterte Kooperationen scheitern"', () => {
    expect(text('kmus-business-schools')).not.toMatch(/gescheiterten? Kooperationen scheitern/);
  });

  it('internationalisierung-strategie: "dennoch" follows what it refers to', () => {
    expect(text('internationalisierung-strategie')).not.toMatch(/Investieren Sie dennoch/);
  });

  it('foerderungen-innovation names the instruments an Austrian SME can act on, dated', () => {
    const body = text('foerderungen-innovation');
    expect(body).toMatch(/Stand Jänner 2025/);
    expect(body).toMatch(/Forschungsprämie/);
    expect(body).toMatch(/14\s%/);
    expect(body).toMatch(/Gutachten der FFG/);
    expect(body).toMatch(/FinanzOnline/);
    expect(body).toMatch(/Formular E 108c/);
    expect(body).toMatch(/Basisprogramm/);
    expect(body).toMatch(/aws Garantien/);
    expect(body).toMatch(/aws Preseed/);
    expect(body).toMatch(/KWF/);
    expect(body).toMatch(/Außenwirtschaft Austria/);
    expect(body).toMatch(/go-international/);
  });
});

describe('article copy: dated notes, Austrian terms and the offers of support', () => {
  const funding = () => htmlParagraphs(getArticle('foerderungen-innovation')!.content);

  it('foerderungen-innovation: a dated Nachtrag says what the amended Forschungsprämienverordnung changed and where to check', () => {
    const note = funding().find(
      (p) => p.startsWith('Nachtrag November 2026:') && p.includes('Forschungsprämienverordnung'),
    );
    expect(note).toBeDefined();
    expect(note).toMatch(/BGBl\. II Nr\. 302\/2025 vom 18\. Dezember 2025/);
    // The whole note, a list of the three changes and where a reader checks the current state.
    const whole = text('foerderungen-innovation');
    expect(whole).toMatch(/ohne vorherige Eigennutzung kommerziell verwertet/);
    expect(whole).not.toMatch(/Eigennutzung verkauft/);
    expect(whole).toMatch(
      /Abzugsverbote und Ihre Wahlrechte bei der Gewinnermittlung gelten auch für die Prämie, und zwar in allen offenen Fällen/,
    );
    expect(whole).toMatch(/Absetzung für Abnutzung \(AfA\)/);
    expect(whole).toMatch(/Information vom 23\. Jänner 2026 streng aus, etwa beim Material verkaufter Prototypen/);
    expect(whole).toMatch(/Rechtsinformationssystem des Bundes \(ris\.bka\.gv\.at\)/);
    // The structured data keep the specification's dates.
    expect(getArticle('foerderungen-innovation')).toMatchObject({
      datePublished: '2025-01-15',
      dateModified: '2025-01-15',
    });
  });

  it('foerderungen-innovation: go-international runs in its current period until March 2027', () => {
    expect(funding().find((p) => p.includes('go-international') && p.includes('Internationalisierungsscheck'))).toMatch(
      /Nachtrag November 2026: Die Förderperiode von go-international endet am 31\. März 2027; bei Anträgen ab 1\. Juli 2026 muss die Abrechnung bis dahin im Förderkonto liegen/,
    );
  });

  it('foerderungen-innovation: the Innovationsscheck is for SMEs only, aws Preseed funds the way to a proof of concept', () => {
    expect(funding().find((p) => p.includes('Innovationsscheck'))).toMatch(/Innovationsscheck, der nur KMU offensteht/);
    expect(funding().find((p) => p.includes('aws Preseed'))).toMatch(
      /aws Preseed den Weg bis zum ersten Proof of Concept/,
    );
  });

  it('foerderungen-innovation: the form "E 108c" does not break between letter and number', () => {
    expect(getArticle('foerderungen-innovation')!.content).toMatch(/E(\u00A0|&nbsp;|&#xA0;)108c/);
  });

  it('kmus-business-schools: compulsory internships belong to FH bachelor students, in Austrian terms (no German "Werkstudierende")', () => {
    const body = text('kmus-business-schools');
    expect(body).not.toMatch(/Pflichtpraktika in berufsbegleitenden/);
    expect(body).toMatch(/Pflichtpraktika von FH-Bachelorstudierenden/);
    expect(body).not.toMatch(/Werkstudierende/);
  });

  it('kmus-business-schools: only the student can apply to block a thesis, for at most five years (§ 86 Abs. 4 UG); an NDA does not replace it', () => {
    const body = text('kmus-business-schools');
    expect(body).not.toMatch(/früh vereinbart/);
    expect(body).toMatch(
      /Nur sie oder er kann bei der Übergabe beantragen, die Arbeit für längstens fünf Jahre von der Benützung auszuschließen \(§ 86 Abs\. 4 UG\)/,
    );
    // § 86 UG names no Bachelorarbeit, and the request has a deadline (Klagenfurt: two weeks).
    expect(body).not.toMatch(/Abschlussarbeiten werden in der Regel veröffentlicht/);
    expect(body).toMatch(/Masterarbeiten, Diplomarbeiten und Dissertationen veröffentlicht[^.]*Universitätsbibliothek/);
    expect(body).toMatch(/Universität Klagenfurt etwa zwei Wochen ab Bekanntgabe der positiven Beurteilung/);
    expect(body).toMatch(/Vertraulichkeitsvereinbarung \(NDA\) mit Ihrem Unternehmen ersetzt diesen Antrag nicht/);
  });

  it('internationalisierung-strategie: go-international, the main export funding, is among the offers of support, with its deadline', () => {
    const offers = htmlParagraphs(getArticle('internationalisierung-strategie')!.content).find((p) =>
      p.startsWith('go-international:'),
    );
    expect(offers).toMatch(/Wirtschaftsministerium und Wirtschaftskammer Österreich/);
    expect(offers).toMatch(
      /bei Anträgen ab 1\. Juli 2026 muss die Abrechnung bis dahin im Förderkonto hochgeladen sein/,
    );
  });

  it('internationalisierung-strategie: the link names the package as it is titled', () => {
    const title = getPackage('international-expansion')!.title;
    expect(title).toBe('Internationale Expansion');
    expect(getArticle('internationalisierung-strategie')!.content).toContain(
      `<a href="/packages/international-expansion">${title}</a>`,
    );
  });
});
