/** The parts of the English privacy notice that depend on the analytics setting (as ../analyticsPrivacy.ts). */
import type { AnalyticsConfig } from '../../analytics.ts';
import type { Block, Inline } from '../../types.ts';
import { analyticsTools } from './analyticsTools.ts';
import { transferItems } from './transfers.ts';

type Subsection = { heading: string; blocks: Block[] };

const toolName = (analytics: AnalyticsConfig) => analyticsTools[analytics.provider].name;
const headingOf = (analytics: AnalyticsConfig) => `Web analytics with ${toolName(analytics)}`;
const paragraph = (text: string): Block => ({ type: 'p', content: [text] });

const fonts = 'The fonts used are stored on the web server itself and loaded from there.';
const optOut =
  'If your browser sends the “Global Privacy Control” (GPC) or “Do Not Track” signal, this website does not report your visits.';

/** Meta description (50–160 characters). */
export function privacyDescription(analytics: AnalyticsConfig | null): string {
  return analytics
    ? `How this website handles your data: hosting, contact form, audience measurement with ${toolName(analytics)} without cookies, your rights.`
    : 'How this website handles your data: hosting, contact form, your rights under the GDPR – no tracking and no analytics cookies.';
}

/** Items of "What data are collected, and when?" about analytics (none without a tool). */
export function analyticsOverviewItems(analytics: AnalyticsConfig | null): Inline[][] {
  if (!analytics) return [];
  return [
    [
      `For audience measurement, on every page view: the address of the page and where you came from – without cookies (see “${headingOf(analytics)}”).`,
    ],
  ];
}

/** The overview's heading without a tool: the one place that says there is no web analytics. */
export const noAnalyticsHeading = 'No web analytics, no tracking';

/** Added to the cookie note when the host sets cookies of its own (settings: legal.hostingCookies). */
const hostCookies =
  'When delivering the pages, the hosting provider sets cookies of its own that are technically necessary for secure operation; they are not used for analytics or advertising (see “Hosting”).';

/** Added where the host makes access statistics from its logs (settings: legal.hostingStatistics). */
const hostStatistics = 'From its log files it compiles access statistics for me (see “Hosting”).';

/**
 * The overview's note on tracking and cookies; `hostingCookies`: the host sets cookies of its own;
 * `hostingStatistics`: the host makes access statistics from its logs.
 */
export function cookiesOverview(
  analytics: AnalyticsConfig | null,
  hostingCookies = false,
  hostingStatistics = false,
): Subsection {
  if (!analytics) {
    const host = [hostingStatistics ? hostStatistics : '', hostingCookies ? hostCookies : ''].filter(Boolean);
    return {
      heading: noAnalyticsHeading,
      blocks: [
        paragraph(
          `This website uses no web analytics or tracking services (such as Google Analytics), no tracking pixels, advertising networks, social media plugins or embedded content from third parties. ${fonts} Merely visiting the website therefore sends no requests to third-party servers; data go only to the hosting provider that delivers the pages.${host.length > 0 ? ` ${host.join(' ')}` : ''} Neither the website nor the hosting provider sets cookies for analytics, tracking or advertising. ${hostingStatistics ? 'Apart from the hosting provider’s access statistics, your use of the website is not analysed' : 'Your use of the website is not analysed'}, and no user profiles are created.`,
        ),
      ],
    };
  }
  return {
    heading: 'No cookies, no third-party scripts',
    blocks: [
      paragraph(
        `${hostingCookies ? `This website itself sets no cookies. ${hostCookies} The only thing the website stores` : 'This website sets no cookies; the only thing it stores'} on your device is a colour scheme, if you choose one (see “Stored setting: colour scheme”). It includes no scripts of other providers, advertising networks or social media plugins. ${fonts} For audience measurement, the website’s own script reports each page view to ${toolName(analytics)} (see “${headingOf(analytics)}”). ${optOut}`,
      ),
    ],
  };
}

/** Who runs the tool: the consultant, or a provider as processor. */
function operatorBlocks(analytics: AnalyticsConfig): Block[] {
  const name = toolName(analytics);
  if (analytics.operator === 'self-hosted') {
    return [
      paragraph(
        `I run ${name} myself, at the address ${new URL(analytics.endpoint).host}. The data collected are stored only there and are not passed on to the maker of ${name} or to any other third party.`,
      ),
    ];
  }
  const { provider, privacyUrl, transferBasis } = analytics.operator;
  return [
    paragraph(
      `${name} is run for me by ${provider}. The provider processes the data on my behalf as a processor (Art. 28 GDPR) and only on my instructions.`,
    ),
    {
      type: 'facts',
      items: [
        { term: 'Provider', value: [provider] },
        ...transferItems(transferBasis ?? ''),
        ...(privacyUrl
          ? [{ term: 'Further information', value: [{ text: 'Privacy policy of the provider', href: privacyUrl }] }]
          : []),
      ],
    },
  ];
}

/**
 * The subsection of "Processing in detail" on the analytics tool in use; none without a tool
 * (the overview's note says so once: `cookiesOverview`).
 */
export function analyticsSubsections(analytics: AnalyticsConfig | null): Subsection[] {
  if (!analytics) return [];
  const tool = analyticsTools[analytics.provider];
  return [
    {
      heading: headingOf(analytics),
      blocks: [
        paragraph(
          `To learn which content is read and how visitors find this website, I use the web analytics software ${tool.name}. The website loads no third-party script for it: its own script reports each page view to ${tool.name}, and also when you have sent the contact form successfully. The following are transmitted:`,
        ),
        {
          type: 'list',
          items: [
            ['the address of the page viewed, without the part of the address after “?” or “#”'],
            ['the address of the page visited before, if your browser provides it, shortened in the same way'],
            ...tool.extraData.map((item) => [item]),
            [
              'after you send the contact form: that an enquiry was sent and which topic you chose – but not your name, your email address or your message',
            ],
            [
              'for technical reasons, as with every request on the internet: your IP address, the date and time, and details of your browser and operating system',
            ],
          ],
        },
        paragraph(
          `No cookies are set and no data are stored on your device. From your device, the script reads only whether your browser sends one of the do-not-count signals named below, nothing else – neither the screen size nor any other property of the device. ${tool.ipAddresses}`,
        ),
        ...operatorBlocks(analytics),
        paragraph(
          'The legal basis is Art. 6(1)(f) GDPR. My legitimate interest lies in audience measurement: I want to know which pages are viewed, where visits come from and how often the contact form is used, in order to improve this website and its content. I analyse the data only in aggregate and do not combine them with other data.',
        ),
        paragraph(tool.retention(analytics.retentionMonths)),
        paragraph(
          'If you do not want to be counted, switch on the “Global Privacy Control” (GPC) or “Do Not Track” signal in your browser: if your browser sends either of them, this website does not report your visits. Your right to object under Art. 21 GDPR (see “Your rights”) remains unaffected.',
        ),
      ],
    },
  ];
}

/** The retention item for analytics data (none without a tool). */
export function analyticsRetentionItems(analytics: AnalyticsConfig | null): Inline[][] {
  if (!analytics) return [];
  return [
    [
      `Audience measurement data: the data of individual visits are deleted after ${analytics.retentionMonths} months (see “${headingOf(analytics)}”).`,
    ],
  ];
}

/** Examples of legitimate interests in the list of legal bases. */
export function legitimateInterests(analytics: AnalyticsConfig | null): string {
  return analytics
    ? 'in operating this website securely, in audience measurement or in answering enquiries'
    : 'in operating this website securely or in answering enquiries';
}
