/** Types of `pageScriptAttr.mjs`. */
export const pageScriptAttr: string;
