import styled from '@emotion/styled';
import { useMemo } from 'react';
import { markdownProcessor } from '#build/articles/markdownProcessor';
import { ownEditorText } from '#model/copy/ownEditorText';
import type { EditorConfig } from '../config';
import { colors } from '../ui/tokens';

/**
 * The article as the website shows it: its text through the site's own Markdown chain
 * (build/articles/markdownProcessor.ts, raw HTML dropped) in the site's fonts and article
 * typography (previewStyles.tsx), in a frame of its own so the site's styles stay inside it. No
 * script runs in the frame (sandbox without allow-scripts); pictures come from /images/blog/.
 */

const Frame = styled.iframe({
  width: '100%',
  height: '70vh',
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  background: '#fff',
});

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function ArticlePreview(props: {
  preview: EditorConfig['preview'];
  title: string;
  category: string;
  excerpt: string;
  body: string;
}) {
  const { preview, title, category, excerpt, body } = props;
  const document = useMemo(() => {
    const html = String(markdownProcessor.processSync(body));
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><base href="${location.origin}/"><style>${preview.css}
body { margin: 0; padding: 1.5rem 1.25rem; } article { max-width: 68ch; margin: 0 auto; }
.kategorie { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.8rem; font-weight: 600; }
.kurztext { font-size: 1.15rem; margin: 1rem 0 2.5rem; }</style></head><body><article>
<p class="kategorie">${escapeHtml(category)}</p><h1>${escapeHtml(title)}</h1><p class="kurztext">${escapeHtml(excerpt)}</p>
<div class="${escapeHtml(preview.proseClass)}"><div>${html}</div></div></article></body></html>`;
  }, [preview, title, category, excerpt, body]);
  return <Frame title={ownEditorText.articles.preview} sandbox="allow-same-origin" srcDoc={document} />;
}
