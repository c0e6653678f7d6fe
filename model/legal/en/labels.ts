import type { Words } from '../../i18n/words.ts';
import type * as German from '../labels.ts';

/** Labels shared by the English legal pages. */
export const legalLabels: Words<typeof German.legalLabels> = { updated: 'Last updated:' };
