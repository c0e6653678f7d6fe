/** A `writeText` the page script finds on `navigator.clipboard`, or no clipboard at all. */
export function stubClipboard(writeText?: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}
