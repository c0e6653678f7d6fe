/**
 * The references section: the owner's texts from content/texts/references.yaml, checked against
 * model/schemas/references.ts (icons, area codes), settings filled in.
 */
import data from '../content/references.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';
import type { AreaCode, ReferenceGroup } from '../types.ts';

const texts = fillFields(data, site);

export const referencesHeading = texts.heading;

export const referencesIntro = texts.intro;

/** Kinds of clients and typical projects; never named companies, figures or results. */
export const referenceGroups: ReferenceGroup[] = texts.groups;

export const referenceMarketsHeading = texts.marketsHeading;

export const referenceMarkets: { code: AreaCode; label: string }[] = texts.markets;
