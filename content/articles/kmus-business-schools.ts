import type { Article } from '../types';

export default {
  slug: 'kmus-business-schools',
  title: 'KMU und Hochschulen: So gelingt die strategische Zusammenarbeit',
  category: 'Strategie',
  description:
    'Wie KMU und Hochschulen, FH und Weiterbildungsanbieter strategisch kooperieren: Formate, Vereinbarungen, Stolpersteine und ein Schritt-für-Schritt-Plan.',
  excerpt:
    'Studienprojekte, Masterarbeiten, Forschung und maßgeschneiderte Weiterbildung: Kooperationen zwischen KMU und Hochschulen bringen beiden Seiten viel – wenn sie gut aufgesetzt sind. Dieser Leitfaden zeigt, welche Formate sich eignen und wie Sie eine Partnerschaft Schritt für Schritt aufbauen.',
  icon: 'graduation',
  readTime: 10,
  datePublished: '2025-01-15',
  dateModified: '2025-01-15',
  content: `
<p>Viele österreichische KMU haben eine Fachhochschule oder Universität fast vor der Haustür – und arbeiten trotzdem nie mit ihr zusammen. Umgekehrt suchen Hochschulen und Weiterbildungsanbieter händeringend nach Praxispartnern, finden aber selten den richtigen Zugang zu kleineren Unternehmen. Dabei liegt in dieser Verbindung enormes Potenzial: für Innovation, für Nachwuchs und für die eigene Positionierung.</p>
<p>In über fünfzehn Jahren Beratung habe ich mit beiden Seiten gearbeitet. Ob eine Kooperation einem Betrieb echte Erkenntnisse bringt oder nach einem Semester still im Sand verläuft, entscheidet sich fast nie am Thema, sondern daran, wie die Zusammenarbeit aufgesetzt ist. Dieser Beitrag zeigt, worauf es ankommt.</p>

<h2>Warum sich die Zusammenarbeit für beide Seiten lohnt</h2>
<p>Eine Kooperation funktioniert nur, wenn beide Partner einen echten Nutzen haben. Wer sie als Gefälligkeit oder reine Imagemaßnahme betrachtet, wird sie nach dem ersten Engpass wieder einstellen. Betrachten Sie den Nutzen daher nüchtern.</p>

<h3>Was KMU gewinnen</h3>
<ul>
<li><strong>Zugang zu Wissen und Methoden:</strong> Hochschulen bringen aktuelle Forschung, Analysemethoden und Werkzeuge mit, die sich ein kleiner Betrieb allein kaum leisten würde.</li>
<li><strong>Frischer Blick von außen:</strong> Studierende stellen Fragen, die intern längst niemand mehr stellt. Gerade bei Marke, Kundensegmenten oder neuen Geschäftsmodellen ist das wertvoll.</li>
<li><strong>Talente kennenlernen:</strong> Wer Studierende ein Semester lang im Projekt erlebt, weiß mehr über sie als nach jedem Bewerbungsgespräch.</li>
<li><strong>Sichtbarkeit als Arbeitgeber:</strong> Ein Betrieb, der an der FH präsent ist, wird von künftigen Fachkräften wahrgenommen – ein echter Vorteil, wenn Sie außerhalb der Ballungsräume rekrutieren.</li>
<li><strong>Kapazität für liegengebliebene Themen:</strong> Marktanalysen, Prozessvergleiche oder Konzeptstudien, für die im Tagesgeschäft nie Zeit bleibt, werden bearbeitbar.</li>
</ul>

<h3>Was Hochschulen und Weiterbildungsanbieter gewinnen</h3>
<ul>
<li><strong>Praxisnahe Lehre:</strong> Echte Fragestellungen machen Lehrveranstaltungen relevanter und motivieren Studierende deutlich stärker als konstruierte Fallstudien.</li>
<li><strong>Forschungsfragen aus der Wirtschaft:</strong> Angewandte Forschung lebt von Problemen, die Unternehmen tatsächlich haben.</li>
<li><strong>Beschäftigungsfähigkeit der Absolventinnen und Absolventen:</strong> Kontakte zu regionalen Betrieben erleichtern den Berufseinstieg und stärken das Profil eines Studiengangs.</li>
<li><strong>Neue Zielgruppen für Weiterbildung:</strong> Wer KMU kennt, versteht ihren Bedarf und kann passende Programme entwickeln.</li>
<li><strong>Regionale Verankerung:</strong> Gerade in Regionen wie Kärnten ist die Rolle als Partner der lokalen Wirtschaft ein wichtiger Teil des eigenen Auftrags.</li>
</ul>

<h2>Die wichtigsten Formen der Kooperation</h2>
<p>Zusammenarbeit ist kein Entweder-oder. Es gibt ein breites Spektrum an Formaten – vom einmaligen Gastvortrag bis zum mehrjährigen Forschungsprojekt. Für den Einstieg empfehle ich fast immer ein überschaubares Format, das sich später ausbauen lässt.</p>

<h3>Studienprojekte und Praxisprojekte</h3>
<p>In vielen Studiengängen bearbeiten Teams von Studierenden ein Semester lang eine konkrete Aufgabe eines Unternehmens. Typische Themen sind Marktanalysen, Kundenbefragungen, Marketingkonzepte, Markteintrittsstudien oder Prozessanalysen. Ein Kärntner Tourismusbetrieb kann so etwa untersuchen lassen, welche Gästegruppen aus dem benachbarten Ausland er noch nicht erreicht.</p>
<p>Der Aufwand für das Unternehmen ist überschaubar: ein gutes Briefing, einige Abstimmungstermine und eine Präsentation am Ende. Wichtig ist, realistische Erwartungen zu haben – das Ergebnis ist eine fundierte Grundlage, kein fertiges Beraterkonzept.</p>

<h3>Bachelor- und Masterarbeiten im Unternehmen</h3>
<p>Abschlussarbeiten gehen tiefer als Semesterprojekte. Eine Studentin oder ein Student beschäftigt sich über Monate mit einer Fragestellung, betreut von einer Lehrperson der Hochschule und einer Ansprechperson im Betrieb. Das eignet sich für Themen wie Internationalisierungsoptionen, Digitalisierung von Abläufen, Preisstrategien oder die Bewertung neuer Technologien.</p>
<p>Der Vorteil: Sie erhalten eine wissenschaftlich fundierte Arbeit und lernen gleichzeitig eine mögliche künftige Fachkraft kennen. Klären Sie aber früh, ob die Arbeit veröffentlicht wird und welche Daten darin vorkommen dürfen.</p>

<h3>Executive Education und maßgeschneiderte Programme</h3>
<p>Weiterbildungsanbieter und Business Schools bieten zunehmend Programme an, die auf ein einzelnes Unternehmen oder eine Gruppe ähnlicher Betriebe zugeschnitten sind. Für KMU interessant sind vor allem kompakte Formate: ein Führungskräfteprogramm in mehreren Modulen, ein Strategieworkshop mit wissenschaftlichem Input oder ein Lehrgang, der gemeinsam mit mehreren Betrieben einer Branche entwickelt wird.</p>
<p>Der Mehrwert liegt darin, dass die Teilnehmenden an eigenen Fragestellungen arbeiten. Statt allgemeiner Fallstudien entstehen Ergebnisse, die sich direkt im Betrieb umsetzen lassen.</p>

<h3>Angewandte Forschungsprojekte</h3>
<p>Wenn es um neue Produkte, Verfahren oder Dienstleistungen geht, sind gemeinsame Forschungsprojekte das wirkungsvollste Format. Denkbar ist etwa, dass ein Produktionsbetrieb mit einem Forschungsteam einer FH ein neues Materialverfahren entwickelt oder ein Softwareunternehmen gemeinsam mit einer Universität einen neuen Ansatz in der Datenanalyse testet.</p>
<p>Solche Projekte sind aufwendiger und laufen meist über ein bis mehrere Jahre. Sie lassen sich aber häufig über Förderprogramme mitfinanzieren: Die FFG und regionale Förderstellen unterstützen Kooperationsprojekte zwischen Wirtschaft und Wissenschaft in unterschiedlichen Formaten. Welche Programme gerade offen sind und welche Bedingungen gelten, ändert sich laufend – prüfen Sie daher immer die aktuellen Ausschreibungen. Einen Überblick über den Weg zur Förderung finden Sie im Beitrag <a href="/blog/foerderungen-innovation">Förderungen für Innovation</a>.</p>

<h3>Gastvorträge und Praxisinputs</h3>
<p>Der einfachste Einstieg: Sie halten einen Gastvortrag in einer Lehrveranstaltung, nehmen an einer Podiumsdiskussion teil oder stellen einen Praxisfall vor. Der Aufwand ist gering. Sie lernen die Hochschule kennen, werden bei Studierenden sichtbar und entdecken häufig Anknüpfungspunkte für weitere Projekte.</p>

<h3>Talent-Pipeline: Praktika, Werkstudierende und Traineeships</h3>
<p>Viele Kooperationen beginnen oder enden beim Thema Nachwuchs. Praktika, Teilzeitstellen für Studierende, Pflichtpraktika in berufsbegleitenden Studiengängen oder gemeinsam gestaltete Einstiegsprogramme schaffen einen stetigen Zugang zu Talenten. Wer das systematisch angeht, verbindet es mit Projekten und Abschlussarbeiten – so entsteht ein Weg vom ersten Kontakt bis zur Anstellung.</p>

<h2>So setzen Sie eine Kooperation richtig auf</h2>
<p>Wenn Kooperationen scheitern, dann selten an mangelnder Kompetenz, sondern meist an unklaren Erwartungen. Diese Punkte sollten Sie vor dem Start klären.</p>

<h3>Ziele klären</h3>
<p>Fragen Sie sich zuerst: Was soll am Ende anders sein? Geht es um eine konkrete Analyse, um neue Mitarbeitende, um Sichtbarkeit oder um eine technische Entwicklung? Je nach Ziel passt ein anderes Format. Formulieren Sie das Ziel in zwei bis drei Sätzen – wenn das nicht gelingt, ist das Thema noch nicht reif für eine Kooperation.</p>

<h3>Die richtige Ansprechperson finden</h3>
<p>Hochschulen sind komplexe Organisationen. Der richtige Einstieg hängt vom Format ab:</p>
<ul>
<li><strong>Studiengangsleitungen</strong> sind die erste Adresse für Studienprojekte und Abschlussarbeiten.</li>
<li><strong>Forschungs- oder Transferstellen</strong> helfen bei Forschungsprojekten, Verträgen und Förderanträgen.</li>
<li><strong>Career Center</strong> unterstützen bei Praktika, Jobausschreibungen und Karriereveranstaltungen.</li>
<li><strong>Weiterbildungsabteilungen</strong> sind zuständig für maßgeschneiderte Programme und Lehrgänge.</li>
</ul>
<p>Ein kurzer Anruf mit einer klaren Frage bringt meist mehr als eine allgemeine E-Mail an die zentrale Adresse.</p>

<h3>Vereinbarungen, geistiges Eigentum und Vertraulichkeit</h3>
<p>Auch bei kleinen Projekten lohnt sich eine schriftliche Vereinbarung. Sie muss nicht kompliziert sein, sollte aber die wesentlichen Punkte regeln:</p>
<ul>
<li><strong>Aufgabe und Umfang:</strong> Was wird bearbeitet, was ausdrücklich nicht?</li>
<li><strong>Vertraulichkeit:</strong> Welche Informationen sind vertraulich, und wie gehen Studierende und Lehrende damit um?</li>
<li><strong>Nutzungsrechte und geistiges Eigentum:</strong> Wer darf die Ergebnisse wie verwenden? Bei Forschungsprojekten mit möglichen Erfindungen braucht es eine genauere Regelung.</li>
<li><strong>Veröffentlichung:</strong> Abschlussarbeiten werden in der Regel veröffentlicht. Eine Sperrfrist oder die Anonymisierung sensibler Daten sind oft möglich, müssen aber früh vereinbart werden.</li>
<li><strong>Kosten:</strong> Ob und in welcher Form ein Kostenbeitrag oder eine Aufwandsentschädigung fällig wird, ist je nach Institution und Format unterschiedlich.</li>
</ul>
<p>Viele Hochschulen haben Musterverträge. Lassen Sie sich diese früh geben und prüfen Sie sie in Ruhe, bei Forschungsprojekten gegebenenfalls mit rechtlicher Unterstützung.</p>

<h3>Erwartungen realistisch halten</h3>
<p>Studierende sind keine Berater, und Lehrende haben neben Ihrem Projekt zahlreiche andere Verpflichtungen. Das Ergebnis eines Studienprojekts ist ein Arbeitsstand mit Ideen, Daten und Empfehlungen – keine umsetzungsfertige Lösung. Wer das von Anfang an weiß, ist am Ende meist positiv überrascht.</p>

<h3>Im Rhythmus der Semester planen</h3>
<p>Hochschulen denken in Semestern, Unternehmen in Quartalen oder Saisonen. Projekte und Lehrveranstaltungen werden oft Monate im Voraus geplant. Wer im Oktober ein Studienprojekt für den November anfragt, kommt in der Regel zu spät.</p>
<p>Planen Sie daher mit Vorlauf: Themen für das Sommersemester sollten idealerweise schon im Herbst besprochen werden, Themen für das Wintersemester im Frühjahr. Berücksichtigen Sie auch Prüfungszeiten und Ferien – im Sommer und rund um den Jahreswechsel ist an Hochschulen wenig Bewegung.</p>

<h2>Was Hochschulen und Weiterbildungsanbieter KMU bieten sollten</h2>
<p>Dieser Abschnitt richtet sich an die andere Seite. Viele Bildungseinrichtungen wünschen sich mehr Kooperationen mit KMU, machen es kleinen Betrieben aber unnötig schwer. Aus meiner Arbeit mit beiden Seiten sind diese Punkte entscheidend:</p>
<ul>
<li><strong>Eine klare Ansprechperson:</strong> KMU haben keine Zeit, sich durch Organigramme zu arbeiten. Eine zentrale Anlaufstelle, die Anfragen weiterleitet und begleitet, senkt die Einstiegshürde enorm.</li>
<li><strong>Verständliche Formate:</strong> Beschreiben Sie Ihre Kooperationsangebote in der Sprache der Unternehmen – mit Aufwand, Ablauf, Zeitrahmen und möglichen Kosten auf einer Seite.</li>
<li><strong>Praxisnahe, kompakte Weiterbildung:</strong> Berufsbegleitende Module, Blended-Learning-Formate und kurze Intensivprogramme passen besser zu KMU als lange Lehrgänge.</li>
<li><strong>Einfache Verträge:</strong> Ein schlanker Mustervertrag für Studienprojekte beschleunigt die Zusammenarbeit erheblich.</li>
<li><strong>Verlässliche Betreuung:</strong> Unternehmen brauchen die Sicherheit, dass eine Lehrperson die Qualität der Ergebnisse im Blick behält.</li>
<li><strong>Aktive Ansprache:</strong> Warten Sie nicht, bis KMU von selbst kommen. Veranstaltungen, Branchentreffen und persönliche Besuche öffnen Türen.</li>
</ul>
<p>Für Hochschulen und Weiterbildungsanbieter, die ihr Angebot für Unternehmen schärfen und klarer positionieren wollen, habe ich ein eigenes Beratungspaket entwickelt: <a href="/packages/education">Strategieberatung für Bildungseinrichtungen</a>.</p>

<h2>Typische Stolpersteine – und wie Sie sie vermeiden</h2>
<p>Diese Fehler begegnen mir immer wieder – und sie lassen sich vermeiden.</p>
<ol>
<li><strong>Zu vage Aufgabenstellung:</strong> „Machen Sie uns ein Marketingkonzept“ überfordert jedes Studierendenteam. Eine klare Frage mit Rahmenbedingungen führt zu brauchbaren Ergebnissen.</li>
<li><strong>Keine interne Verantwortung:</strong> Wenn im Betrieb niemand Zeit für das Projekt hat, bleiben Fragen unbeantwortet und Daten fehlen. Benennen Sie eine Person, die das Projekt begleitet und dafür auch Zeit eingeplant bekommt.</li>
<li><strong>Zu späte Klärung der Vertraulichkeit:</strong> Wer erst bei der Abschlusspräsentation merkt, dass sensible Zahlen in einer öffentlichen Arbeit stehen, hat ein Problem.</li>
<li><strong>Ergebnisse verschwinden in der Schublade:</strong> Planen Sie schon vor Projektbeginn, wer die Ergebnisse weiterverfolgt und welche Entscheidung sie vorbereiten sollen.</li>
<li><strong>Einmalaktion statt Beziehung:</strong> Der größte Wert entsteht, wenn Sie über mehrere Semester dranbleiben. Jedes Projekt baut auf dem vorherigen auf, und das Vertrauen wächst.</li>
<li><strong>Unterschiedliche Geschwindigkeiten ignorieren:</strong> Hochschulen arbeiten gründlich, aber nicht immer schnell. Für dringende operative Themen ist eine Kooperation selten das richtige Mittel.</li>
</ol>
<blockquote>Eine gute Kooperation zwischen KMU und Hochschule ist wie jede Partnerschaft: Sie beginnt mit einem klaren Gespräch darüber, was beide Seiten wollen – und sie wird mit jedem gemeinsamen Projekt wertvoller.</blockquote>

<h2>Schritt für Schritt zur erfolgreichen Kooperation</h2>
<p>Dieser Plan hat sich in der Praxis bewährt und lässt sich für Betriebe jeder Größe anpassen.</p>
<ol>
<li><strong>Bedarf sammeln:</strong> Notieren Sie drei bis fünf Themen, die Sie seit Längerem beschäftigen und für die intern keine Zeit bleibt. Markieren Sie, welche davon eher Analyse, Entwicklung oder Nachwuchs betreffen.</li>
<li><strong>Passendes Format wählen:</strong> Analysefragen eignen sich für Studienprojekte, tiefere Fragestellungen für Abschlussarbeiten, technische Entwicklungen für Forschungsprojekte, Kompetenzlücken im Team für Weiterbildung.</li>
<li><strong>Potenzielle Partner recherchieren:</strong> Prüfen Sie, welche Hochschulen und Weiterbildungsanbieter in Ihrer Region oder in Ihrem Fachgebiet stark sind.</li>
<li><strong>Erstkontakt herstellen:</strong> Wenden Sie sich mit einem kurzen Themenvorschlag an die zuständige Stelle. Ein persönliches Gespräch ist besser als ein langes Schreiben.</li>
<li><strong>Rahmen vereinbaren:</strong> Klären Sie Ziel, Umfang, Zeitplan, Ansprechpersonen, Vertraulichkeit, Nutzungsrechte und allfällige Kosten. Halten Sie das schriftlich fest.</li>
<li><strong>Briefing vorbereiten:</strong> Ein gutes Briefing beschreibt Ausgangslage, Fragestellung, verfügbare Daten, Einschränkungen und die Entscheidung, die das Ergebnis vorbereiten soll.</li>
<li><strong>Projekt begleiten:</strong> Vereinbaren Sie feste Abstimmungstermine, beantworten Sie Fragen zeitnah und öffnen Sie, wo möglich, Türen zu Kundinnen, Kunden oder Fachleuten im Betrieb.</li>
<li><strong>Ergebnisse nutzen:</strong> Nehmen Sie sich nach der Abschlusspräsentation Zeit, die Empfehlungen intern zu besprechen. Legen Sie fest, was Sie umsetzen, was Sie prüfen und was Sie verwerfen.</li>
<li><strong>Auswerten und ausbauen:</strong> Besprechen Sie mit der Hochschule, was gut lief und was Sie beim nächsten Mal anders machen. Planen Sie das nächste Projekt – so entsteht aus einem Einzelprojekt eine strategische Partnerschaft.</li>
</ol>

<h3>Checkliste für das erste Gespräch</h3>
<ul>
<li>Welches konkrete Ziel verfolgen wir mit der Kooperation?</li>
<li>Welches Format passt zu Ziel, Zeitrahmen und verfügbaren Ressourcen?</li>
<li>Wer ist auf beiden Seiten verantwortlich und erreichbar?</li>
<li>Welche Daten können wir zur Verfügung stellen, welche nicht?</li>
<li>Wie regeln wir Vertraulichkeit, Nutzungsrechte und Veröffentlichung?</li>
<li>In welchem Semester startet das Projekt, und wann liegen Ergebnisse vor?</li>
<li>Gibt es Förderungen, die für dieses Vorhaben infrage kommen?</li>
</ul>

<h2>Ein Blick über die Grenze</h2>
<p>Kooperationen müssen nicht an der Landesgrenze enden. Gerade für Betriebe in Kärnten liegt der Austausch mit Hochschulen im Alpen-Adria-Raum nahe, und für exportorientierte KMU können Projekte mit Studierenden aus Zielmärkten wie Deutschland, der Schweiz oder Italien wertvolle Markteinblicke liefern.</p>
<p>Auch hier gilt: klein anfangen, Erfahrungen sammeln und erst dann ausbauen. Ein gemeinsames Studienprojekt mit einer Partnerhochschule im Zielmarkt ist oft ein guter erster Schritt.</p>

<h2>Ihr nächster Schritt</h2>
<p>Ob Sie als KMU den ersten Kontakt zu einer Hochschule suchen oder als Bildungseinrichtung Ihr Angebot für Unternehmen schärfen möchten: Eine gute Kooperation beginnt mit klaren Zielen und dem passenden Format. Ich unterstütze Sie dabei, Themen zu definieren, Partner zu finden, die Zusammenarbeit aufzusetzen und Fördermöglichkeiten zu prüfen.</p>
<p>Lassen Sie uns in einem unverbindlichen Erstgespräch herausfinden, welche Form der Zusammenarbeit für Sie sinnvoll ist. <a href="/#contact">Nehmen Sie jetzt Kontakt auf</a> – ich freue mich auf Ihre Fragen.</p>`,
} satisfies Article;
