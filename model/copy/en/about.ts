import type { Words } from '../../i18n/words.ts';
import type * as German from '../about.ts';

// The texts come from content/en/texts/about.yaml through the German module; only the fixed words differ.
export {
  aboutCards,
  aboutCloseLabel,
  aboutDialogCloseLabel,
  aboutDialogTitle,
  aboutKicker,
  aboutLong,
  aboutShort,
} from '../about.ts';

export const aboutHeading: Words<typeof German.aboutHeading> = 'About me';

export const aboutMoreLabel: Words<typeof German.aboutMoreLabel> = 'More about me';
