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
import { EnglishAddress } from './EnglishAddress.tsx';
import { GermanPanel, wide } from './GermanPanel.tsx';
import { type GermanPart, germanParts } from './germanValues.ts';

/**
 * Translating one page text, article or the settings' words: the German text read-only beside the
 * English form, which is the German screen's own (fields, checks, preview, keeping, history) on
 * the English file; the page texts' and the settings words' fields are the English ones
 * (server/fields/allFields.ts: the about cards' titles in English, only the settings with words).
 */

const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: '0 0.75rem',
  [wide]: { gridTemplateColumns: 'minmax(0, 22rem) minmax(0, 1fr)', gap: '1rem', alignItems: 'start' },
});
const Back = styled(Note)({ padding: '0.75rem 0.75rem 0' });

export function TranslationPage({
  file,
  config,
  field,
}: {
  file: string;
  config: EditorConfig;
  /** The field to open scrolled into view and focused (a launch item's `?feld=`). */
  field?: string | undefined;
}) {
  const [parts, setParts] = useState<GermanPart[]>();
  const [failed, setFailed] = useState<string>();
  const collection = (name: string) => config.config.collections.find((candidate) => candidate.name === name);
  const articles = collection('artikel');
  const pages = collection('seiten');
  const settings = collection('einstellungen');
  const { english } = config.config;
  const isSettings = file === english.settings.file;
  const page = english.pages.find((entry) => entry.file === file);
  const isArticle = file.startsWith('content/en/articles/');
  // The German parts by the fields' German labels (`title` → „Titel“).
  const fields = useMemo(
    () =>
      isArticle
        ? [
            ...(articles?.fields ?? []),
            { kind: 'markdown' as const, name: 'body', label: screenText.articles.body, required: true },
          ]
        : ((isSettings ? english.settings : page)?.fields ?? []),
    [isArticle, isSettings, articles, english, page],
  );
  useEffect(() => {
    editorApi('translationEntry', { path: file }).then(
      (entry) => setParts(germanParts(entry.german, entry.germanText, fields)),
      (error: unknown) => setFailed(messageOf(error)),
    );
  }, [file, fields]);
  // Where the page text or the settings' words show in the English preview (one port up).
  const address = config.englishTextAddresses[file];
  const onSite = address && (
    <a href={address} target="_blank" rel="noreferrer">
      {englishText.viewOnSite}
    </a>
  );
  const form =
    isArticle && articles ? (
      <ArticlePage
        collection={{ ...articles, folder: 'content/en/articles' }}
        slug={slugOfPath(file)}
        preview={config.preview}
        articleAddress={config.englishArticleAddress}
        pictureFolder={config.config.pictureFolder}
        field={field}
        translation={{ after: <EnglishAddress file={file} address={config.englishArticleAddress} /> }}
      />
    ) : isSettings && settings ? (
      <DataEntryPage
        collection={settings}
        file={english.settings}
        marks={{ file }}
        intro={
          <>
            {englishText.settingsHelp} {onSite}
          </>
        }
        field={field}
      />
    ) : page && pages ? (
      <DataEntryPage collection={pages} file={page} field={field} intro={onSite} />
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
