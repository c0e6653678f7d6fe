import type { Words } from '../../i18n/words.ts';
import type * as German from '../print.ts';

/** Words that only appear on paper, in English (see ../print.ts). */
export const printCopy: Words<typeof German.printCopy> = { online: 'Online:' };
