import { paths } from '../../en/paths.ts';
import type { Words } from '../../i18n/words.ts';
import type * as German from '../navigation.ts';
import type { NavItem } from '../navigation.ts';

// The link targets are built as in the German module (whose paths are the English ones in this pass).
export { type NavItem, navHref } from '../navigation.ts';

export const navItems: NavItem[] = [
  { label: 'About me', id: 'about' },
  { label: 'Packages', id: 'packages' },
  { label: 'Consulting areas', id: 'services' },
  { label: 'References', id: 'references' },
  { label: 'Insights', id: 'blog', isRoute: true, path: paths.blog },
  { label: 'Contact', id: 'contact' },
];

export const navLabels: Words<typeof German.navLabels> = {
  open: 'Open menu',
  close: 'Close menu',
  main: 'Main navigation',
  mobile: 'Main navigation (menu)',
  skip: 'Skip to content',
  home: 'To the home page',
  cta: 'Let’s talk',
};
