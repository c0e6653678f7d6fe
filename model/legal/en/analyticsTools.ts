import type { AnalyticsProvider } from '../../analytics.ts';
import type { Words } from '../../i18n/words.ts';
import type * as German from '../analyticsTools.ts';

/** What the English privacy notice says about one analytics tool (as ../analyticsTools.ts). */
export type AnalyticsTool = German.AnalyticsTool;

export const analyticsTools: Words<Record<AnalyticsProvider, German.AnalyticsTool>> = {
  matomo: {
    name: 'Matomo',
    extraData: ['the title of the page viewed'],
    ipAddresses:
      'Matomo is set up to shorten your IP address before it is stored or analysed (by two bytes for IPv4, e.g. 192.168.xxx.xxx); your full IP address is never stored.',
    retention: (months) =>
      `Matomo deletes the data of individual visits automatically after ${months} months; what remains are only summary reports (such as page views per month) that cannot be traced back to individual visits.`,
  },
  plausible: {
    name: 'Plausible',
    extraData: [],
    ipAddresses:
      'Plausible does not store IP addresses. To count visits without recognising you, Plausible combines your IP address and browser identifier with a random value that changes daily into an identifier that cannot be reversed (a hash); the random value is deleted after 24 hours, after which the identifier can no longer be linked to anyone.',
    retention: (months) => `I delete the data collected after ${months} months at the latest.`,
  },
};
