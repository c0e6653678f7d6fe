/**
 * The "Über mich" section: the owner's texts from content/texts/about.yaml (checked against
 * model/schemas/about.ts, settings filled in), and the strings the specification fixes,
 * which stay here so that editing the file cannot change them.
 */
import data from '../content/about.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';
import type { AboutCard } from '../types.ts';

const texts = fillFields(data, site);

/** The specification's section heading. */
export const aboutHeading = 'Über mich';

export const aboutKicker = texts.kicker;

/** Long version for wide screens: four paragraphs. */
export const aboutLong: string[] = texts.long;

/** Short version for small screens: two paragraphs. */
export const aboutShort: string[] = texts.short;

/** The specification's button that opens the full text on small screens. */
export const aboutMoreLabel = 'Mehr über mich';

export const aboutDialogTitle = texts.dialogTitle;

export const aboutCloseLabel = texts.closeLabel;

export const aboutCards: AboutCard[] = texts.cards;

/** Name of the dialog's X button (the visible button below says "Schließen"). */
export const aboutDialogCloseLabel = texts.dialogCloseLabel;
