import type { Article } from '../types';

export default {
  slug: 'internationalisierung-strategie',
  title: 'Internationalisierung planen: Der Leitfaden für österreichische KMU',
  category: 'Internationalisierung',
  description:
    'Wie österreichische KMU ihre Internationalisierung planen: Reifecheck, Zielmarktwahl, Markteintrittsformen, Unterstützungsangebote und Kennzahlen.',
  excerpt:
    'Der Schritt ins Ausland entscheidet oft über das nächste Wachstumskapitel eines Unternehmens. Dieser Leitfaden zeigt, wie Sie Ihre Exportreife prüfen, die passenden Zielmärkte wählen und den Markteintritt in klaren Phasen planen – vom DACH-Raum bis nach Lateinamerika oder Asien.',
  icon: 'globe',
  readTime: 9,
  datePublished: '2025-01-15',
  dateModified: '2025-01-15',
  content: `
<p>Österreich ist ein kleiner Heimmarkt. Für viele KMU kommt deshalb früher oder später der Punkt, an dem weiteres Wachstum nur über Grenzen hinweg möglich ist. Manchmal ist es eine gezielte Entscheidung, oft aber auch ein Zufall: eine Anfrage aus Bayern, ein Messekontakt aus Mailand, ein Kunde, der nach Slowenien expandiert und Sie mitnehmen möchte.</p>
<p>Aus über 15 Jahren Begleitung von Unternehmen im DACH-Raum, in der EU, in Lateinamerika und Asien weiß ich: Internationalisierung gelingt selten nebenbei. Sie braucht eine nüchterne Bestandsaufnahme, eine bewusste Marktwahl und einen Plan, der zu den Ressourcen eines mittelständischen Betriebs passt. Dieser Leitfaden führt Sie Schritt für Schritt durch die wichtigsten Entscheidungen.</p>

<h2>Schritt 1: Der ehrliche Reifecheck</h2>
<p>Bevor Sie über Zielländer nachdenken, sollten Sie prüfen, ob Ihr Unternehmen bereit ist. Ein Auslandsmarkt verstärkt sowohl Stärken als auch Schwächen. Was im Inland bereits knirscht, wird über Distanz, Sprache und Zeitzonen hinweg nicht einfacher.</p>

<h3>Fünf Fragen zur Exportreife</h3>
<ol>
<li><strong>Wettbewerbsvorteil:</strong> Können Sie in einem Satz sagen, warum Kunden Sie statt lokaler Anbieter wählen sollten?</li>
<li><strong>Stabiler Heimmarkt:</strong> Läuft das Kerngeschäft in Österreich so solide, dass es Management-Aufmerksamkeit abgeben kann?</li>
<li><strong>Kapazitäten:</strong> Können Produktion, Service und Logistik zusätzliche Nachfrage bewältigen, ohne dass Bestandskunden leiden?</li>
<li><strong>Finanzielle Ausdauer:</strong> Können Sie Anlaufkosten über einen längeren Zeitraum tragen, bevor Umsätze fließen?</li>
<li><strong>Team und Kompetenzen:</strong> Gibt es Personen mit Sprachkenntnissen, interkultureller Erfahrung und Zeit für das Vorhaben?</li>
</ol>
<p>Wenn Sie mehrere dieser Fragen nicht klar mit Ja beantworten können, ist das kein Grund aufzugeben. Es zeigt Ihnen aber, welche Hausaufgaben vor dem Markteintritt zu erledigen sind. Oft ist eine geschärfte Positionierung der wichtigste erste Schritt.</p>

<h3>Klare Ziele definieren</h3>
<p>Halten Sie schriftlich fest, warum Sie internationalisieren wollen. Geht es um Umsatzwachstum, um Risikostreuung, um die Auslastung Ihrer Produktion oder um Nähe zu bestehenden Kunden? Die Antwort beeinflusst jede weitere Entscheidung, von der Marktwahl bis zur Eintrittsform.</p>

<h2>Schritt 2: Zielmärkte bewusst auswählen</h2>
<p>Viele Unternehmen wählen ihren ersten Auslandsmarkt nach Bauchgefühl oder aufgrund zufälliger Kontakte. Das kann funktionieren, ist aber riskant. Eine strukturierte Bewertung weniger Kandidatenmärkte schafft eine deutlich bessere Grundlage.</p>

<h3>Bewertungskriterien für Kandidatenmärkte</h3>
<ul>
<li>Marktgröße und Wachstum in Ihrem konkreten Segment, nicht im Land insgesamt</li>
<li>Wettbewerbssituation und Preisniveau</li>
<li>Nachfrage nach Qualität, Herkunft und Service, wie Sie sie bieten</li>
<li>rechtliche, regulatorische und technische Anforderungen</li>
<li>sprachliche und kulturelle Nähe</li>
<li>logistische Erreichbarkeit und Kosten</li>
<li>bestehende Kontakte, Kunden oder Partner vor Ort</li>
</ul>
<p>Gewichten Sie diese Kriterien passend zu Ihren Zielen und bewerten Sie drei bis fünf Kandidaten. Das Ergebnis ist keine mathematisch exakte Antwort, aber eine nachvollziehbare Entscheidungsgrundlage für Geschäftsführung und Team.</p>
<p>Für die Bewertung brauchen Sie keine teuren Studien. Kombinieren Sie öffentlich verfügbare Marktinformationen mit Gesprächen: mit bestehenden Kunden, die international tätig sind, mit Branchenverbänden, mit Ausstellern auf Fachmessen und mit potenziellen Partnern. Zehn gute Gespräche im Zielmarkt liefern oft mehr Klarheit als jede Schreibtischrecherche.</p>

<h3>DACH zuerst, dann EU, dann weitere Märkte</h3>
<p>Für die meisten österreichischen KMU ist der DACH-Raum der logische Startpunkt. Deutschland und die Schweiz bieten gemeinsame Sprache, ähnliche Geschäftskultur und gute Erreichbarkeit. Unterschätzen Sie dennoch nicht die Unterschiede: Süddeutschland ist nicht Norddeutschland, und die Schweiz hat eigene Regeln, Preisstrukturen und Erwartungen an Verlässlichkeit.</p>
<p>Als zweiter Schritt bieten sich EU-Märkte an, insbesondere die Nachbarländer Italien, Slowenien, Ungarn und Tschechien. Gerade für Kärntner Unternehmen ist der Alpen-Adria-Raum naheliegend. Der Binnenmarkt erleichtert den Warenverkehr, auch wenn Sprache und Kultur neue Anforderungen stellen.</p>
<p>Weiter entfernte Märkte wie Lateinamerika oder Asien können hohes Potenzial haben, verlangen aber mehr Vorbereitung, längere Anlaufzeiten und verlässliche Partner vor Ort. Sie eignen sich vor allem dann, wenn Sie ein klar differenziertes Angebot haben und bereit sind, langfristig zu investieren.</p>

<h2>Schritt 3: Die passende Markteintrittsform</h2>
<p>Wie Sie einen Markt betreten, entscheidet über Investitionsbedarf, Kontrolle und Risiko. Es gibt keine grundsätzlich richtige Form, sondern nur eine, die zu Ihrem Angebot, Ihrem Zielmarkt und Ihren Ressourcen passt.</p>

<h3>Export über Partner und Handelsvertreter</h3>
<p>Ein Handelsvertreter oder Vertriebspartner vor Ort kennt Markt und Kunden und arbeitet häufig auf Provisionsbasis. Der Einstieg ist vergleichsweise günstig, Sie geben aber Kontrolle über Kundenbeziehung und Markenauftritt ab. Die Auswahl des richtigen Partners ist daher entscheidend.</p>

<h3>Distributoren und Importeure</h3>
<p>Distributoren kaufen Ihre Ware und verkaufen sie auf eigene Rechnung weiter. Das reduziert Ihr Risiko, bedeutet aber geringere Margen und weniger Einblick in den Markt. Achten Sie auf klare Vereinbarungen zu Gebiet, Exklusivität, Mindestmengen und Markenführung.</p>

<h3>Eigener Vertrieb und Niederlassung</h3>
<p>Eigene Vertriebsmitarbeitende oder eine Niederlassung geben Ihnen volle Kontrolle und direkten Kundenkontakt. Gleichzeitig steigen Fixkosten, Managementaufwand und rechtliche Komplexität. Dieser Schritt lohnt sich meist erst, wenn ein Markt bereits nachweislich funktioniert.</p>

<h3>E-Commerce und digitale Kanäle</h3>
<p>Für viele Produkte und digitale Dienstleistungen ist der Onlinevertrieb ein effizienter Weg, Nachfrage in neuen Märkten zu testen. Bedenken Sie aber Lokalisierung, Zahlungsmethoden, Versand, Retouren und lokale Rechtsvorschriften. Ein Onlineshop allein ersetzt keine Marktbearbeitung.</p>

<h3>Kooperationen und Joint Ventures</h3>
<p>Gemeinsame Unternehmen oder enge Kooperationen mit lokalen Partnern bieten Zugang zu Netzwerken und Marktwissen, vor allem in kulturell entfernten Märkten. Sie verlangen jedoch viel Vertrauen, klare Vereinbarungen und gemeinsame Ziele. Prüfen Sie potenzielle Partner sorgfältig, bevor Sie sich langfristig binden.</p>

<h3>Den richtigen Partner finden</h3>
<p>Bei fast allen Eintrittsformen hängt der Erfolg an einem Partner vor Ort. Nehmen Sie sich für die Auswahl Zeit und prüfen Sie Kandidaten anhand klarer Fragen:</p>
<ul>
<li>Passen Kundenstamm und Branchenfokus des Partners zu Ihrem Angebot?</li>
<li>Vertritt er bereits konkurrierende Produkte?</li>
<li>Verfügt er über technisches Verständnis und Servicekapazitäten?</li>
<li>Wie solide sind seine Finanzen und sein Ruf im Markt?</li>
<li>Ist er bereit, sich auf gemeinsame Ziele und regelmäßige Abstimmung festzulegen?</li>
</ul>
<p>Vereinbaren Sie wenn möglich eine Probezeit mit überprüfbaren Zielen, bevor Sie Exklusivität gewähren.</p>

<h2>Schritt 4: Angebot und Marke anpassen</h2>
<p>Was in Österreich überzeugt, wirkt im Ausland nicht automatisch. Kunden vergleichen Sie mit anderen Anbietern und erwarten Lösungen, die zu ihrem Umfeld passen. Prüfen Sie daher systematisch, was angepasst werden muss und was gleich bleiben soll.</p>
<ul>
<li><strong>Produkt und Leistung:</strong> technische Normen, Verpackung, Servicezeiten, Garantiebedingungen</li>
<li><strong>Preis:</strong> lokales Preisniveau, Transport- und Vertriebskosten, Zahlungsgewohnheiten</li>
<li><strong>Marke und Botschaft:</strong> Verständlichkeit von Name und Claim, Tonalität, Bildsprache</li>
<li><strong>Kommunikation:</strong> Sprache der Website, Referenzen aus vergleichbaren Märkten, relevante Kanäle</li>
</ul>
<p>„Made in Austria“ ist in vielen Märkten ein Qualitätsversprechen, aber kein Selbstläufer. Verbinden Sie Herkunft mit einem konkreten Kundennutzen. Wie Sie Positionierung und Markteinführung systematisch aufbauen, beschreibe ich ausführlich im Beitrag zur <a href="/blog/go-to-market-strategie">Go-to-Market-Strategie</a>.</p>

<h2>Schritt 5: Rechtliche und steuerliche Fragen früh klären</h2>
<p>Internationalisierung berührt zahlreiche rechtliche und steuerliche Themen: Vertragsrecht, Produkthaftung, Zoll und Ursprungsregeln, Umsatzsteuer, Betriebsstätten, Arbeitsrecht bei Entsendungen, Schutz von Marken und geistigem Eigentum sowie Datenschutz. Die konkreten Anforderungen hängen stark vom Zielmarkt und von der gewählten Eintrittsform ab.</p>
<p>Mein dringender Rat: Ziehen Sie frühzeitig spezialisierte Steuerberatung und Rechtsberatung hinzu, idealerweise mit Erfahrung im jeweiligen Zielland. Lassen Sie insbesondere Vertriebs- und Partnerverträge prüfen, bevor Sie unterschreiben. Ihre Marke sollten Sie in wichtigen Zielmärkten rechtzeitig schützen lassen, bevor Sie öffentlich auftreten.</p>

<h2>Schritt 6: Unterstützungsangebote nutzen</h2>
<p>Österreichische Unternehmen müssen den Weg ins Ausland nicht allein gehen. Es gibt eine gut ausgebaute Unterstützungslandschaft, die viele KMU zu wenig nutzen.</p>
<ul>
<li><strong>Außenwirtschaft Austria der WKO:</strong> Die AußenwirtschaftsCenter in zahlreichen Ländern bieten Marktinformationen, Kontakte zu potenziellen Partnern und Unterstützung vor Ort. Ein Gespräch mit dem zuständigen Center ist oft ein guter erster Schritt.</li>
<li><strong>aws (Austria Wirtschaftsservice):</strong> Die Förderbank des Bundes unterstützt Unternehmen mit Finanzierungs- und Förderinstrumenten, die auch für Wachstums- und Internationalisierungsvorhaben relevant sein können.</li>
<li><strong>EU-Netzwerke:</strong> Das Enterprise Europe Network unterstützt KMU bei der Suche nach Geschäfts- und Technologiepartnern in Europa und darüber hinaus.</li>
<li><strong>Regionale Stellen:</strong> Auch Wirtschaftskammern in den Bundesländern und regionale Wirtschaftsförderungen bieten Beratung und Vernetzung.</li>
</ul>
<p>Die konkreten Angebote, Voraussetzungen und Fristen ändern sich regelmäßig. Informieren Sie sich daher direkt bei den jeweiligen Stellen über den aktuellen Stand, bevor Sie Ihre Planung darauf aufbauen.</p>

<h2>Schritt 7: Kulturelle Unterschiede ernst nehmen</h2>
<p>Viele Auslandsprojekte scheitern nicht am Produkt, sondern an Missverständnissen. Kultur prägt, wie Vertrauen entsteht, wie Entscheidungen getroffen werden und wie direkt Kritik geäußert wird.</p>
<ul>
<li>In Deutschland werden Sachlichkeit, Termintreue und klare Unterlagen besonders geschätzt.</li>
<li>In der Schweiz zählen Verlässlichkeit, Diskretion und ein präziser Umgang mit Zusagen.</li>
<li>In vielen Ländern Lateinamerikas stehen persönliche Beziehungen vor dem Geschäft, Vertrauen braucht Zeit und persönliche Begegnung.</li>
<li>In vielen asiatischen Märkten sind Hierarchie, Gesichtswahrung und langfristiges Beziehungsmanagement zentral.</li>
</ul>
<p>Diese Beschreibungen sind Tendenzen, keine Schablonen; jedes Gegenüber ist individuell. Gerade deshalb lohnt es sich, Zeit in Vorbereitung, persönliche Besuche und, wo nötig, in Begleitung durch Menschen mit lokaler Erfahrung zu investieren. Auch die Sprache verdient Aufmerksamkeit: Wer in der Landessprache kommuniziert, signalisiert Respekt und Ernsthaftigkeit, und selbst innerhalb der Schweiz unterscheiden sich die Sprachregionen deutlich.</p>

<h2>Schritt 8: Ein Plan in Phasen</h2>
<p>Eine gute Internationalisierungsstrategie ist kein einmaliges Großprojekt, sondern ein schrittweises Vorgehen mit klaren Entscheidungspunkten. Bewährt hat sich folgende Abfolge:</p>
<ol>
<li><strong>Vorbereitung:</strong> Reifecheck, Zielsetzung, Marktbewertung, Budget und Verantwortlichkeiten festlegen.</li>
<li><strong>Markttest:</strong> Gespräche mit potenziellen Kunden und Partnern, Messebesuche, erste Angebote, gegebenenfalls ein Onlinetest.</li>
<li><strong>Markteintritt:</strong> Partner auswählen, Verträge abschließen, Angebot und Kommunikation anpassen, erste Kunden gewinnen.</li>
<li><strong>Aufbau:</strong> Vertrieb professionalisieren, Prozesse anpassen, Referenzen sammeln, Präsenz ausbauen.</li>
<li><strong>Skalierung oder Kurskorrektur:</strong> Erfolgreiche Ansätze vertiefen oder auf weitere Märkte übertragen, weniger erfolgreiche anpassen oder beenden.</li>
</ol>
<p>Ein Beispiel zur Veranschaulichung: Ein Kärntner Hersteller von Messtechnik könnte zunächst über einen Handelsvertreter in Süddeutschland starten, nach ersten Referenzen einen Partner in Norditalien gewinnen und erst nach mehreren erfolgreichen Jahren einen Distributor in Lateinamerika prüfen. Jede Phase liefert Erkenntnisse, die die nächste Entscheidung fundierter machen.</p>
<p>Entscheidend ist außerdem die Organisation im eigenen Haus. Benennen Sie eine Person, die das Auslandsgeschäft verantwortet und dafür ausreichend Zeit bekommt. Planen Sie ein realistisches Budget für Reisen, Messen, Übersetzungen, Beratung und Marketing ein, und binden Sie Produktion, Service und Buchhaltung frühzeitig ein. Internationalisierung betrifft das ganze Unternehmen, nicht nur den Vertrieb.</p>

<h2>Schritt 9: Erfolg messbar machen</h2>
<p>Ohne Kennzahlen bleibt Internationalisierung ein Gefühl. Legen Sie vor dem Start fest, woran Sie Fortschritt erkennen, und überprüfen Sie diese Werte regelmäßig, etwa quartalsweise.</p>

<h3>Frühindikatoren</h3>
<ul>
<li>Anzahl qualifizierter Gespräche mit potenziellen Kunden und Partnern</li>
<li>Anfragen und Angebote aus dem Zielmarkt</li>
<li>Aktivität und Engagement der Vertriebspartner</li>
</ul>

<h3>Ergebniskennzahlen</h3>
<ul>
<li>Umsatz und Deckungsbeitrag je Markt</li>
<li>Anzahl aktiver Kunden und Wiederkaufrate</li>
<li>Kosten der Kundengewinnung im Verhältnis zum Kundenwert</li>
<li>Zeitraum bis zur Gewinnschwelle im jeweiligen Markt</li>
</ul>
<p>Definieren Sie zusätzlich Abbruchkriterien. Wenn ein Markt nach einem vereinbarten Zeitraum die Erwartungen deutlich verfehlt, sollte das eine bewusste Entscheidung auslösen, statt weiter Geld und Energie zu binden.</p>

<h2>Typische Fehler, die Sie vermeiden sollten</h2>
<ul>
<li>zu viele Märkte gleichzeitig angehen und die Kräfte verzetteln</li>
<li>den ersten verfügbaren Partner wählen statt den passenden</li>
<li>das Auslandsgeschäft als Nebenaufgabe ohne klare Verantwortung behandeln</li>
<li>Anlaufzeiten und Anlaufkosten unterschätzen</li>
<li>Marketingmaterialien nur übersetzen statt an den Markt anpassen</li>
<li>rechtliche und steuerliche Fragen erst klären, wenn der erste Auftrag bereits unterschrieben ist</li>
<li>kulturelle Unterschiede innerhalb des DACH-Raums unterschätzen</li>
</ul>

<blockquote><p>Erfolgreiche Internationalisierung ist keine Frage von Mut allein, sondern von Vorbereitung, Fokus und Ausdauer.</p></blockquote>

<h2>Ihr nächster Schritt</h2>
<p>Sie überlegen, mit Ihrem Unternehmen den Schritt ins Ausland zu wagen, oder möchten bestehende Auslandsaktivitäten auf eine klarere Grundlage stellen? Ich begleite KMU, Startups und Bildungseinrichtungen vom ersten Reifecheck bis zum Markteintritt im DACH-Raum, in der EU und darüber hinaus. Wie ein strukturiertes Vorgehen aussehen kann, zeigt das Paket <a href="/packages/international-expansion">Internationale Expansion</a>.</p>
<p>Vereinbaren Sie ein <a href="/#contact">unverbindliches Erstgespräch</a>. Gemeinsam klären wir, wo Ihr Unternehmen steht, welche Märkte für Sie infrage kommen und welcher Schritt jetzt sinnvoll ist.</p>`,
} satisfies Article;
