// What the two web fonts are cut down to at build time (integrations/fontSubsetPlugin.ts): the
// characters the site's copy uses, the weights the design uses and the basic OpenType features.
// Every glyph adds to both files, which every visitor fetches (after the first paint, before the
// swap that settles the page's text), so signs that German prose does not use stay out. A
// character outside the set is drawn by the metric-matched local fallback font instead; a browser
// test (budget.spec.ts) names any character of a page that the set lacks.

/**
 * ASCII letters, digits and the punctuation of prose, and the asterisk that marks the contact form's
 * required fields (prerendered in every page); not the programmer's signs # $ < = > \ ^ ` { } ~.
 */
const asciiProse = ' !"%&\'()*+,-./0123456789:;?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz|';

/** Prose ASCII, German letters, common accented letters of loanwords and names, typography. */
export const fontCharacters = `${asciiProse}\u00a0§©·ÄÖÜäöüßÉéèêàâáçñóôúûíïë–—‘’‚“”„…→€`;

/** OpenType features kept: kerning, standard ligatures, composition, localised forms, mark positioning. */
export const fontFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];
/** Also kept in the heading face: lining tabular figures (the numbered offering lists). */
export const figureFeatures = ['lnum', 'tnum'];
