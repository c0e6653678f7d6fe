/** Labels shared by the legal pages. */
export const legalLabels = { updated: 'Stand:' };
