/** Types of `browserPaths.mjs`. */
export function browserPaths(env?: Record<string, string | undefined>): {
  chromium: string;
  testChromium: string;
  firefox: string;
};
