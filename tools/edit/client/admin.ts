// The editor page's own script (served by the dev server under npm run edit, never built): it
// fetches the configuration made from the build's schemas and starts Decap CMS with it, with the
// article preview in the site's typography, the project's slug rule for new articles' file names
// and images that always carry a description; Decap's calls to the editor's API carry this start's
// secret (api.ts), and its German says "Speichern" where it only saves (locale.ts).
import { editorText } from '#model/copy/editorText';
import { slugify } from '#model/slug';
import type { DecapConfig } from '../decapConfig';
import { sendTokenWithDecap } from './api';
import { registerSymbolWidget, withChoiceWidgets } from './choiceWidgets';
import { decapLayout } from './decapLayout';
import { fixedValueWidget } from './fixedValue';
import { germanListWords } from './listWords';
import { germanMessages, localeOverrides, withOverrides } from './locale';
import { publishLinks } from './publishLinks';
import { refusalsAtFields } from './refusals';
import { templateValues } from './templateValues';
import { germanUploads } from './uploads';

/** The parts of Decap CMS's global API (https://decapcms.org/docs/customization/) used here. */
interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  set(key: string, value: unknown): ImmutableMap;
}
type Element = unknown;
interface PreviewProps {
  entry: ImmutableMap;
  widgetFor(name: string): Element;
}
interface DecapCms {
  init(options: { config: unknown }): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => Element): void;
  registerEventListener(
    listener:
      | { name: 'preSave'; handler(event: { entry: ImmutableMap }): ImmutableMap }
      | { name: 'postSave'; handler(): void },
  ): void;
  registerEditorComponent(component: Record<string, unknown>): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getLocale(locale: string): Parameters<typeof withOverrides>[0];
  registerLocale(locale: string, phrases: Parameters<typeof withOverrides>[0]): void;
}
declare global {
  interface Window {
    CMS: DecapCms;
    h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): Element;
  }
}

interface ConfigResponse {
  config: DecapConfig;
  preview: { css: string; proseClass: string };
  /** The site's icons as SVG, by name (iconPictures.tsx). */
  icons: Record<string, string>;
}

const { CMS, h } = window;
sendTokenWithDecap();
CMS.registerLocale('de', withOverrides(CMS.getLocale('de'), localeOverrides));
germanMessages();
refusalsAtFields(CMS);
germanUploads();
const response = await fetch('/admin/config.json');
const { config, preview, icons }: ConfigResponse = await response.json();
registerSymbolWidget(CMS, icons);
germanListWords(config);

/** Patterns arrive as text; with the `u` flag they mean what the schema's patterns mean. */
function withPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPatterns);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === 'pattern' && Array.isArray(child)
        ? [key, [new RegExp(String(child[0]), 'u'), child[1]]]
        : [key, withPatterns(child)],
    ),
  );
}

// A new article's file name (and address) from its title, by the project's rule: ä → ae, ß → ss.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data') as ImmutableMap;
    if (entry.get('collection') !== 'artikel') return data;
    return data.set('dateiname', slugify(String(data.get('title') ?? '')));
  },
});

// The article preview in the site's fonts and article typography.
CMS.registerPreviewStyle(preview.css, { raw: true });
CMS.registerPreviewStyle('body { margin: 0; padding: 2rem 1.25rem; } article { max-width: 68ch; margin: 0 auto; }', {
  raw: true,
});
CMS.registerPreviewTemplate('artikel', ({ entry, widgetFor }) =>
  h(
    'article',
    null,
    h(
      'p',
      { style: { textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8rem', fontWeight: 600 } },
      String(entry.getIn(['data', 'category']) ?? ''),
    ),
    h('h1', null, String(entry.getIn(['data', 'title']) ?? '')),
    h('p', { style: { fontSize: '1.15rem', margin: '1rem 0 2.5rem' } }, String(entry.getIn(['data', 'excerpt']) ?? '')),
    h('div', { className: preview.proseClass }, widgetFor('body')),
  ),
);

// Images in an article: the file and, always, a description of what it shows.
const imageSyntax = /^!\[([^\]]*)\]\(([^)\s]*)(?:\s+"([^"]*)")?\)$/;
const escapeAlt = (text: string) => text.replaceAll('[', '(').replaceAll(']', ')');
CMS.registerEditorComponent({
  id: 'image',
  label: editorText.image.label,
  fields: [
    { name: 'image', label: editorText.image.file, widget: 'image', required: true },
    { name: 'alt', label: editorText.image.alt, hint: editorText.image.altHint, widget: 'string', required: true },
    { name: 'title', label: editorText.image.title, widget: 'string', required: false },
  ],
  pattern: imageSyntax,
  fromBlock: (match: RegExpMatchArray) => ({ image: match[2], alt: match[1], title: match[3] }),
  toBlock: ({ image, alt, title }: Record<string, string | undefined>) =>
    `![${escapeAlt(alt ?? '')}](${image ?? ''}${title ? ` "${title}"` : ''})`,
  toPreview: ({ image, alt }: Record<string, string | undefined>) => h('img', { src: image, alt }),
});

// The editor works on this computer's files: there is nobody to log in. Decap restores a stored
// user without asking, so the owner lands on the collections instead of a "Login" button.
const userKey = 'decap-cms-user';
if (!localStorage.getItem(userKey))
  localStorage.setItem(userKey, JSON.stringify({ backendName: 'proxy', login: 'lokal', name: '' }));
// For the same reason the header has no account menu (its one item, "log out", led to a login
// page), and no "127.0.0.1:3000" beside it: the editor's own address says nothing to the owner.
const header = document.createElement('style');
header.textContent = '[class*="AvatarDropdownButton"], [class*="AppHeaderSiteLink"] { display: none !important; }';
document.head.append(header);

// Each entry says whether its last change is online (publishLinks.ts).
publishLinks(CMS);
// Template values: a note and „Beispielwert passt – übernehmen“ at each (templateValues.ts).
templateValues(CMS);
// Values the specification fixes, shown as text (fixedValue.ts).
fixedValueWidget(CMS);
// Open entries keep their summary, removing asks first, narrow windows fit (decapLayout.ts).
decapLayout();
CMS.init({ config: withPatterns(withChoiceWidgets(config, icons)) });
