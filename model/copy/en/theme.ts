import type { Words } from '../../i18n/words.ts';
import type * as German from '../theme.ts';

export { themeStorageKey } from '../theme.ts';

/** The colour scheme switch's accessible names, in English (see ../theme.ts). */
export const themeCopy: Words<typeof German.themeCopy> = {
  labels: {
    system: 'Colour scheme: as your system. Switch to light',
    light: 'Colour scheme: light. Switch to dark',
    dark: 'Colour scheme: dark. Switch to “as your system”',
  },
};
