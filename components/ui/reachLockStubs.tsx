// Stands in, at build time, for the two packages @reach/dialog renders around every dialog:
// `react-focus-lock` (default export) and `react-remove-scroll` (`RemoveScroll`). Reach always
// renders both, even when `dangerouslyBypassFocusLock`/`dangerouslyBypassScrollLock` switch them
// off, so they would ship in the contact island for nothing: our `Dialog` switches both off and
// uses the platform instead (`useModalFocus`: `inert` and a Tab cycle; `html[data-dialog-open]`
// in the global styles). vite.config.ts maps both package names here.
import type { ReactNode } from 'react';

interface Props {
  children?: ReactNode;
}

/**
 * Renders its children in a plain `<div>`, as both real components do (their other props are
 * ignored). Reach relies on that structure: it finds the dialog's root below `<body>` three
 * elements above the overlay, and hides every other child of `<body>` from screen readers.
 */
function PassThrough({ children }: Props) {
  return <div>{children}</div>;
}

export default PassThrough;
export const RemoveScroll = PassThrough;
