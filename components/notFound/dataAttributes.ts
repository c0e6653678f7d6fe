/**
 * The 404 page (pages/_error/+Page.tsx) and notFound.client.ts, which logs the requested path
 * when it finds this attribute. A rename here reaches both sides.
 */
export const notFoundAttrs = { page: 'data-not-found' } as const;
