// The early behaviours of the pages with accordions or native dialogs (the home page's about
// section): added to the head script of those pages only (renderer/headScript.ts), after index.ts.
import { enhanceAccordions } from '../home/aboutCards.client.ts';
import { enhanceDialogs } from '../ui/dialogs.client.ts';

enhanceAccordions();
enhanceDialogs();
