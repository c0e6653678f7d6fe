import type { AnalyticsProvider } from '../analytics.ts';

/** What the privacy policy says about one analytics tool (the adapter in components/analytics/providers/ sends the data). */
export interface AnalyticsTool {
  name: string;
  /** What the tool receives beyond page address, referrer and the enquiry's topic. */
  extraData: string[];
  /**
   * How the tool keeps full IP addresses out of its records. For Matomo this is a setting the
   * docs/analytics.md requires; for Plausible it is the tool's design.
   */
  ipAddresses: string;
  /** When the data of single visits are deleted. */
  retention: (months: number) => string;
}

export const analyticsTools: Record<AnalyticsProvider, AnalyticsTool> = {
  matomo: {
    name: 'Matomo',
    extraData: ['der Titel der aufgerufenen Seite'],
    ipAddresses:
      'Matomo ist so eingestellt, dass es Ihre IP-Adresse vor jeder Speicherung und Auswertung kürzt (bei IPv4 um zwei Bytes, etwa 192.168.xxx.xxx); Ihre vollständige IP-Adresse wird nicht gespeichert.',
    retention: (months) =>
      `Matomo löscht die Daten der einzelnen Besuche automatisch nach ${months} Monaten; danach bleiben nur zusammengefasste Berichte (etwa Seitenaufrufe je Monat) ohne Bezug zu einzelnen Besuchen.`,
  },
  plausible: {
    name: 'Plausible',
    extraData: [],
    ipAddresses:
      'Plausible speichert IP-Adressen nicht. Um Besuche zählen zu können, ohne Sie wiederzuerkennen, bildet Plausible aus IP-Adresse und Browserkennung zusammen mit einem täglich wechselnden Zufallswert eine nicht umkehrbare Kennung (Hash); der Zufallswert wird nach 24 Stunden gelöscht, danach lässt sich die Kennung niemandem mehr zuordnen.',
    retention: (months) => `Die erfassten Daten lösche ich spätestens nach ${months} Monaten.`,
  },
};
