import { useEffect, useState } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorApi, messageOf } from '../api.ts';
import type { Collection, EditorConfig, Loaded } from '../config.ts';
import { collectionHref } from '../route.ts';
import { Heading, Main, Note } from '../ui/elements.tsx';
import { ArticleForm, type Translation } from './ArticleForm.tsx';
import { articlePath } from './articleFile.ts';
import { type ArticleValues, articleFormValues } from './articleResolver.ts';

/** One article: loaded from its file (or a new one), then its form. */

const words = screenText.articles;

export function ArticlePage(props: {
  collection: Collection;
  slug?: string | undefined;
  preview: EditorConfig['preview'];
  articleAddress: string;
  pictureFolder: string;
  field?: string | undefined;
  /** An English article's screen (app/english/): its own way back, and `after` the form. */
  translation?: Translation;
}) {
  const { collection, slug, preview, articleAddress, pictureFolder, field, translation } = props;
  const [loaded, setLoaded] = useState<Loaded<{ values: ArticleValues; version: string }>>(
    slug ? { state: 'loading' } : { state: 'ready', value: { values: articleFormValues(''), version: '' } },
  );
  useEffect(() => {
    if (!slug) return;
    editorApi('readEntry', { path: articlePath(collection, slug) }).then(
      (entry) =>
        setLoaded(
          entry.data === null
            ? { state: 'failed', message: screenText.notFound }
            : { state: 'ready', value: { values: articleFormValues(entry.data), version: entry.version } },
        ),
      (error: unknown) => setLoaded({ state: 'failed', message: messageOf(error) }),
    );
  }, [collection, slug]);
  return (
    <Main>
      {!translation && (
        <Note>
          <a href={collectionHref(collection.name)}>{words.back}</a>
        </Note>
      )}
      {loaded.state === 'ready' ? (
        <ArticleForm
          collection={collection}
          slug={slug}
          values={loaded.value.values}
          version={loaded.value.version}
          preview={preview}
          articleAddress={articleAddress}
          pictureFolder={pictureFolder}
          field={field}
          translation={translation}
        />
      ) : (
        <>
          <Heading>{slug ?? words.untitled}</Heading>
          <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
            {loaded.state === 'failed' ? `${screenText.loadFailed} ${loaded.message}` : screenText.loading}
          </Note>
        </>
      )}
    </Main>
  );
}
