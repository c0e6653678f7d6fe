import type { AnalyticsConfig } from '../../analytics.ts';
import { shareCopy } from '../../copy/en/blogScript.ts';
import { type MessagingService, site } from '../../site.ts';
import type { Block, LegalPage } from '../../types.ts';
import { withCitationsKeptTogether } from '../keepTogether.ts';
import {
  analyticsOverviewItems,
  analyticsRetentionItems,
  analyticsSubsections,
  cookiesOverview,
  legitimateInterests,
  privacyDescription,
} from './analyticsPrivacy.ts';
import { addressLine, fullName } from './owner.ts';
import { hostingPlaceBlocks, recipientsSubsection, transferItems } from './transfers.ts';
import { legalUpdated, monthAndYear } from './updated.ts';

/** The German privacy notice, the original this page translates (a literal: `paths` is English here). */
const germanPrivacyNotice = '/datenschutz';

const { legal } = site;
const { whatsapp, slack } = legal.messagingServices;

/** Provider, transfer basis and privacy statement of a messaging service used in client work. */
function messagingFacts(name: string, service: MessagingService): Block {
  return {
    type: 'facts',
    items: [
      { term: name, value: [service.provider] },
      ...transferItems(service.transferBasis),
      {
        term: 'Further information',
        value: [{ text: `Privacy policy of ${name}`, href: service.privacyUrl }],
      },
    ],
  };
}

const emailLink = { text: site.email, href: `mailto:${site.email}` };

/** Name, address and email of the controller, used in several sections. */
const controllerFacts: Block = {
  type: 'facts',
  items: [
    { term: 'Name', value: [fullName] },
    { term: 'Address', value: [addressLine] },
    { term: 'Email', value: [emailLink] },
  ],
};

/**
 * The English privacy notice for this site with `analytics`: the same notice as the German one
 * (../datenschutz.ts), section by section and branch by branch, generated from the same settings.
 */
export function privacyPolicy(analytics: AnalyticsConfig | null): LegalPage {
  return withCitationsKeptTogether({
    title: 'Privacy notice',
    description: privacyDescription(analytics),
    intro:
      'Protecting your personal data matters to me. I process your data solely on the basis of the law, in particular the General Data Protection Regulation (GDPR) and the Austrian Data Protection Act (DSG). This notice tells you which data are processed when you visit this website, for what purpose, and what rights you have.',
    sections: [
      {
        id: 'overview',
        heading: 'Overview',
        blocks: [
          {
            type: 'p',
            content: [
              'Personal data are any information relating to an identified or identifiable natural person (Art. 4(1) GDPR) – not only your name or email address, but also, for example, the IP address of your device. This section sums up which such data arise when you visit this website; the sections after it explain the details.',
            ],
          },
        ],
        subsections: [
          {
            heading: 'Who is responsible for processing the data?',
            blocks: [
              {
                type: 'p',
                content: [
                  'The controller within the meaning of the GDPR – the person who decides on the purposes and means of processing your data (Art. 4(7) GDPR) – for this website is:',
                ],
              },
              controllerFacts,
            ],
          },
          {
            heading: 'What data are collected, and when?',
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    legal.hostingStatistics
                      ? 'When you simply visit the website: access data that the hosting provider’s server records automatically in log files – for secure operation and for access statistics (see “Hosting”).'
                      : 'When you simply visit the website: technically necessary access data that the hosting provider’s server records automatically in log files (see “Hosting”).',
                  ],
                  [
                    'When you use the contact form: what you enter yourself – name, email address, topic and message – and, for technical reasons, your IP address and details of your browser (see “Contact form and form service”).',
                  ],
                  [
                    'When you contact me by email, phone or WhatsApp: the data you give me in doing so (see “Enquiries by contact form, email or phone”).',
                  ],
                  [
                    'When you work with me as a client via WhatsApp or Slack – only if you choose to: your contact details with the service concerned and the messages (see “WhatsApp and Slack when we work together”).',
                  ],
                  ...analyticsOverviewItems(analytics),
                ],
              },
            ],
          },
          cookiesOverview(analytics, legal.hostingCookies, legal.hostingStatistics),
          {
            heading: 'Stored setting: colour scheme',
            blocks: [
              {
                type: 'p',
                content: [
                  'If you choose a colour scheme in the header of the website (light or dark), your browser stores this choice in your device’s local storage (localStorage, entry “theme”), so that the next page appears in the chosen scheme straight away. The setting is not transmitted to me or to third parties and contains no personal data. Storing it is strictly necessary for the function you expressly asked for (§ 165(3) TKG 2021, the Austrian Telecommunications Act). If you choose “as your system” again, the entry is deleted; you can also remove it at any time in your browser’s settings.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'hosting',
        heading: 'Hosting',
        blocks: [
          {
            type: 'p',
            content: [
              `This website is a static website. It is hosted by the following provider: ${legal.hostingProvider}.`,
            ],
          },
          ...hostingPlaceBlocks(legal),
          {
            type: 'p',
            content: [
              'When you open the website, the hosting provider’s server automatically records information that your browser transmits in so-called server log files. These are in particular:',
            ],
          },
          {
            type: 'list',
            items: [
              ['the IP address of the requesting device'],
              ['the date and time of access'],
              ['the page or file requested'],
              ['the browser and operating system used'],
            ],
          },
          {
            type: 'p',
            content: [
              legal.hostingStatistics
                ? 'These data are processed to provide the website technically and to ensure its security and stability, for example to detect and fend off faults or attacks. The hosting provider also compiles access statistics from them (such as the number of views per page), which tell me which content is read. The data are not combined with other data sources, no user profiles are created and they are not analysed for advertising. The legal basis is Art. 6(1)(f) GDPR; my legitimate interest lies in providing this website securely and without errors, and in aligning what it offers with the interests of its readers.'
                : 'These data are processed solely to provide the website technically and to ensure its security and stability, for example to detect and fend off faults or attacks. They are not combined with other data sources, analysed statistically or analysed for advertising. The legal basis is Art. 6(1)(f) GDPR; my legitimate interest lies in providing this website securely and without errors.',
            ],
          },
          {
            type: 'p',
            content: [
              `The hosting provider deletes the log files automatically after ${legal.serverLogRetentionDays} days. Data that must be kept longer as evidence – for example to investigate a specific security incident – are exempt from deletion until the matter is resolved.`,
            ],
          },
          {
            type: 'p',
            content: [
              'I have concluded a data processing agreement with the hosting provider (Art. 28 GDPR). It obliges the provider to process the data only on my instructions and in compliance with the GDPR.',
            ],
          },
        ],
      },
      {
        id: 'processing',
        heading: 'Processing in detail',
        blocks: [
          {
            type: 'p',
            content: [
              'I treat your personal data confidentially and protect them with technical and organisational measures appropriate to the risk (Art. 32 GDPR) – for example with encrypted transmission (see “TLS encryption (HTTPS)”) and with data processing agreements with the service providers who work on my behalf. The following sections describe each processing operation.',
            ],
          },
        ],
        subsections: [
          {
            heading: 'Enquiries by contact form, email or phone',
            blocks: [
              {
                type: 'p',
                content: [
                  'When you send me an enquiry, I process what you tell me – such as your name, contact details, topic and the content of the enquiry – to deal with your request and to answer follow-up questions. I do not pass it on to third parties; the only exceptions are the service providers who work on my behalf and, if your enquiry leads to an engagement, the tax adviser and the tax office (see “Recipients of your data”).',
                ],
              },
              {
                type: 'p',
                content: [
                  'For enquiries via the contact form, the legal basis is your consent (Art. 6(1)(a) GDPR), which you give with the checkbox before sending: you consent to what you enter in the form – name, email address, topic and message – being transmitted to me via the form service and to my processing it to deal with and answer your enquiry (see “Contact form and form service”). Without this consent the form cannot be sent; you can then reach me by email, phone or WhatsApp.',
                ],
              },
              {
                type: 'p',
                content: [
                  'You can withdraw your consent at any time without giving reasons (Art. 7(3) GDPR), informally, for example by email to ',
                  emailLink,
                  '. The withdrawal takes effect for the future; it does not affect the lawfulness of the processing before it. If your enquiry is still open at that point, I can no longer answer it on the basis of the form data. I then delete the form data – at the form service too – unless I still need them for a contract concluded with you in the meantime (Art. 6(1)(b) GDPR) or to meet a legal obligation, such as the duty to keep records under § 132 BAO, the Austrian Federal Fiscal Code (Art. 6(1)(c) GDPR).',
                ],
              },
              {
                type: 'p',
                content: [
                  'For enquiries by email, phone or WhatsApp, the legal basis is Art. 6(1)(b) GDPR if your enquiry aims at concluding a contract (pre-contractual steps) or relates to an existing engagement; in all other cases it is Art. 6(1)(f) GDPR – my legitimate interest lies in answering the enquiries addressed to me.',
                ],
              },
              {
                type: 'p',
                content: [
                  'Providing your data is required neither by law nor by contract; it is voluntary. Without your name and email address, however, I cannot answer your enquiry – which is why these are the only two required fields in the contact form.',
                ],
              },
              {
                type: 'p',
                content: ['How long I keep enquiries is set out under “Retention periods”.'],
              },
            ],
          },
          {
            heading: 'Contact form and form service',
            blocks: [
              {
                type: 'p',
                content: ['When you send the contact form, the following information is transmitted:'],
              },
              {
                type: 'list',
                items: [
                  ['name'],
                  ['email address'],
                  ['the topic chosen'],
                  ['your message'],
                  [
                    'campaign tags (utm_source, utm_medium, utm_campaign), which merely describe the origin of the enquiry as “website form” and contain no information about you personally',
                  ],
                ],
              },
              {
                type: 'p',
                content: [
                  `The information is transmitted in encrypted form to the external form service ${legal.formServiceName}. For technical reasons, the service also receives your IP address and details of your browser (such as browser type and version). It receives the enquiry on my behalf and forwards it by email to my mailbox with my email provider (see “Recipients of your data”). I have concluded a data processing agreement with the service (Art. 28 GDPR); it processes the data only on my instructions. I delete the enquiries stored there within the same periods as under “Retention periods”.`,
                ],
              },
              {
                type: 'facts',
                items: [
                  { term: 'Form service', value: [legal.formServiceName] },
                  ...transferItems(legal.formServiceTransferBasis),
                  {
                    term: 'Further information',
                    value: [{ text: 'Privacy policy of the form service', href: legal.formServicePrivacyUrl }],
                  },
                ],
              },
              {
                type: 'p',
                content: [
                  'If sending fails (for example because the form service is unavailable at the moment), the form offers you two links to send your enquiry by WhatsApp or by email instead; they contain what you entered (name, topic and message). This information goes to WhatsApp or your email program only when you tap one of the links, and it is sent only when you send the message there yourself (on WhatsApp, see “WhatsApp, LinkedIn and sharing articles”).',
                ],
              },
            ],
          },
          {
            heading: 'WhatsApp, LinkedIn and sharing articles',
            blocks: [
              {
                type: 'p',
                content: [
                  `This website has links through which you can reach me on WhatsApp. The provider of WhatsApp for users in Europe is ${whatsapp.provider}, a company of the Meta group. A connection to WhatsApp is made only when you click such a link; before that, no data are transmitted to WhatsApp. When you write to me on WhatsApp, WhatsApp processes your data (such as your phone number, profile information and messages) under its own responsibility; a transfer to third countries such as the USA cannot be ruled out. You will find the details in `,
                  { text: 'WhatsApp’s privacy policy', href: whatsapp.privacyUrl },
                  '. If you do not want this, please use the contact form, email or phone. I deal with your message itself like any other enquiry (see “Enquiries by contact form, email or phone”).',
                ],
              },
              {
                type: 'p',
                content: [
                  'Likewise, the link to my LinkedIn profile leads to LinkedIn only when you click it; merely visiting this website transmits no data to LinkedIn. The operator of the platform is responsible for the processing on LinkedIn; you will find more in ',
                  {
                    text: 'LinkedIn’s privacy policy',
                    href: 'https://www.linkedin.com/legal/privacy-policy',
                  },
                  '.',
                ],
              },
              {
                type: 'p',
                content: [
                  `You can share every article under “Insights”. “${shareCopy.linkedin}” is an ordinary link to LinkedIn’s sharing page: only when you click it does your browser open that page and pass it the address of the article; before that, nothing is transmitted to LinkedIn. “${shareCopy.email}” opens your own email program with the title and address of the article; only what you send from there yourself is sent. “${shareCopy.copy}” puts the address on your device’s clipboard and transmits nothing. The shared address contains campaign tags (utm_source, utm_medium, utm_campaign) that say only that the link was shared via LinkedIn or by email – no information about you or the person you share it with.`,
                ],
              },
            ],
          },
          {
            heading: 'WhatsApp and Slack when we work together',
            blocks: [
              {
                type: 'p',
                content: [
                  'During an engagement – for example in the “1:1 Sparring & Coaching” package – you can also reach me between sessions on WhatsApp or Slack. I use these channels only if you choose them; everything necessary can just as well be settled by email, by phone or in person.',
                ],
              },
              {
                type: 'p',
                content: [
                  'What is processed: your contact details with the service concerned (on WhatsApp your phone number and profile name, on Slack your name, email address and profile details), the content of the messages and files you send me or I send you, and metadata such as the time and delivery of the messages. I process these data to carry out the engagement; the legal basis is Art. 6(1)(b) GDPR. For messages from an engagement, the periods under “Retention periods” apply.',
                ],
              },
              {
                type: 'p',
                content: [
                  'WhatsApp also processes your data under its own responsibility (see “WhatsApp, LinkedIn and sharing articles”). On Slack, the provider’s customer is whoever runs the workspace in which the conversation takes place – me or your company; Slack processes the content on that customer’s behalf. Both providers may transfer data to third countries such as the USA:',
                ],
              },
              messagingFacts('WhatsApp', whatsapp),
              messagingFacts('Slack', slack),
            ],
          },
          recipientsSubsection(legal),
          {
            heading: 'Retention periods',
            blocks: [
              {
                type: 'p',
                content: [
                  'I store personal data only for as long as the purpose concerned requires or a legal obligation to keep them exists. In detail:',
                ],
              },
              {
                type: 'list',
                items: [
                  [
                    `Server log files: the hosting provider deletes them after ${legal.serverLogRetentionDays} days (see “Hosting”).`,
                  ],
                  [
                    `Enquiries that do not lead to an engagement: I delete them ${legal.enquiryRetentionMonths} months after the last contact.`,
                  ],
                  ...analyticsRetentionItems(analytics),
                  [
                    'Enquiries that lead to an engagement: documents relevant for taxation – such as quotes, contracts, invoices and the related correspondence – I keep for 7 years from the end of the calendar year to which they relate (§ 132 BAO); then I delete them.',
                  ],
                  [
                    `Messages, working documents and drafts of an engagement that need not be kept for taxation: I delete them ${legal.workRecordsRetentionYears} ${legal.workRecordsRetentionYears === 1 ? 'year' : 'years'} after the end of the engagement.`,
                  ],
                ],
              },
              {
                type: 'p',
                content: [
                  'Where data are needed to establish, exercise or defend legal claims, for example in pending proceedings, I delete them only once the proceedings have ended. If you ask me to delete your data, I delete them unless a legal obligation to keep them prevents it.',
                ],
              },
            ],
          },
          {
            heading: 'Legal bases',
            blocks: [
              {
                type: 'p',
                content: ['I process personal data on the following legal bases of the GDPR:'],
              },
              {
                type: 'list',
                items: [
                  [
                    'Art. 6(1)(a) GDPR – your consent, for example for enquiries via the contact form; you can withdraw it at any time with effect for the future;',
                  ],
                  [
                    'Art. 6(1)(b) GDPR – performing a contract with you or taking steps before entering into one, for example answering an enquiry about a consulting engagement;',
                  ],
                  [
                    'Art. 6(1)(c) GDPR – meeting legal obligations, for example the duty to keep records under § 132 BAO;',
                  ],
                  [
                    `Art. 6(1)(f) GDPR – legitimate interests, for example ${legitimateInterests(analytics)}, unless your interests or fundamental rights override them.`,
                  ],
                ],
              },
              {
                type: 'p',
                content: ['Which legal basis applies in each case is stated in the relevant section of this notice.'],
              },
            ],
          },
          {
            heading: 'No automated decision-making',
            blocks: [
              {
                type: 'p',
                content: [
                  'There is no automated decision-making, including profiling (Art. 22 GDPR): I decide on your enquiry personally.',
                ],
              },
            ],
          },
          {
            heading: 'TLS encryption (HTTPS)',
            blocks: [
              {
                type: 'p',
                content: [
                  'This website and the contact form transmit data in encrypted form (HTTPS with TLS). The encryption protects the data on their way between your browser and the server from being read or altered in transit; it does not act on your device or at the recipient’s end. If a connection is not encrypted, current browsers point this out in the address bar.',
                ],
              },
            ],
          },
          ...analyticsSubsections(analytics),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            type: 'p',
            content: [
              'Within the limits of the applicable law, you have the following rights against me regarding your personal data (Art. 7(3) and Art. 15–21 GDPR):',
            ],
          },
          {
            type: 'list',
            items: [
              ['the right of access to the data stored about you (Art. 15 GDPR)'],
              ['the right to rectification of inaccurate or incomplete data (Art. 16 GDPR)'],
              ['the right to erasure (Art. 17 GDPR)'],
              ['the right to restriction of processing (Art. 18 GDPR)'],
              [
                'the right to data portability: to receive the data you have provided to me in a structured, commonly used and machine-readable format (Art. 20 GDPR)',
              ],
              [
                'the right to object to processing based on Art. 6(1)(f) GDPR, on grounds relating to your particular situation (Art. 21 GDPR)',
              ],
              [
                'the right to withdraw consent you have given at any time, without affecting the lawfulness of the processing before the withdrawal (Art. 7(3) GDPR)',
              ],
            ],
          },
        ],
        subsections: [
          {
            heading: 'Right to object',
            blocks: [
              {
                type: 'p',
                content: [
                  'Where I process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you can object to this processing at any time on grounds relating to your particular situation (Art. 21 GDPR). I then no longer process your data unless I can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves to establish, exercise or defend legal claims.',
                ],
              },
            ],
          },
          {
            heading: 'Complaint to the supervisory authority',
            blocks: [
              {
                type: 'p',
                content: [
                  'If you believe that the processing of your data infringes data protection law or that your data protection rights have been violated in some other way, you can lodge a complaint with the supervisory authority. In Austria this is the Data Protection Authority:',
                ],
              },
              {
                type: 'facts',
                items: [
                  {
                    term: 'Authority',
                    value: ['Österreichische Datenschutzbehörde (Austrian Data Protection Authority)'],
                  },
                  { term: 'Address', value: ['Barichgasse 40–42, 1030 Wien (Vienna), Austria'] },
                  { term: 'Website', value: [{ text: 'www.dsb.gv.at', href: 'https://www.dsb.gv.at' }] },
                ],
              },
              {
                type: 'p',
                content: [
                  'You are also welcome to contact me first, so that I can resolve your concern as quickly as possible.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            type: 'p',
            content: [
              'If you would like to exercise any of your rights or have questions about data protection, please contact me informally:',
            ],
          },
          controllerFacts,
          {
            type: 'p',
            content: [
              'I respond to your request without undue delay and within one month at the latest. If there are reasonable doubts about your identity, I may ask for additional information to make sure your data are not disclosed to anyone unauthorised.',
            ],
          },
        ],
      },
      {
        id: 'language',
        heading: 'Language versions',
        blocks: [
          {
            type: 'p',
            content: [
              'This privacy notice is a translation of the ',
              { text: 'German original (Datenschutzerklärung)', href: germanPrivacyNotice },
              ', generated from the same settings and with the same content. Should the two ever differ, the German original applies.',
            ],
          },
        ],
      },
    ],
    updated: monthAndYear(legalUpdated),
  });
}

export const datenschutz: LegalPage = privacyPolicy(site.analytics);
