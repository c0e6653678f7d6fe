import { useEffect, useState } from 'react';
import { ownEditorText } from '#model/copy/ownEditorText.ts';
import { editorApi, messageOf } from '../api.ts';
import type { Collection, EditorConfig, Loaded } from '../config.ts';
import { collectionHref } from '../route.ts';
import { Heading, Main, Note } from '../ui/elements.tsx';
import { ArticleForm } from './ArticleForm.tsx';
import { type ArticleFile, articlePath, germanDate, splitArticle, today } from './articleFile.ts';

/** One article: loaded from its file (or a new one), then its form. */

const words = ownEditorText.articles;

/** The form's values: the frontmatter's texts, the dates as 15.01.2025, and the body as written. */
function formValues({ data, body }: ArticleFile): Record<string, string> {
  const values: Record<string, string> = { body };
  for (const [key, value] of Object.entries(data))
    values[key] = typeof value === 'string' ? value : String(value ?? '');
  for (const key of ['datePublished', 'dateModified']) values[key] = germanDate(values[key] ?? '') || today();
  return values;
}

export function ArticlePage(props: {
  collection: Collection;
  slug?: string | undefined;
  preview: EditorConfig['preview'];
  articleAddress: string;
  imageFolder: string;
  field?: string | undefined;
}) {
  const { collection, slug, preview, articleAddress, imageFolder, field } = props;
  const [loaded, setLoaded] = useState<Loaded<Record<string, string>>>(
    slug ? { state: 'loading' } : { state: 'ready', value: formValues({ data: {}, body: '' }) },
  );
  useEffect(() => {
    if (!slug) return;
    editorApi<{ data: string | null }>('getEntry', { path: articlePath(collection, slug) }).then(
      (entry) =>
        setLoaded(
          entry.data === null
            ? { state: 'failed', message: ownEditorText.notFound }
            : { state: 'ready', value: formValues(splitArticle(entry.data)) },
        ),
      (error: unknown) => setLoaded({ state: 'failed', message: messageOf(error) }),
    );
  }, [collection, slug]);
  return (
    <Main>
      <Note>
        <a href={collectionHref(collection.name)}>{words.back}</a>
      </Note>
      {loaded.state === 'ready' ? (
        <ArticleForm
          collection={collection}
          slug={slug}
          values={loaded.value}
          preview={preview}
          articleAddress={articleAddress}
          imageFolder={imageFolder}
          field={field}
        />
      ) : (
        <>
          <Heading>{slug ?? words.untitled}</Heading>
          <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
            {loaded.state === 'failed' ? `${ownEditorText.loadFailed} ${loaded.message}` : ownEditorText.loading}
          </Note>
        </>
      )}
    </Main>
  );
}
