/** Types of `deferPageScript.mjs`, for the head script that reads its attribute. */
export function deferPageScript(html: string): string;
