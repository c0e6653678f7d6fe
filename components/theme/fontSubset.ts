// What the two web fonts are cut down to at build time (scripts/fontSubsetPlugin.ts): the
// characters German copy uses, the weights the design uses and the basic OpenType features.
// A character outside the set is drawn by the metric-matched local fallback font instead.

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/** Printable ASCII, German letters, common accented letters of loanwords and names, typography. */
export const fontCharacters = `${printableAscii}\u00a0§©®°·«»ÄÖÜäöüßÉéèêàâáçñóôúûíïë–—‘’‚“”„…•→€™`;

/** OpenType features kept: kerning, standard ligatures, composition, localised forms, mark positioning. */
export const fontFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];
/** Also kept in the heading face: lining tabular figures (the numbered offering lists). */
export const figureFeatures = ['lnum', 'tnum'];
