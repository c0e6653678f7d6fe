import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { markdownProcessor } from '#integrations/articles/markdownProcessor.ts';
import { devServerText } from '#model/copy/devServerText.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { EditorConfig } from '../config.ts';
import { publicPictures } from '../paths.ts';
import { listPictures } from '../pictures/usePictures.ts';
import { colors } from '../ui/tokens.ts';

/**
 * The article as the website shows it: its text through the site's own Markdown chain
 * (integrations/articles/markdownProcessor.ts, raw HTML dropped) in the site's fonts and article
 * typography (previewStyles.tsx), in a frame of its own so the site's styles stay inside it. No
 * script runs in the frame (sandbox without allow-scripts); pictures come from /images/blog/.
 * A picture in the picture folder that is not there (deleted under „Bilder der Artikel“) shows as
 * the note the site's preview shows in its place (integrations/articles/images.ts), not as a broken image.
 */

const Frame = styled.iframe({
  width: '100%',
  height: '70vh',
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  background: '#fff',
});

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The file name of a picture in the picture folder, from an <img>'s address; else undefined. */
const pictureName = (source: string | null) => {
  if (!source?.startsWith(`${publicPictures}/`)) return undefined;
  const name = source.slice(publicPictures.length + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** The article's HTML as a document fragment, to find its pictures and put notes in their place. */
const fragmentOf = (html: string) => new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');

type PictureState = 'present' | 'missing' | 'pending';

/**
 * Per picture the text shows: in the picture folder („present“), not there („missing“), or not yet
 * known (`pending`: the folder's list for this text is on its way; the picture is left out until
 * then, so a deleted one is never asked for and no broken image shows).
 */
function usePictureStates(folder: string, names: string[]) {
  const key = names.join('\n');
  const [known, setKnown] = useState<{ key: string; names: Set<string> }>();
  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    listPictures(folder).then(
      (pictures) => isCurrent && setKnown({ key, names: new Set(pictures.map((picture) => picture.name)) }),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [folder, key]);
  return useMemo(
    () =>
      new Map<string, PictureState>(
        names.map((name) => [name, known?.names.has(name) ? 'present' : known?.key === key ? 'missing' : 'pending']),
      ),
    [known, key, names],
  );
}

export function ArticlePreview(props: {
  preview: EditorConfig['preview'];
  folder: string;
  title: string;
  category: string;
  excerpt: string;
  body: string;
}) {
  const { preview, folder, title, category, excerpt, body } = props;
  const rendered = useMemo(() => String(markdownProcessor.processSync(body)), [body]);
  const names = useMemo(
    () => [
      ...new Set(
        [...fragmentOf(rendered).querySelectorAll('img')].flatMap(
          (image) => pictureName(image.getAttribute('src')) ?? [],
        ),
      ),
    ],
    [rendered],
  );
  const states = usePictureStates(folder, names);
  const document = useMemo(() => {
    let html = rendered;
    if ([...states.values()].some((state) => state !== 'present')) {
      const fragment = fragmentOf(rendered);
      for (const image of fragment.querySelectorAll('img')) {
        const name = pictureName(image.getAttribute('src'));
        const state = name ? states.get(name) : undefined;
        if (!name || state === 'present') continue;
        if (state === 'pending') image.remove();
        else
          image.replaceWith(
            Object.assign(fragment.createElement('mark'), {
              textContent: devServerText.missingImage.replace('{name}', name),
            }),
          );
      }
      html = fragment.body.firstElementChild?.innerHTML ?? rendered;
    }
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><base href="${location.origin}/"><style>${preview.css}
body { margin: 0; padding: 1.5rem 1.25rem; } article { max-width: 68ch; margin: 0 auto; }
.kategorie { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.8rem; font-weight: 600; }
.kurztext { font-size: 1.15rem; margin: 1rem 0 2.5rem; }</style></head><body><article>
<p class="kategorie">${escapeHtml(category)}</p><h1>${escapeHtml(title)}</h1><p class="kurztext">${escapeHtml(excerpt)}</p>
<div class="${escapeHtml(preview.proseClass)}"><div>${html}</div></div></article></body></html>`;
  }, [preview, title, category, excerpt, rendered, states]);
  return <Frame title={screenText.articles.preview} sandbox="allow-same-origin" srcDoc={document} />;
}
