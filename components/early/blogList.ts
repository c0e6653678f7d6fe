// The early behaviour of the blog list's page (/blog): added to that page's head script only
// (renderer/headScript.ts). The list is there once the document has been parsed; a tap before
// that is remembered (earlyClicks.ts) and replayed by the page script, when the list answers it.
import { enhanceBlogList } from '../blog/blogList.client.ts';

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhanceBlogList, { once: true });
else enhanceBlogList();
