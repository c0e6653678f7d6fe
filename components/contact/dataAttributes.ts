/**
 * ContactButton.tsx and contact.client.ts: a button that opens the contact dialog, with the topic
 * to preselect ("" for none). A rename here reaches both sides.
 */
export const contactAttrs = { topic: 'data-contact' } as const;
