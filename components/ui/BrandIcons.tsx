/**
 * Brand marks drawn as inline SVG (decorative: the link or button carries the name). Their paths as
 * svgo writes them at two decimals (the same shape, a fifth shorter: they are in every page's HTML).
 */

export function WhatsAppIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12.04 2a9.93 9.93 0 0 0-8.59 14.86L2.05 22l5.25-1.38a10 10 0 0 0 4.74 1.21h.01a9.93 9.93 0 0 0 7.01-16.92A9.8 9.8 0 0 0 12.04 2m0 18.15A8 8 0 0 1 7.84 19l-.3-.18-3.12.82.83-3.04-.2-.31a8 8 0 0 1-1.26-4.38A8.25 8.25 0 0 1 17.87 6.1a8.2 8.2 0 0 1 2.41 5.83c0 4.54-3.7 8.22-8.24 8.22m4.52-6.16c-.25-.12-1.47-.72-1.7-.81-.23-.08-.39-.12-.56.13-.16.24-.64.8-.79.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23a8 8 0 0 1-1.38-1.72c-.14-.25-.02-.38.11-.5.11-.11.25-.29.37-.43s.16-.25.25-.42.04-.31-.02-.43l-.76-1.84c-.2-.48-.41-.42-.56-.43h-.48a1 1 0 0 0-.66.31c-.23.25-.87.85-.87 2.07s.89 2.4 1.01 2.56 1.75 2.67 4.23 3.74q.88.37 1.41.52c.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.14-1.18s-.22-.16-.47-.28Z" />
    </svg>
  );
}

export function LinkedInIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05a3.8 3.8 0 0 1 3.37-1.85c3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13m1.78 13.02H3.56V9h3.56zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0" />
    </svg>
  );
}
