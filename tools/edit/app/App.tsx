import { screenText } from '#tools/edit/text/screens.ts';
import { ArticleList } from './articles/ArticleList.tsx';
import { ArticlePage } from './articles/ArticlePage.tsx';
import { BackupPage } from './backup/BackupPage.tsx';
import { type Collection, useEditorConfig } from './config.ts';
import { EnglishPage } from './english/EnglishPage.tsx';
import { TranslationPage } from './english/TranslationPage.tsx';
import { IconsContext } from './forms/choiceOptions.ts';
import { DataEntryPage } from './forms/DataEntryPage.tsx';
import { FileList } from './forms/FileList.tsx';
import { HistoryPage } from './history/HistoryPage.tsx';
import { PicturePage } from './pictures/PicturePage.tsx';
import { PublishPage } from './publish/PublishPage.tsx';
import { type Page, parseRoute, useHash } from './route.ts';
import { type Area, Shell } from './Shell.tsx';
import { Main, Note } from './ui/elements.tsx';

type CollectionArea = Exclude<Area, Page>;
const isArea = (name: string | undefined): name is CollectionArea =>
  name === 'einstellungen' || name === 'seiten' || name === 'artikel';

/** Which screen the address names: a collection's list, one entry, a new article, or the articles' pictures. */
export function App() {
  const route = parseRoute(useHash());
  const loaded = useEditorConfig();
  if (route.page === 'englisch')
    return (
      <Shell current="englisch">
        {route.englishFile === undefined ? (
          <EnglishPage />
        ) : loaded.state === 'ready' ? (
          <IconsContext.Provider value={loaded.value.icons}>
            <TranslationPage
              key={route.englishFile}
              file={route.englishFile}
              config={loaded.value}
              field={route.field}
            />
          </IconsContext.Provider>
        ) : (
          <Main>
            <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
              {loaded.state === 'failed' ? `${screenText.loadFailed} ${loaded.message}` : screenText.loading}
            </Note>
          </Main>
        )}
      </Shell>
    );
  if (route.page)
    return (
      <Shell current={route.page}>
        {route.page === 'verlauf' ? <HistoryPage /> : route.page === 'sicherung' ? <BackupPage /> : <PublishPage />}
      </Shell>
    );
  const area: CollectionArea = isArea(route.collection) ? route.collection : 'einstellungen';
  if (loaded.state !== 'ready')
    return (
      <Shell current={area}>
        <Main>
          <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
            {loaded.state === 'failed' ? `${screenText.loadFailed} ${loaded.message}` : screenText.loading}
          </Note>
        </Main>
      </Shell>
    );
  const { config, preview, articleAddress, icons } = loaded.value;
  const collection = config.collections.find((candidate: Collection) => candidate.name === area);
  if (!collection || (route.collection && !isArea(route.collection)))
    return (
      <Shell>
        <Main>
          <Note>{screenText.notFound}</Note>
        </Main>
      </Shell>
    );
  const file = collection.files?.find((candidate) => candidate.name === route.entry);
  return (
    <Shell current={area}>
      <IconsContext.Provider value={icons}>
        {area === 'artikel' ? (
          route.entry || route.isNew ? (
            <ArticlePage
              key={route.entry ?? 'neu'}
              collection={collection}
              slug={route.entry}
              preview={preview}
              articleAddress={articleAddress}
              pictureFolder={config.pictureFolder}
              field={route.field}
            />
          ) : route.isPictures ? (
            <PicturePage collection={collection} folder={config.pictureFolder} />
          ) : (
            <ArticleList collection={collection} />
          )
        ) : file ? (
          <DataEntryPage key={file.file} collection={collection} file={file} field={route.field} />
        ) : (
          <FileList collection={collection} />
        )}
      </IconsContext.Provider>
    </Shell>
  );
}
