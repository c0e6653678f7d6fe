import type { Article } from '../types';

export default {
  slug: 'foerderungen-innovation',
  title: 'Förderungen für Innovationsprojekte: Wie KMU und Startups in Österreich richtig vorgehen',
  category: 'Förderung',
  description:
    'Forschungsprämie, FFG, aws und KWF: Wie KMU und Startups in Österreich die passende Innovationsförderung finden, Anträge vorbereiten und Fehler vermeiden.',
  excerpt:
    'Österreich bietet ein dichtes Netz an Förderungen für Innovation – doch viele Betriebe verlieren sich darin oder stellen Anträge zu spät. Dieser Beitrag zeigt, wie Sie Ihr Projekt der richtigen Förderstelle zuordnen, den Antrag solide vorbereiten und Förderung sinnvoll mit privater Finanzierung kombinieren.',
  icon: 'coins',
  readTime: 6,
  datePublished: '2025-01-15',
  dateModified: '2025-01-15',
  content: `
<p>Wer in Österreich ein Innovationsprojekt plant, hat grundsätzlich gute Karten: Bund, Länder und die EU unterstützen neue Produkte, Verfahren und Geschäftsmodelle auf vielfältige Weise. Gleichzeitig höre ich von Geschäftsführerinnen und Gründern immer wieder denselben Satz: „Wir wissen, dass es Förderungen gibt, aber nicht, welche zu uns passt.“</p>
<p>Dieser Beitrag gibt Ihnen einen Überblick über die wichtigsten Anlaufstellen und Instrumente, zeigt, wie Sie Ihr Projekt der passenden Förderung zuordnen, und worauf es bei der Vorbereitung ankommt. Eines vorweg: Programme, Förderquoten und Fristen ändern sich laufend.</p>

<h2>Die Förderlandschaft im Überblick</h2>
<p>Für innovative KMU und Startups sind vor allem einige wenige Stellen und Instrumente relevant. Die genannten Programme entsprechen dem Stand Jänner 2025; Details und aktuelle Ausschreibungen finden Sie auf den Seiten der jeweiligen Förderstelle.</p>

<h3>Forschungsprämie</h3>
<p>Wer im eigenen Betrieb forscht und entwickelt, sollte zuerst die Forschungsprämie prüfen. Sie beträgt 14&nbsp;% der begünstigten Aufwendungen für Forschung und experimentelle Entwicklung und steht Unternehmen jeder Größe offen. Beantragt wird sie nach Ablauf des Wirtschaftsjahres beim Finanzamt, in Verbindung mit der Einkommen- oder Körperschaftsteuererklärung. Für eigenbetriebliche Forschung ist ein Gutachten der FFG Voraussetzung, das Sie über FinanzOnline anfordern. Wichtig ist, Arbeitsstunden und Kosten laufend zu dokumentieren.</p>

<h3>FFG – Österreichische Forschungsförderungsgesellschaft</h3>
<p>Die FFG ist die nationale Förderstelle für wirtschaftsnahe Forschung, Entwicklung und Innovation. Sie fördert Projekte, in denen tatsächlich Neues entsteht – von Unternehmen allein oder in Kooperation mit Hochschulen. Für den Einstieg eignen sich vor allem der Innovationsscheck (bis zu 10.000&nbsp;€ für Leistungen einer Forschungseinrichtung, mit Selbstbehalt), das Kleinprojekt für kleinere Entwicklungsvorhaben von KMU und Startups sowie das Basisprogramm, bei dem Sie laufend und ohne thematische Vorgaben einreichen können. Mit Impact Innovation unterstützt die FFG zudem auch nicht-technologische Innovationsvorhaben.</p>

<h3>aws – Austria Wirtschaftsservice</h3>
<p>Die aws ist die Förderbank des Bundes. Sie unterstützt Gründung, Wachstum und Investitionen mit Zuschüssen, Krediten, Garantien und Beteiligungen. Für KMU sind etwa aws Garantien interessant, die Bankkredite für Investitionen und Wachstum absichern. Innovative Startups finden mit aws Preseed und aws Seedfinancing Finanzierungen vom Prototyp bis zur Markteinführung.</p>

<h3>KWF – Kärntner Wirtschaftsförderungs Fonds</h3>
<p>Für Unternehmen mit Standort in Kärnten ist der KWF die zentrale Förderstelle des Landes. Er unterstützt unter anderem Investitionen, Forschung, Entwicklung und Innovation. Landesförderungen lassen sich oft mit Bundesförderungen abstimmen – entscheidend ist, das früh zu klären.</p>

<h3>EU-Programme</h3>
<p>Die EU finanziert Forschung und Innovation über mehrere Programme, meist in transnationalen Konsortien. Für viele KMU ist der Einstieg als Partner in einem bestehenden Konsortium realistischer als ein eigener Antrag als Koordinator. Die FFG berät dazu.</p>

<h3>Internationalisierung: Außenwirtschaft Austria und go-international</h3>
<p>Wer mit einer Innovation ins Ausland will, findet bei der Außenwirtschaft Austria der WKO und ihren AußenwirtschaftsCentern Marktinformationen, Kontakte und Unterstützung beim Markteintritt. Über die Internationalisierungsoffensive go-international gibt es außerdem Direktförderungen, etwa den Internationalisierungsscheck für den Eintritt in neue Märkte. Erste Anlaufstelle ist die Ansprechperson in Ihrer Wirtschaftskammer.</p>

<h2>Das Projekt der richtigen Förderung zuordnen</h2>
<p>Der häufigste Denkfehler lautet: „Welche Förderung kann ich bekommen?“ Die bessere Frage ist: „Was genau ist mein Vorhaben, und wer fördert so etwas?“ Beschreiben Sie daher zuerst Ihr Projekt, bevor Sie nach Programmen suchen.</p>
<p>Diese Fragen helfen bei der Zuordnung:</p>
<ul>
<li><strong>Reifegrad:</strong> Geht es um Forschung und Entwicklung, um einen Prototyp, um die Markteinführung oder um die Skalierung?</li>
<li><strong>Neuheitsgrad:</strong> Ist das Vorhaben neu für den Markt, für die Branche oder nur für Ihr Unternehmen?</li>
<li><strong>Art der Kosten:</strong> Überwiegen Personalkosten in der Entwicklung, Investitionen in Anlagen, externe Leistungen oder Markterschließung?</li>
<li><strong>Partner:</strong> Arbeiten Sie allein oder gemeinsam mit Hochschulen, Forschungseinrichtungen oder anderen Unternehmen?</li>
<li><strong>Standort und Unternehmensgröße:</strong> Viele Programme richten sich gezielt an KMU, an junge Unternehmen oder an bestimmte Regionen.</li>
</ul>
<p>Ein Beispiel zur Veranschaulichung: Angenommen, ein Kärntner Kunststoffverarbeiter möchte gemeinsam mit einer Fachhochschule ein neues Recyclingverfahren entwickeln. Die Entwicklungsphase würde dann eher zu einer Forschungsförderung passen, die spätere Investition in die Fertigung eher zu einer Investitions- oder Landesförderung. Wer beide Phasen sauber trennt, erhöht seine Chancen deutlich.</p>

<h2>Den Antrag solide vorbereiten</h2>
<p>Förderstellen entscheiden auf Basis dessen, was im Antrag steht. Ein gutes Projekt mit schwacher Beschreibung hat es schwer. Planen Sie für die Vorbereitung ausreichend Zeit ein und behandeln Sie den Antrag wie einen Businessplan für Ihr Vorhaben.</p>

<h3>Projektbeschreibung</h3>
<p>Beschreiben Sie klar, welches Problem Sie lösen, was Sie konkret entwickeln und warum das bisher nicht möglich war. Vermeiden Sie Werbesprache. Gutachterinnen und Gutachter wollen nachvollziehen, was getan wird, von wem und mit welchem Ziel.</p>

<h3>Innovationsgehalt</h3>
<p>Zeigen Sie, was am Vorhaben neu ist und welches technische oder wirtschaftliche Risiko besteht. Ein Vergleich mit dem Stand der Technik und mit bestehenden Lösungen am Markt gehört dazu. Projekte ohne erkennbares Risiko gelten oft als Routinetätigkeit und sind schwer förderbar.</p>

<h3>Budget- und Zeitplan</h3>
<ul>
<li>Gliedern Sie das Projekt in Arbeitspakete mit Meilensteinen und klaren Ergebnissen.</li>
<li>Ordnen Sie jedem Arbeitspaket Personalstunden, Sach- und Fremdkosten zu.</li>
<li>Kalkulieren Sie realistisch – überhöhte Budgets fallen auf, zu knappe gefährden die Umsetzung.</li>
<li>Planen Sie Puffer für Verzögerungen ein, etwa bei Lieferungen oder Personalsuche.</li>
</ul>

<h3>Vorgespräch mit der Förderstelle</h3>
<p>Nutzen Sie die Beratungsangebote der Förderstellen, bevor Sie einreichen. Ein kurzes Vorgespräch zeigt oft rasch, ob Ihr Vorhaben grundsätzlich ins Programm passt, welche Unterlagen erwartet werden und wo die Schwachstellen liegen. Bereiten Sie dafür eine einseitige Projektskizze vor: Ausgangslage, Ziel, Neuheit, grober Kostenrahmen und Zeitplan.</p>

<h3>Wirtschaftliche Verwertung</h3>
<p>Förderstellen wollen wissen, was nach dem Projekt passiert. Beschreiben Sie Zielmarkt, Kundengruppen und den Weg zur Markteinführung. Eine durchdachte Go-to-Market-Planung macht Ihr Vorhaben glaubwürdiger und hilft Ihnen ohnehin bei der Umsetzung.</p>

<h2>Typische Fehler</h2>
<ul>
<li><strong>Zu spät einreichen:</strong> Bei vielen Förderungen sind Kosten, die vor der Antragstellung anfallen, nicht förderbar. Beginnen Sie nicht mit dem Projekt, bevor die Förderfrage geklärt ist.</li>
<li><strong>Förderung vor Strategie:</strong> Ein Projekt nur deshalb zu starten, weil es dafür Geld gibt, führt selten zu nachhaltigem Erfolg.</li>
<li><strong>Unklare Abgrenzung:</strong> Wenn Projektkosten nicht sauber vom laufenden Betrieb getrennt sind, entstehen Probleme bei der Abrechnung.</li>
<li><strong>Fehlende Dokumentation:</strong> Stundenaufzeichnungen, Belege und Zwischenberichte müssen laufend gepflegt werden, nicht erst am Ende.</li>
<li><strong>Liquidität unterschätzen:</strong> Förderungen werden häufig in Raten oder erst nach Nachweis der Kosten ausbezahlt. Die Vorfinanzierung muss gesichert sein.</li>
</ul>

<h2>Checkliste vor der Einreichung</h2>
<p>Bevor Sie einen Antrag abschicken, gehen Sie diese Punkte gemeinsam mit Ihrem Team durch:</p>
<ol>
<li>Passt das Vorhaben zu Zielsetzung und Zielgruppe des Programms laut aktueller Richtlinie?</li>
<li>Ist der Innovationsgehalt auch für Außenstehende ohne Fachwissen verständlich beschrieben?</li>
<li>Stimmen Arbeitspakete, Zeitplan und Budget überein, und sind alle Kosten nachvollziehbar begründet?</li>
<li>Sind Eigenanteil und Vorfinanzierung gesichert, etwa durch Eigenmittel oder eine Zusage der Hausbank?</li>
<li>Hat jemand, der nicht am Antrag mitgeschrieben hat, das Dokument kritisch gegengelesen?</li>
</ol>

<h2>Förderung und private Finanzierung kombinieren</h2>
<p>Förderungen decken in aller Regel nur einen Teil der Projektkosten. Den Rest tragen Sie über Eigenmittel oder andere Finanzierungsquellen. Gerade bei größeren Vorhaben lohnt es sich, die Finanzierung als Gesamtpaket zu planen.</p>
<ul>
<li><strong>Eigenmittel:</strong> Sie zeigen Förderstellen und Banken, dass Sie selbst an das Vorhaben glauben.</li>
<li><strong>Hausbank:</strong> Ein gefördertes Projekt kann die Gespräche über einen Kredit erleichtern, weil es bereits geprüft wurde.</li>
<li><strong>Business Angels und Beteiligungskapital:</strong> Für Startups mit Wachstumspotenzial oft unverzichtbar. Eine Förderzusage kann das Vertrauen von Investoren stärken.</li>
</ul>
<p>Achten Sie auch auf die Reihenfolge. Investoren und Banken fragen häufig nach dem Stand der Förderanträge, Förderstellen wiederum nach der gesicherten Gesamtfinanzierung. Ein Finanzierungsplan, der alle Quellen mit Betrag, Zeitpunkt, Bedingungen und Auflagen wie Berichtspflichten oder Sicherheiten zeigt, hilft Ihnen, diese Gespräche parallel und ohne Widersprüche zu führen.</p>
<p>Beachten Sie dabei die Kumulierungsregeln: Werden mehrere öffentliche Förderungen für dasselbe Vorhaben kombiniert, gelten beihilfenrechtliche Obergrenzen. Klären Sie das frühzeitig mit den beteiligten Förderstellen.</p>

<h2>Ihr nächster Schritt</h2>
<p>Sie haben ein Innovationsvorhaben und möchten wissen, welche Förderung dazu passt und wie Sie den Antrag überzeugend aufbauen? In meiner <a href="/services/funding">Förderberatung</a> begleite ich KMU, Startups und EPU von der ersten Einschätzung bis zur Einreichung. <a href="/#contact">Vereinbaren Sie ein unverbindliches Erstgespräch</a> – gemeinsam klären wir, welcher Weg für Ihr Projekt der richtige ist.</p>`,
} satisfies Article;
