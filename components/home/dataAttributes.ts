// The attributes by which the home page's scripts find their markup: each component and its
// `*.client.ts` take the names from here, so a rename reaches both sides.

/** AboutCards.tsx and aboutCards.client.ts: a group of disclosure buttons, one open at a time. */
export const accordionAttrs = { group: 'data-accordion' } as const;

/**
 * QuoteBanner.tsx and reveal.client.ts: an element revealed when scrolled into view; the script
 * sets `revealed` to "false" and then "true", the styles animate between the two.
 */
export const revealAttrs = { reveal: 'data-reveal', revealed: 'data-revealed' } as const;
