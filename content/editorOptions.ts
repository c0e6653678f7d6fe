import type { IconName } from './iconNames';
import type { AreaCode } from './types';

/**
 * German names the browser editor shows for values the site stores by a short code: the icons
 * (content/iconNames.ts) and the markets of the references and services (content/specLists.ts).
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

export const areaLabels: Record<AreaCode, string> = {
  AT: 'Österreich',
  DE: 'Deutschland',
  CH: 'Schweiz',
  EU: 'Europäische Union',
  LATAM: 'Lateinamerika',
  ASIA: 'Asien',
};
