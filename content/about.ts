import { site } from './site';
import type { AboutCard } from './types';

export const aboutHeading = 'Über mich';

export const aboutKicker = `Unabhängige Strategieberatung aus ${site.address.region}`;

/** Long version for wide screens: four paragraphs. */
export const aboutLong: string[] = [
  `Ich bin ${site.person.name}, unabhängiger Strategieberater aus ${site.address.region}. Seit mehr als ${site.yearsOfExperience} Jahren arbeite ich an der Schnittstelle von Marketing, Innovation, Internationalisierung und Förderungen – dort, wo aus guten Ideen tragfähige Geschäftsmodelle werden sollen. Ich begleite KMU, Startups, Einzelunternehmen (EPU) sowie Hochschulen und Bildungsanbieter, wenn sie eine Marke schärfen, einen neuen Markt erschließen, ein Innovationsvorhaben auf den Weg bringen oder die passende Förderung finden wollen. Unabhängig heißt für mich: Ich bin keinem Anbieter, keiner Agentur und keinem Programm verpflichtet, sondern allein dem Erfolg meiner Kundinnen und Kunden.`,
  `Meine Arbeitsweise ist Sparring auf Augenhöhe. Ich höre zuerst zu, stelle auch unbequeme Fragen und bringe Erfahrung aus vielen Branchen ein – ohne fertige Schablonen. Dabei verbinde ich die Perspektiven von Märkten, Technologie und Menschen: Was braucht der Markt wirklich, was ist technisch und organisatorisch machbar, und was kann das Team tragen? Aus diesen Antworten entsteht eine Strategie, die zu Ihrem Unternehmen passt. Und weil die beste Strategie wenig nützt, wenn sie in der Schublade bleibt, denke ich nicht nur mit, sondern packe auch an – von der ersten Analyse über den Maßnahmenplan bis zur Umsetzung.`,
  `Meine Projekte führen mich regelmäßig über die Grenzen von ${site.address.region} hinaus: nach Deutschland und in die Schweiz, in den EU-Binnenmarkt und darüber hinaus. Die Arbeit in unterschiedlichen Märkten und Kulturen hat meinen Blick geprägt. Ein Angebot, das im eigenen Land überzeugt, muss anderswo oft anders erklärt, anders bepreist und anders vertrieben werden. Gleichzeitig kenne ich die Besonderheiten des österreichischen Mittelstands und der heimischen Förderlandschaft. Diese Verbindung aus internationalem Horizont und regionaler Verwurzelung bringe ich in jedes Projekt ein – ob es um den ersten Schritt über die Grenze geht oder um die Frage, welche Märkte sich überhaupt lohnen.`,
  `Was Sie von mir erwarten können? Vor allem Klarheit. Ich helfe Ihnen, aus vielen Möglichkeiten die wenigen herauszuarbeiten, die wirklich zählen. Dazu gehört ehrliches Feedback, auch wenn es unbequem ist: Wer früh erkennt, dass eine Idee nicht trägt, spart Zeit, Geld und Nerven. Am Ende jedes Gesprächs und jeder Projektphase stehen konkrete nächste Schritte – wer was bis wann erledigt und woran wir beide erkennen, dass es funktioniert. Ob Sie ein einzelnes Sparring brauchen oder eine Begleitung über mehrere Monate, klären wir gemeinsam, sodass der Umfang zu Ihrer Situation und Ihrem Budget passt.`,
];

/** Short version for small screens: two paragraphs. */
export const aboutShort: string[] = [
  `Ich bin ${site.person.name}, unabhängiger Strategieberater aus ${site.address.region}. Seit mehr als ${site.yearsOfExperience} Jahren begleite ich KMU, Startups, Einzelunternehmen sowie Hochschulen und Bildungsanbieter bei Marke, Markteintritt, Innovation, Internationalisierung und Förderungen – in Österreich, Deutschland, der Schweiz und darüber hinaus.`,
  'Ich arbeite als Sparringspartner auf Augenhöhe: Ich verbinde die Perspektiven von Märkten, Technologie und Menschen, sage ehrlich, was ich sehe, und bleibe dran, bis aus der Strategie konkrete nächste Schritte geworden sind. Sie bekommen Klarheit statt Folienbergen – und einen Plan, der sich umsetzen lässt.',
];

export const aboutMoreLabel = 'Mehr über mich';

export const aboutDialogTitle = 'Über mich';

export const aboutCloseLabel = 'Schließen';

export const aboutCards: AboutCard[] = [
  {
    icon: 'chat',
    title: 'Sparring auf Augenhöhe',
    description: 'Ich bin Gesprächspartner, nicht Besserwisser: Ich stelle die richtigen Fragen und sage offen, was ich sehe.',
    insightText:
      'Gute Entscheidungen entstehen selten im Monolog. Im Sparring prüfen wir gemeinsam Annahmen, spielen Alternativen durch und machen sichtbar, was Sie im Grunde schon wissen. Mein Beitrag ist der unabhängige Blick von außen – ohne Eigeninteresse an einer bestimmten Lösung.',
  },
  {
    icon: 'layers',
    title: 'Verbindet Perspektiven',
    description: 'Markt, Technologie und Menschen gehören zusammen – ich führe sie in einer Strategie zusammen.',
    insightText:
      'Viele Vorhaben scheitern nicht an der Idee, sondern an Brüchen zwischen Abteilungen, Disziplinen oder Erwartungen. Ich übersetze zwischen Marketing und Technik, zwischen Geschäftsführung und Team, zwischen Förderlogik und Marktlogik. So entsteht ein Plan, den alle Beteiligten verstehen und mittragen.',
  },
  {
    icon: 'tools',
    title: 'Denkt & macht',
    description: 'Strategie endet bei mir nicht mit der Präsentation, sondern mit den ersten umgesetzten Schritten.',
    insightText:
      'Konzepte, die in der Schublade landen, helfen niemandem. Deshalb übersetze ich jede Strategie in einen konkreten Maßnahmenplan mit klaren Prioritäten und Verantwortlichkeiten. Auf Wunsch begleite ich die Umsetzung, überprüfe Fortschritte und justiere nach, wenn sich der Markt bewegt.',
  },
  {
    icon: 'globe',
    title: 'Global geprägt',
    description: 'Projekte in der DACH-Region und auf internationalen Märkten haben meinen Blick für Unterschiede geschärft.',
    insightText:
      'Was in einem Markt selbstverständlich ist, muss im nächsten erst erklärt werden – von der Ansprache über die Preisgestaltung bis zum Vertrieb. Diese Erfahrung hilft Ihnen, typische Stolpersteine beim Schritt ins Ausland früh zu erkennen. Zugleich schärft sie den Blick für die Stärken, die Sie schon heute mitbringen.',
  },
];

/** Name of the dialog's X button (the visible button below says "Schließen"). */
export const aboutDialogCloseLabel = 'Dialog schließen';
