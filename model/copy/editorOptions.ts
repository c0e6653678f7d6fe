import type { IconName } from '../lists/iconNames.ts';

/**
 * German names the browser editor shows for values the site stores by a short code: the icons
 * (model/lists/iconNames.ts) and the markets of the references and services (model/lists/specLists.ts).
 * Topics, service and package addresses are shown by their own titles.
 */
export const iconLabels: Record<IconName, string> = {
  compass: 'Kompass',
  rocket: 'Rakete',
  globe: 'Globus',
  lightbulb: 'Glühbirne',
  coins: 'Münzen',
  graduation: 'Doktorhut',
  chat: 'Sprechblasen',
  handshake: 'Handschlag',
  layers: 'Ebenen',
  target: 'Zielscheibe',
  chart: 'Diagramm',
  users: 'Personen',
  eye: 'Auge',
  tools: 'Werkzeuge',
  map: 'Landkarte',
  book: 'Buch',
};

/** The markets by their German names, as the structured data names them. */
export { areaNames as areaLabels } from '../lists/specLists.ts';
