import type { Article } from '../types';

export default {
  slug: 'go-to-market-strategie',
  title: 'Go-to-Market-Strategie: So bringen KMU und Startups ihr Angebot erfolgreich auf den Markt',
  category: 'Marketing',
  description:
    'Zielsegment, Positionierung, Preislogik, Kanäle und Launch-Plan: So entwickeln österreichische KMU und Startups eine tragfähige Go-to-Market-Strategie.',
  excerpt:
    'Ein gutes Produkt verkauft sich nicht von selbst. Dieser Leitfaden zeigt Schritt für Schritt, wie Sie Zielsegment, Positionierung, Preise, Kanäle und Vertrieb aufeinander abstimmen – und welche typischen Fehler Sie beim Markteintritt vermeiden sollten.',
  icon: 'target',
  readTime: 8,
  datePublished: '2025-01-15',
  dateModified: '2025-01-15',
  content: `
<p>Viele neue Angebote scheitern nicht an der Technik, sondern am Markteintritt. Das Produkt ist ausgereift, das Team motiviert – und trotzdem bleiben die Anfragen aus, oder es melden sich die falschen Kundinnen und Kunden. In über 15 Jahren Beratung von KMU, Startups und EPU in Österreich und im DACH-Raum habe ich dieses Muster oft erlebt. Die Ursache ist fast immer dieselbe: Es fehlt eine durchdachte Go-to-Market-Strategie.</p>
<p>Eine Go-to-Market-Strategie beantwortet eine einfache Frage: Wie kommt ein konkretes Angebot zu einer konkreten Zielgruppe, und zwar so, dass es sich wirtschaftlich rechnet? Dieser Beitrag führt Sie durch die wesentlichen Bausteine – vom Zielsegment bis zu den Kennzahlen – und zeigt, worauf es in der Praxis ankommt.</p>

<h2>Wann Sie eine Go-to-Market-Strategie brauchen</h2>
<p>Nicht nur Startups vor dem ersten Launch profitieren davon. Eine eigene Go-to-Market-Planung lohnt sich immer dann, wenn sich am Angebot, am Markt oder an der Zielgruppe etwas Wesentliches ändert.</p>
<ul>
<li>Sie bringen ein neues Produkt oder eine neue Dienstleistung auf den Markt.</li>
<li>Sie wollen ein bestehendes Angebot an eine neue Branche oder Zielgruppe verkaufen.</li>
<li>Sie expandieren von Österreich nach Deutschland, in die Schweiz oder darüber hinaus.</li>
<li>Sie stellen vom Projektgeschäft auf ein skalierbares Produkt oder ein Abo-Modell um.</li>
<li>Ihr Umsatz stagniert, obwohl Produkt und Team eigentlich überzeugen.</li>
</ul>

<h2>Schritt 1: Das Zielsegment scharf eingrenzen</h2>
<p>Der häufigste Reflex lautet: „Unser Angebot passt eigentlich für alle.“ Genau das macht den Markteintritt schwer. Wer alle ansprechen will, erreicht niemanden mit einer Botschaft, die wirklich trifft, und verteilt sein knappes Budget zu dünn.</p>
<p>Starten Sie deshalb mit einem klar umrissenen Segment, in dem Sie rasch Referenzen und Erfahrung aufbauen können. Erweitern können Sie später immer noch – und dann mit Belegen im Rücken.</p>

<h3>Kriterien für ein gutes Startsegment</h3>
<ul>
<li><strong>Spürbarer Schmerz:</strong> Das Problem, das Sie lösen, kostet die Zielgruppe erkennbar Zeit, Geld oder Nerven.</li>
<li><strong>Erreichbarkeit:</strong> Sie wissen, wo sich diese Menschen informieren, und können sie mit vertretbarem Aufwand ansprechen.</li>
<li><strong>Zahlungsbereitschaft:</strong> Es gibt ein Budget und jemanden, der darüber entscheidet.</li>
<li><strong>Überschaubarer Wettbewerb:</strong> Sie müssen sich nicht gleich gegen etablierte Marktführer durchsetzen.</li>
<li><strong>Hebelwirkung:</strong> Erfolge in diesem Segment sind auch für benachbarte Segmente glaubwürdig.</li>
</ul>
<p>Ein Beispiel zur Veranschaulichung: Ein Kärntner Softwareanbieter mit einer Lösung für die Dienstplanung könnte theoretisch jede Branche bedienen. Sinnvoller ist es, zuerst etwa auf Tourismusbetriebe mit Schichtbetrieb zu fokussieren, deren Abläufe das Team aus eigener Erfahrung kennt. Die dort gewonnenen Referenzen öffnen danach die Türen zu verwandten Branchen wie Pflege oder Gastronomie.</p>

<h3>Wer entscheidet tatsächlich?</h3>
<p>Gerade im B2B-Geschäft kauft selten eine einzelne Person. Anwenderinnen, Fachabteilung, Geschäftsführung und Einkauf haben unterschiedliche Interessen. Halten Sie für Ihr Zielsegment fest, wer das Problem spürt, wer die Lösung auswählt, wer das Budget freigibt und wer den Kauf verhindern kann. Diese Rollenlandkarte prägt später Ihre Botschaften und Ihren Vertriebsprozess.</p>

<h2>Schritt 2: Positionierung und Wertversprechen</h2>
<p>Positionierung bedeutet, einen klaren Platz im Kopf Ihrer Zielgruppe einzunehmen. Sie legt fest, wofür Ihr Angebot steht, wovon es sich abgrenzt und warum es für genau dieses Segment die bessere Wahl ist. Ohne Positionierung bleibt jede Marketingmaßnahme beliebig.</p>

<h3>Die Positionierung in einem Satz</h3>
<p>Ein bewährtes Hilfsmittel ist ein Positionierungssatz, den Sie intern verwenden. Er muss nicht werblich klingen, sondern präzise sein:</p>
<blockquote>Für [Zielsegment], die [konkretes Problem] haben, ist [Angebot] die [Kategorie], die [zentraler Nutzen] – anders als [Alternative], weil [Begründung].</blockquote>
<p>Arbeiten Sie so lange an diesem Satz, bis jedes Teammitglied ihn ohne Zögern unterschreiben würde. Gelingt das nicht, ist die Positionierung noch nicht klar genug. Das ist eine wertvolle Erkenntnis – solange Sie sie vor dem Launch gewinnen und nicht danach.</p>

<h3>Ein Wertversprechen, das überzeugt</h3>
<p>Das Wertversprechen übersetzt die Positionierung in die Sprache der Kundschaft. Es beschreibt nicht Funktionen, sondern Ergebnisse. „Cloudbasierte Dienstplanung mit Schnittstellen“ ist eine Funktion. „Dienstpläne, die in einem Bruchteil der bisherigen Zeit stehen – ohne Tabellenchaos“ ist ein Ergebnis.</p>
<p>Prüfen Sie Ihr Wertversprechen mit drei Fragen:</p>
<ul>
<li>Versteht jemand aus der Zielgruppe in wenigen Sekunden, was er davon hat?</li>
<li>Lässt sich der Nutzen belegen, etwa durch Pilotprojekte, Referenzen oder eine nachvollziehbare Rechnung?</li>
<li>Könnte ein Mitbewerber denselben Satz unverändert auf seine Website stellen? Wenn ja, ist er zu allgemein.</li>
</ul>

<h2>Schritt 3: Eine nachvollziehbare Preislogik</h2>
<p>Der Preis ist Teil der Positionierung. Viele KMU kalkulieren ausschließlich von den Kosten aus und schlagen eine Marge auf. Das ergibt eine sinnvolle Untergrenze, aber noch keine Strategie. Entscheidend ist, welchen Wert Ihr Angebot für die Kundschaft schafft und womit es verglichen wird.</p>

<h3>Drei Perspektiven auf den Preis</h3>
<ol>
<li><strong>Kosten:</strong> Welcher Preis deckt Ihre Kosten und sichert eine gesunde Marge? Das ist die Untergrenze.</li>
<li><strong>Wettbewerb und Alternativen:</strong> Was zahlt die Zielgruppe heute für andere Lösungen – inklusive der „Lösung“, einfach nichts zu ändern?</li>
<li><strong>Kundennutzen:</strong> Wie viel spart oder gewinnt die Kundschaft durch Ihr Angebot? Daraus ergibt sich die Obergrenze.</li>
</ol>
<p>Zwischen Unter- und Obergrenze liegt Ihr Spielraum. Legen Sie außerdem fest, wie Sie abrechnen: pro Projekt, pro Lizenz, im Abo, nach Nutzung oder in Paketen. Gestaffelte Pakete erleichtern den Einstieg und lassen Raum für spätere Erweiterungen. Und vermeiden Sie Einführungsrabatte ohne Ablaufdatum – sie werden sonst schnell zum Dauerpreis.</p>

<h2>Schritt 4: Die richtigen Kanäle wählen</h2>
<p>Über welche Wege erreichen Sie Ihr Zielsegment, und über welche kauft es? Das sind zwei verschiedene Fragen. Eine Geschäftsführerin informiert sich vielleicht über Fachmedien und LinkedIn, entscheidet aber erst nach einem persönlichen Gespräch oder kauft über einen Händler, dem sie seit Jahren vertraut.</p>

<h3>Typische Kanäle im Überblick</h3>
<ul>
<li><strong>Direktvertrieb:</strong> sinnvoll bei erklärungsbedürftigen, höherpreisigen Angeboten und einer überschaubaren Zahl an Kunden.</li>
<li><strong>Partner und Händler:</strong> bieten Reichweite und Vertrauen, kosten aber Marge und ein Stück Kontrolle.</li>
<li><strong>Online und Content:</strong> Website, Suchmaschinen, Fachbeiträge, Webinare und Newsletter bauen Sichtbarkeit und Vertrauen langfristig auf.</li>
<li><strong>Netzwerke und Verbände:</strong> In Österreich oft unterschätzt – Branchentreffen, Interessenvertretungen, regionale Plattformen und Empfehlungen wirken gerade in kleineren Märkten stark.</li>
<li><strong>Messen und Veranstaltungen:</strong> aufwendig, im B2B aber weiterhin wirksam, wenn Vor- und Nachbereitung stimmen.</li>
</ul>
<p>Konzentrieren Sie sich am Anfang auf zwei oder drei Kanäle, die zu Ihrem Segment passen, und bespielen Sie diese konsequent. Ein halbherziger Auftritt auf sechs Kanälen bringt weniger als ein professioneller auf zwei.</p>

<h2>Schritt 5: Einen Vertriebsprozess festlegen</h2>
<p>Zwischen dem ersten Kontakt und dem unterschriebenen Auftrag liegen mehrere Etappen. Sind diese nicht klar beschrieben, hängen Chancen in der Schwebe, Angebote werden nicht nachverfolgt, und niemand weiß, wo es hakt. Ein einfacher, schriftlich festgehaltener Prozess schafft Ordnung:</p>
<ol>
<li><strong>Erstkontakt:</strong> Woher kommt die Anfrage, und wer meldet sich innerhalb welcher Frist?</li>
<li><strong>Qualifizierung:</strong> Passt die Anfrage zum Zielsegment? Gibt es Bedarf, Budget und eine entscheidende Person?</li>
<li><strong>Bedarfsgespräch:</strong> Verstehen Sie das Problem, bevor Sie präsentieren.</li>
<li><strong>Angebot oder Pilot:</strong> Ein klar begrenztes Pilotprojekt senkt die Einstiegshürde, besonders bei neuen Lösungen.</li>
<li><strong>Abschluss und Übergabe:</strong> Wer betreut die Kundschaft nach dem Auftrag, und wie fließen Erfahrungen zurück ins Angebot?</li>
</ol>
<p>Für ein EPU reicht dafür oft eine gut geführte Liste. Ab einer gewissen Zahl an laufenden Chancen lohnt sich ein CRM-System – aber erst dann, wenn der Prozess selbst klar ist. Software ersetzt keine Struktur.</p>

<h2>Schritt 6: Der Launch-Plan</h2>
<p>Ein Launch ist kein einzelner Tag, sondern eine Abfolge vorbereiteter Schritte. Planen Sie ihn in drei Phasen und legen Sie für jede Phase Verantwortliche und Termine fest.</p>

<h3>Vor dem Launch</h3>
<ul>
<li>Positionierung, Wertversprechen und Preise sind intern abgestimmt.</li>
<li>Website, Verkaufsunterlagen und ein kurzer, geübter Pitch liegen vor.</li>
<li>Einige Pilotkundinnen oder -kunden haben das Angebot getestet und liefern erste Referenzen.</li>
<li>Das Team weiß, wer Anfragen wie schnell bearbeitet.</li>
</ul>

<h3>Zum Launch</h3>
<ul>
<li>Gezielte Ansprache der wichtigsten Kontakte im Zielsegment statt breiter Streuung.</li>
<li>Abgestimmte Aktivitäten in den gewählten Kanälen, etwa Fachbeitrag, Veranstaltung und persönliche Ansprache.</li>
<li>Presse- und Netzwerkarbeit, wo sie zur Zielgruppe passt.</li>
</ul>

<h3>Nach dem Launch</h3>
<ul>
<li>Konsequentes Nachfassen bei allen Kontakten.</li>
<li>Regelmäßige Auswertung: Was funktioniert, was nicht?</li>
<li>Anpassung von Botschaften, Preisen oder Kanälen auf Basis echter Rückmeldungen statt Vermutungen.</li>
</ul>

<h2>Schritt 7: Kennzahlen, die wirklich steuern</h2>
<p>Ohne Messung bleibt jede Go-to-Market-Strategie eine Annahme. Wählen Sie wenige Kennzahlen, die Sie regelmäßig – etwa monatlich – gemeinsam im Team ansehen. Wichtiger als die perfekte Auswahl ist, dass Sie daraus tatsächlich Entscheidungen ableiten.</p>
<ul>
<li><strong>Qualifizierte Anfragen</strong> pro Kanal und Zeitraum</li>
<li><strong>Abschlussquote</strong> von der qualifizierten Chance zum Auftrag</li>
<li><strong>Dauer des Verkaufszyklus</strong> vom Erstkontakt bis zur Unterschrift</li>
<li><strong>Kosten pro gewonnenem Kunden</strong> im Verhältnis zum Deckungsbeitrag, den dieser Kunde bringt</li>
<li><strong>Durchschnittlicher Auftragswert</strong> und seine Entwicklung</li>
<li><strong>Kundenbindung:</strong> Wiederkäufe, Verlängerungen oder Kündigungen</li>
</ul>
<p>Legen Sie vor dem Launch fest, welche Werte Sie nach drei und nach sechs Monaten erreichen wollen. So erkennen Sie früh, ob Sie nachjustieren müssen, und diskutieren im Nachhinein nicht über Bauchgefühle.</p>

<h2>Typische Fehler – und wie Sie sie vermeiden</h2>
<p>Einige Fehler begegnen mir in der Praxis immer wieder, unabhängig von Branche und Unternehmensgröße:</p>
<ul>
<li><strong>Zu breites Zielsegment:</strong> Die Botschaft bleibt vage, das Budget verpufft. Besser: ein Segment nach dem anderen erschließen.</li>
<li><strong>Produkt vor Markt:</strong> Monatelange Entwicklung ohne Gespräch mit potenziellen Kunden. Besser: früh testen, auch mit einer unfertigen Version.</li>
<li><strong>Preis aus dem Bauch:</strong> Zu niedrige Einstiegspreise sind später kaum zu korrigieren. Besser: die Preislogik begründen und mit Pilotkunden prüfen.</li>
<li><strong>Marketing ohne Vertrieb:</strong> Es kommen Anfragen, aber niemand fasst nach. Besser: Marketing und Vertrieb gemeinsam planen und verantworten.</li>
<li><strong>Kein Plan B:</strong> Geht die erste Annahme nicht auf, fehlen Alternativen. Besser: Annahmen bewusst als Hypothesen formulieren und gezielt testen.</li>
<li><strong>Deutschland wie Österreich behandeln:</strong> Dieselbe Sprache bedeutet nicht denselben Markt. Erwartungen, Wettbewerb und Entscheidungswege unterscheiden sich oft deutlich.</li>
</ul>

<h2>Go-to-Market als laufender Prozess</h2>
<p>Eine Go-to-Market-Strategie ist kein Dokument für die Schublade. Sie ist ein Arbeitsinstrument, das Sie mit jedem Kundengespräch schärfen. Die ersten Monate nach dem Launch liefern die wertvollsten Erkenntnisse – nutzen Sie sie, um Zielsegment, Botschaften und Kanäle gezielt nachzuschärfen.</p>
<p>Wenn Sie dabei einen Sparringpartner von außen suchen: In meiner Beratung zu <a href="/services/marketing">Marketing und Go-to-Market</a> begleite ich KMU, Startups und EPU von der ersten Marktanalyse bis zum strukturierten Launch.</p>

<h2>Ihr nächster Schritt</h2>
<p>Sie planen ein neues Angebot, einen Markteintritt oder den Schritt über die Grenze? In einem unverbindlichen Erstgespräch klären wir, wo Sie stehen und welche Bausteine Ihrer Go-to-Market-Strategie zuerst Aufmerksamkeit brauchen. <a href="/#contact">Vereinbaren Sie jetzt Ihr Erstgespräch</a> – ich freue mich auf Ihre Nachricht.</p>`,
} satisfies Article;
