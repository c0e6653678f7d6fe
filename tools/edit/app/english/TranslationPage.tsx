import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { englishText } from '#tools/edit/text/english.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorApi, messageOf } from '../api.ts';
import { ArticlePage } from '../articles/ArticlePage.tsx';
import { slugOfPath } from '../articles/articleFile.ts';
import type { EditorConfig } from '../config.ts';
import { DataEntryPage } from '../forms/DataEntryPage.tsx';
import { pageHref } from '../route.ts';
import { Main, Note } from '../ui/elements.tsx';
import { GermanPanel, wide } from './GermanPanel.tsx';
import { type GermanPart, germanParts } from './germanValues.ts';

/**
 * Translating one page text or article: the German text read-only beside the English form, which
 * is the German screen's own (fields, checks, preview, keeping, history) on the English file.
 */

const englishPrefix = 'content/en/';

const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: '0 0.75rem',
  [wide]: { gridTemplateColumns: 'minmax(0, 22rem) minmax(0, 1fr)', gap: '1rem', alignItems: 'start' },
});
const Back = styled(Note)({ padding: '0.75rem 0.75rem 0' });

export function TranslationPage({ file, config }: { file: string; config: EditorConfig }) {
  const [parts, setParts] = useState<GermanPart[]>();
  const [failed, setFailed] = useState<string>();
  const german = file.startsWith(englishPrefix) ? `content/${file.slice(englishPrefix.length)}` : '';
  const articles = config.config.collections.find((collection) => collection.name === 'artikel');
  const pages = config.config.collections.find((collection) => collection.name === 'seiten');
  const page = pages?.files?.find((entry) => entry.file === german);
  const isArticle = file.startsWith('content/en/articles/');
  // The German parts by the fields' German labels (`title` → „Titel“).
  const labels = useMemo(
    () =>
      Object.fromEntries([
        ...((isArticle ? articles?.fields : page?.fields) ?? []).map((field) => [field.name, field.label]),
        ['body', screenText.articles.body],
      ]),
    [isArticle, articles, page],
  );
  useEffect(() => {
    editorApi('translationEntry', { path: file }).then(
      (entry) => setParts(germanParts(entry.german, entry.germanText, labels)),
      (error: unknown) => setFailed(messageOf(error)),
    );
  }, [file, labels]);
  const form =
    isArticle && articles ? (
      <ArticlePage
        collection={{ ...articles, folder: 'content/en/articles' }}
        slug={slugOfPath(file)}
        preview={config.preview}
        articleAddress={config.englishArticleAddress}
        pictureFolder={config.config.pictureFolder}
      />
    ) : page && pages ? (
      <DataEntryPage collection={pages} file={{ ...page, file }} />
    ) : undefined;
  if (!form || failed)
    return (
      <Main>
        <Note role="alert">{failed ? `${screenText.loadFailed} ${failed}` : screenText.notFound}</Note>
      </Main>
    );
  return (
    <>
      <Back>
        <a href={pageHref('englisch')}>{englishText.back}</a>
      </Back>
      <Layout>
        <GermanPanel parts={parts} />
        <div>{form}</div>
      </Layout>
    </>
  );
}
