/** Types of `deferPageScript.mjs`, for its tests and the tests' helpers. */
export function deferPageScript(html: string): string;
export function pageScriptOf(html: string): string | undefined;
export function classicScript(file: string): Promise<string>;
