import { analyticsTools } from '#model/legal/analyticsTools.ts';
import type { AnalyticsProvider } from '#model/lists/analyticsProviders.ts';
import type { IconName } from '#model/lists/iconNames.ts';
import type { deployProtocols } from '#model/schemas/settings.ts';

/**
 * German names the browser editor shows for values the site stores by a short code: the icons
 * (model/lists/iconNames.ts), the markets of the references and services (model/lists/specLists.ts),
 * the ways of uploading and the analytics tools, which the owner knows by their written names
 * („SFTP“, „Matomo“). Topics, service and package addresses are shown by their own titles.
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
export { areaNames as areaLabels } from '#model/lists/specLists.ts';

/** The ways of uploading, as hosting providers write them in their access data. */
export const protocolLabels: Record<(typeof deployProtocols)[number], string> = {
  sftp: 'SFTP',
  ftps: 'FTPS',
  ftp: 'FTP',
};

/** The analytics tools by the names the privacy policy gives them. */
export const analyticsLabels = Object.fromEntries(
  Object.entries(analyticsTools).map(([provider, tool]) => [provider, tool.name]),
) as Record<AnalyticsProvider, string>;
