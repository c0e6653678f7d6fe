/** Types of `startPreview.mjs` for the Playwright configuration. */
export const chromiumPath: string;
export const testChromiumPath: string;
export function chromiumFlags(options: { http1: boolean }): string[];
export function startPreview(options: {
  port: number;
  http1: boolean;
  root?: string;
}): Promise<{ origin: string; stop: () => void }>;
