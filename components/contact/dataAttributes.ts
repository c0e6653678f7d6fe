/**
 * ContactButton.tsx and contact.client.ts: a button that opens the contact dialog, with the topic
 * to preselect ("" for none). A rename here reaches both sides.
 */
export const contactAttrs = { topic: 'data-contact' } as const;

/**
 * The contact island's root at the end of `<body>`: prerendered with the dialog (hidden) by
 * renderer/+onRenderHtml.tsx, shown at once by the page script (earlyDialog.client.ts), taken
 * over by the island (components/islands/mountContactIsland.tsx).
 */
export const contactIslandId = 'contact-island';

/**
 * On the island's root while it is hidden: its dialog laid out ahead of the first tap, invisible
 * (components/theme/GlobalStyles.tsx; set by earlyDialog.client.ts).
 */
export const laidOutAttr = 'data-laid-out';

/**
 * On the island's root while the early behaviour (prerenderedDialog.ts) shows the prerendered
 * dialog and the page script has not taken it over yet (earlyDialog.client.ts).
 */
export const shownEarlyAttr = 'data-shown-early';

/** The contact island's Emotion key, in the prerendered HTML and in the browser alike. */
export const contactIslandKey = 'contact';
