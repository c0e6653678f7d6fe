import { notFoundAttrs } from './dataAttributes.ts';

/** On the 404 page, the requested path goes to the console (as info: it is no error report). */
export function logNotFound(): void {
  if (document.querySelector(`[${notFoundAttrs.page}]`)) console.info('404: no page at', location.pathname);
}
