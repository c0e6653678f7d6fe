/** Copy that only appears on paper (components/theme/printStyles.ts). */
export const printCopy = {
  /** Before the page's address at the top of a printout. */
  online: 'Online:',
};
