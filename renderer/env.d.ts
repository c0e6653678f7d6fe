/// <reference types="vite/client" />
/** The analytics tool of the build, or null for none (inlined by vite.config.ts, integrations/analyticsDefines.ts). */
declare const __ANALYTICS_PROVIDER__: import('#model/analytics.ts').AnalyticsProvider | null;
/** Its endpoint and site ID ('' without analytics). */
declare const __ANALYTICS_ENDPOINT__: string;
declare const __ANALYTICS_SITE_ID__: string;

/** A responsive image from vite-imagetools (`?…&as=picture`). */
declare module '*&as=picture' {
  const picture: {
    sources: Record<'avif' | 'webp' | 'jpeg', string>;
    img: { src: string; w: number; h: number };
  };
  export default picture;
}
