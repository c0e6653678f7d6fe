import type { Article } from '../types';

export default {
  slug: 'innovation-praxis',
  title: 'Innovation im KMU-Alltag: So gelingt sie ohne eigene Forschungsabteilung',
  category: 'Innovation',
  description:
    'Wie KMU ohne Forschungsabteilung innovieren: mit Kundeneinblick, kleinen Experimenten, klaren Kriterien und festen Routinen – praxisnah erklärt.',
  excerpt:
    'Innovation ist keine Frage der Unternehmensgröße, sondern der Arbeitsweise. Dieser Beitrag zeigt, wie kleine und mittlere Unternehmen mit wenig Aufwand die richtigen Probleme finden, Ideen rasch testen und Erfolgreiches in den Alltag überführen.',
  icon: 'lightbulb',
  readTime: 7,
  datePublished: '2025-01-15',
  dateModified: '2025-01-15',
  content: `
<p>Viele Geschäftsführerinnen und Geschäftsführer von KMU sagen mir im ersten Gespräch einen ähnlichen Satz: „Für Innovation fehlen uns Zeit, Budget und eine eigene Entwicklungsabteilung.“ Das ist verständlich, aber es greift zu kurz. Die meisten Neuerungen, die in mittelständischen Betrieben wirklich etwas bewegen, entstehen nicht im Labor, sondern nahe am Kunden, in der Werkstatt und im Vertrieb.</p>
<p>In über 15 Jahren Beratung habe ich gesehen, dass nicht die Größe des Unternehmens den Unterschied macht, sondern die Arbeitsweise. Wer systematisch hinschaut, klein testet und klar entscheidet, innoviert auch mit zwölf Mitarbeitenden erfolgreich. Dieser Beitrag zeigt, wie das im Alltag konkret aussieht.</p>

<h2>Innovation beginnt beim richtigen Problem</h2>
<p>Der häufigste Fehler liegt ganz am Anfang: Man verliebt sich in eine Lösung, bevor das Problem verstanden ist. Eine neue App, ein zusätzliches Produkt oder eine Maschine wirken attraktiv, lösen aber oft nichts, wofür Kundinnen und Kunden bezahlen würden. Gute Innovation startet deshalb mit der Frage, welches Problem es wert ist, gelöst zu werden.</p>

<h3>Kundeneinblicke systematisch gewinnen</h3>
<p>Sie brauchen dafür keine groß angelegte Marktforschung. Wertvoller sind regelmäßige, strukturierte Gespräche mit Menschen, die Ihr Angebot nutzen oder bewusst nicht nutzen. Entscheidend ist, nach konkretem Verhalten zu fragen statt nach Meinungen.</p>
<ul>
<li>Lassen Sie sich erzählen, wie Kunden eine Aufgabe heute lösen, Schritt für Schritt.</li>
<li>Fragen Sie, wo es hakt, was Zeit kostet und was sie bereits ausprobiert haben.</li>
<li>Beobachten Sie, wenn möglich, die Nutzung vor Ort statt nur darüber zu sprechen.</li>
<li>Werten Sie Reklamationen, Serviceanfragen und verlorene Angebote gezielt aus.</li>
</ul>
<p>Ein Beispiel zur Veranschaulichung: Angenommen, ein Kärntner Holzverarbeiter überlegt, einen Onlineshop aufzubauen. In Gesprächen mit Tischlereien könnte sich zeigen, dass das eigentliche Ärgernis unzuverlässige Lieferzeiten für Zuschnitte sind. Dann läge die Innovation nicht im Shop, sondern in einem verbindlichen Liefer- und Abrufsystem.</p>

<h3>Das Problem präzise formulieren</h3>
<p>Halten Sie jedes Problem in einem Satz fest: Wer hat welches Problem in welcher Situation, und woran merken wir, dass es gelöst ist? Diese Disziplin klingt banal, verhindert aber, dass Teams monatelang an unterschiedlichen Vorstellungen arbeiten.</p>

<h2>Klein testen statt groß planen</h2>
<p>Ist das Problem klar, folgt die Versuchung, sofort das fertige Produkt zu bauen. Genau hier verbrennen KMU viel Geld. Besser ist es, die riskantesten Annahmen zuerst mit möglichst geringem Aufwand zu prüfen.</p>

<h3>Die kritischste Annahme zuerst</h3>
<p>Jede Idee beruht auf Annahmen: dass Kunden das Problem wirklich haben, dass sie dafür zahlen, dass Sie es technisch und organisatorisch lösen können. Fragen Sie sich, welche Annahme das Vorhaben zum Scheitern bringt, wenn sie falsch ist. Diese testen Sie zuerst.</p>

<h3>Prototypen, die nach Alltag aussehen</h3>
<p>Ein Prototyp muss nicht perfekt sein, sondern eine Frage beantworten. Je nach Vorhaben reicht oft Folgendes:</p>
<ul>
<li>eine einfache Angebotsseite oder ein Produktblatt, mit dem Sie echtes Interesse messen</li>
<li>ein manuell erbrachter Service, bevor Sie ihn automatisieren</li>
<li>ein Muster aus der eigenen Werkstatt für drei ausgewählte Stammkunden</li>
<li>ein Pilotvertrag mit klar begrenztem Umfang und Zeitraum</li>
</ul>
<p>Legen Sie vor jedem Test fest, was Sie lernen wollen und ab welchem Ergebnis Sie weitermachen. Ohne diese Vorab-Festlegung wird fast jedes Ergebnis im Nachhinein schöngeredet. Dokumentieren Sie außerdem kurz, was Sie gelernt haben, auch wenn der Test negativ ausfällt.</p>

<h2>Mit klaren Kriterien entscheiden</h2>
<p>In vielen Betrieben wird über Ideen nach Bauchgefühl oder nach Hierarchie entschieden. Das führt dazu, dass entweder alles weiterläuft oder nichts. Ein einfacher, gemeinsam vereinbarter Kriterienkatalog schafft Klarheit und macht Entscheidungen nachvollziehbar.</p>
<p>Bewährt haben sich fünf Fragen, die Sie für jede Idee beantworten:</p>
<ol>
<li><strong>Kundennutzen:</strong> Löst die Idee ein belegtes, relevantes Problem?</li>
<li><strong>Strategische Passung:</strong> Stärkt sie unsere Positionierung und unsere Zielmärkte?</li>
<li><strong>Wirtschaftlichkeit:</strong> Gibt es ein plausibles Erlösmodell und eine realistische Größenordnung?</li>
<li><strong>Machbarkeit:</strong> Können wir sie mit unseren Kompetenzen und Partnern umsetzen?</li>
<li><strong>Lernstand:</strong> Was wissen wir bereits sicher, und was ist noch Vermutung?</li>
</ol>
<p>Am Ende jeder Entscheidungsrunde gibt es nur drei Optionen: weitermachen, anpassen oder stoppen. Gerade das bewusste Stoppen ist eine Stärke. Es setzt Ressourcen für bessere Vorhaben frei und nimmt dem Team die Angst, an einem Projekt festzuhalten, an das niemand mehr glaubt.</p>

<h2>Routinen und Rollen statt Zufall</h2>
<p>Innovation scheitert in KMU selten an fehlenden Ideen, sondern daran, dass sie keinen festen Platz im Kalender hat. Das Tagesgeschäft ist immer dringender. Deshalb braucht es einfache Routinen, die auch in hektischen Wochen stattfinden.</p>

<h3>Ein Rhythmus, der zum Betrieb passt</h3>
<ul>
<li>ein monatliches Innovationsmeeting von 60 bis 90 Minuten mit fixer Tagesordnung</li>
<li>ein quartalsweiser Blick auf alle laufenden Vorhaben und deren Lernstand</li>
<li>eine jährliche Klausur, in der Sie Innovationsthemen mit der Strategie abgleichen</li>
</ul>

<h3>Klare Verantwortung</h3>
<p>Jedes Vorhaben braucht eine Person, die es vorantreibt und dafür einen fest reservierten Teil ihrer Arbeitszeit bekommt. Zusätzlich sollte eine Person aus der Geschäftsführung als Auftraggeber fungieren, Entscheidungen treffen und Hindernisse aus dem Weg räumen. Ohne diese beiden Rollen bleibt selbst die beste Idee ein Punkt auf einer Liste.</p>

<h2>Mitarbeitende wirksam einbinden</h2>
<p>Ihre Mitarbeitenden kennen Abläufe, Kundenwünsche und Schwachstellen oft besser als jede externe Analyse. Ein klassischer Ideenbriefkasten schöpft dieses Wissen aber selten aus, weil Vorschläge versanden und niemand Rückmeldung bekommt.</p>
<p>Wirksamer ist es, Mitarbeitende gezielt zu konkreten Fragestellungen einzuladen. Statt allgemein nach Ideen zu fragen, stellen Sie eine konkrete Frage, etwa: „Wie könnten wir die Angebotserstellung für Standardaufträge halbieren?“ Dazu gehören:</p>
<ul>
<li>eine zeitnahe, ehrliche Rückmeldung zu jedem Vorschlag</li>
<li>die Möglichkeit, eigene Ideen selbst zu testen, statt sie nur abzugeben</li>
<li>Sichtbarkeit für Erfolge und für lehrreiche Fehlversuche</li>
<li>gemischte Teams aus Produktion, Vertrieb und Verwaltung</li>
</ul>
<p>Gerade in familiengeführten Betrieben ist diese Öffnung ein Kulturthema. Sie gelingt, wenn die Führung vorlebt, dass auch ihre eigenen Ideen getestet und gegebenenfalls verworfen werden.</p>

<h2>Ein Ideenportfolio steuern</h2>
<p>Sobald mehrere Vorhaben laufen, lohnt sich der Blick aufs Ganze. Ein ausgewogenes Portfolio verhindert, dass Sie nur an kleinen Verbesserungen arbeiten oder umgekehrt alles auf eine riskante Wette setzen.</p>
<p>Eine einfache Einteilung in drei Kategorien hilft:</p>
<ul>
<li><strong>Verbessern:</strong> bestehende Produkte, Prozesse und Services optimieren</li>
<li><strong>Erweitern:</strong> bestehende Stärken auf neue Kundengruppen oder Märkte übertragen</li>
<li><strong>Erneuern:</strong> neue Geschäftsmodelle oder Angebote mit höherem Risiko erkunden</li>
</ul>
<p>Für die meisten KMU ist ein klarer Schwerpunkt auf Verbessern und Erweitern sinnvoll, ergänzt um ein oder zwei bewusst gewählte Erneuerungsthemen. Eine einfache Übersicht auf einer Seite, mit Status, Verantwortlichen und nächstem Schritt, genügt oft völlig. Wichtig ist, dass die Zahl der gleichzeitig laufenden Vorhaben zu Ihren Kapazitäten passt. Weniger Projekte, konsequent vorangetrieben, bringen mehr als ein voller Ideenspeicher.</p>

<h2>Vom Pilot zum Roll-out</h2>
<p>Ein erfolgreicher Pilot ist noch keine Innovation. Erst wenn die Neuerung im Regelbetrieb funktioniert und Wirkung zeigt, hat sich der Aufwand gelohnt. Genau dieser Übergang wird in der Praxis häufig unterschätzt.</p>
<p>Bevor Sie skalieren, sollten Sie folgende Punkte geklärt haben:</p>
<ol>
<li>Sind die Ergebnisse des Piloten auf andere Kunden, Standorte oder Produkte übertragbar?</li>
<li>Welche Prozesse, Systeme und Zuständigkeiten müssen angepasst werden?</li>
<li>Welche Schulungen brauchen Vertrieb, Service und Produktion?</li>
<li>Wie kommunizieren Sie die Neuerung nach innen und nach außen?</li>
<li>Anhand welcher Kennzahlen messen Sie den Erfolg im Regelbetrieb?</li>
</ol>
<p>Planen Sie den Roll-out stufenweise und mit einer klaren Übergabe vom Innovationsteam an die Linienverantwortlichen. Wer das neue Angebot künftig verantwortet, sollte bereits im Pilot mitgearbeitet haben. Prüfen Sie in dieser Phase auch, ob öffentliche Unterstützung infrage kommt. Einen Überblick dazu finden Sie im Beitrag <a href="/blog/foerderungen-innovation">zu Förderungen für Innovation</a>.</p>

<h2>Typische Hindernisse und wie Sie sie überwinden</h2>
<p>Drei Stolpersteine begegnen mir in fast jedem Projekt. Die gute Nachricht: Alle drei lassen sich mit einfachen Mitteln entschärfen.</p>

<h3>Das Tagesgeschäft frisst alles</h3>
<p>Wenn Innovation nur dann stattfindet, wenn gerade Zeit ist, findet sie nie statt. Reservieren Sie feste Zeitfenster und behandeln Sie diese wie Kundentermine. Lieber zwei verlässliche Stunden pro Woche als ein ambitionierter Plan, der nach drei Wochen im Alltag untergeht.</p>

<h3>Perfektionismus bremst</h3>
<p>Gerade Betriebe mit hohem Qualitätsanspruch zögern, etwas Unfertiges zu zeigen. Machen Sie deutlich, dass ein Test kein Produkt ist. Kommunizieren Sie Piloten gegenüber Kunden offen als gemeinsame Erprobung. Viele Stammkunden schätzen es, früh eingebunden zu werden.</p>

<h3>Niemand fühlt sich zuständig</h3>
<p>Ideen ohne Verantwortliche sterben leise. Jedes Vorhaben braucht einen Namen, einen nächsten Schritt und einen Termin. Fehlt eines davon, ist das Vorhaben de facto gestoppt, auch wenn es noch auf der Liste steht.</p>

<blockquote><p>Innovation im KMU ist kein Geniestreich, sondern Handwerk: die richtigen Fragen stellen, klein testen, klar entscheiden und das Gelernte konsequent umsetzen.</p></blockquote>

<h2>Ihr nächster Schritt</h2>
<p>Sie möchten Innovation in Ihrem Unternehmen strukturierter angehen, wissen aber nicht, wo Sie anfangen sollen? Oft genügt ein halber Tag, um die wichtigsten Probleme zu schärfen, ein erstes Experiment zu planen und eine Routine festzulegen, die zu Ihrem Betrieb passt.</p>
<p>Gerne unterstütze ich Sie dabei mit Erfahrung aus zahlreichen Projekten mit KMU, Startups und Bildungseinrichtungen. Wie ich Unternehmen dabei begleite, lesen Sie auf der Seite zur <a href="/services/innovation">Innovationsberatung</a>. Vereinbaren Sie ein <a href="/#contact">unverbindliches Erstgespräch</a>, und wir klären gemeinsam, welcher Schritt für Sie jetzt der richtige ist.</p>`,
} satisfies Article;
