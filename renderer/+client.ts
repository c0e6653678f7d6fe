// https://vike.dev/client — the page script: the only JavaScript a page loads at first.
// Pages are HTML only (no +onRenderClient, the page component never ships). This script makes the
// prerendered controls work: vanilla behaviours in `components/**/*.client.ts`, and the React
// islands in `components/islands/`, mounted on demand. Every behaviour listens on the document or
// looks for its own markup, so one script serves every page. The menu, the colour switch, the
// about cards, the native dialogs, the blog list and the contact dialog's first showing are early
// behaviours, in the inline head script (components/early/): this script does not start them.
import { trackPageView } from '#components/analytics/track.ts';
import { enhanceHeadingLinks } from '#components/blog/headingLinks.client.ts';
import { enhanceShareButtons } from '#components/blog/share.client.ts';
import { enhanceTableOfContents } from '#components/blog/tableOfContents.client.ts';
import {
  enhanceContactButtons,
  layOutDialogWhenIdle,
  prefetchContactOnIntent,
} from '#components/contact/contact.client.ts';
import { enhanceReveals } from '#components/home/reveal.client.ts';
import { enhanceFooterYear } from '#components/layout/footerYear.client.ts';
import { enhanceHeader } from '#components/layout/header.client.ts';
import { enhanceSectionLinks } from '#components/layout/sectionLinks.client.ts';
import { logNotFound } from '#components/notFound/notFound.client.ts';
import { loadWebFontsAfterFirstPaint } from '#components/theme/webFonts.client.ts';
import { enhanceToasts } from '#components/ui/toasts.client.ts';

function start(): void {
  enhanceHeader();
  enhanceSectionLinks();
  enhanceReveals();
  enhanceHeadingLinks();
  enhanceTableOfContents();
  enhanceShareButtons();
  enhanceToasts();
  enhanceContactButtons();
  enhanceFooterYear();
  logNotFound();
  trackPageView();
  // The handlers are in place: the early script stops remembering clicks
  // (components/early/earlyClicks.ts), and tests may start.
  document.documentElement.dataset.pageScript = 'ready';
  // A button tapped before this script ran, and not answered in full by an early behaviour, gets
  // its click now.
  const early = window.earlyClick;
  window.earlyClick = undefined;
  if (early?.isConnected) early.click();
}

// At once, even while the document is still being parsed: a touch on a contact button starts
// fetching the dialog's code; the web fonts are fetched once the page has been painted, and the
// hidden contact dialog is laid out after them, when the page is idle.
prefetchContactOnIntent();
loadWebFontsAfterFirstPaint();
layOutDialogWhenIdle();

// The head script loads this script once the first paint is reported (and the portrait has
// arrived), or at the first pointer or key press, which can come before the document has been
// parsed (and in development, Vike loads it with the document). The handlers go in place as soon
// as it has been (not after the next frame: a tap on the first painted frame would wait for them).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
