import type * as German from '../labels.ts';
import type { Words } from '../../i18n/words.ts';

/** Labels shared by the English legal pages. */
export const legalLabels: Words<typeof German.legalLabels> = { updated: 'Last updated:' };
