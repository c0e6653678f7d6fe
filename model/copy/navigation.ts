import { paths } from '../paths.ts';

/** An item of the main navigation. */
export interface NavItem {
  label: string;
  /** Section id on the home page, or the route's name when `isRoute` is set. */
  id: string;
  /** A page of its own (opened as a full page load) instead of a home section. */
  isRoute?: boolean;
  /** Path of the route, for items with `isRoute`. */
  path?: string;
}

export const navItems: NavItem[] = [
  { label: 'Über mich', id: 'about' },
  { label: 'Pakete', id: 'packages' },
  { label: 'Beratungsfelder', id: 'services' },
  { label: 'Referenzen', id: 'references' },
  { label: 'Insights', id: 'blog', isRoute: true, path: paths.blog },
  { label: 'Kontakt', id: 'contact' },
];

/** The link target of a navigation item. */
export function navHref(item: NavItem): string {
  return item.isRoute && item.path ? item.path : `${paths.home}#${item.id}`;
}

export const navLabels = {
  open: 'Menü öffnen',
  close: 'Menü schließen',
  main: 'Hauptnavigation',
  mobile: 'Hauptnavigation (Menü)',
  skip: 'Zum Inhalt springen',
  home: 'Zur Startseite',
  cta: 'Lass uns sprechen',
};
