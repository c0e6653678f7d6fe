import styled from '@emotion/styled';
import { type ReactNode, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { slugify } from '#model/slug.ts';
import { viennaDate } from '#model/viennaTime.ts';
import { englishText } from '#tools/edit/text/english.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { EditorField } from '../../protocol/fields.ts';
import { editorApi, messageOf, Refusal } from '../api.ts';
import type { Collection, EditorConfig } from '../config.ts';
import { FieldControl, idOf } from '../forms/FieldControl.tsx';
import { FormSaveBar } from '../forms/FormSaveBar.tsx';
import { focusField } from '../forms/focusField.ts';
import { refusedByCheck } from '../forms/mistakes.ts';
import { useLeaveGuard } from '../forms/useLeaveGuard.ts';
import { KeepingPanels } from '../keeping/KeepingPanels.tsx';
import { useKeeping } from '../keeping/useKeeping.ts';
import { useSaveShortcut } from '../keeping/useSaveShortcut.ts';
import { carryOutcome, type Outcome, takeCarriedOutcome } from '../Message.tsx';
import { EntryStatus } from '../publish/EntryStatus.tsx';
import { collectionHref, entryHref, goTo, pageHref } from '../route.ts';
import { Button, Card, DangerZone, Heading, Note } from '../ui/elements.tsx';
import { narrow } from '../ui/tokens.ts';
import { ArticleDateNotes } from './ArticleDateNotes.tsx';
import { ArticlePreview } from './ArticlePreview.tsx';
import { articlePath, joinArticle } from './articleFile.ts';
import { type ArticleValues, articleFormValues, articleResolver, frontmatterOf } from './articleResolver.ts';
import { MarkdownField } from './MarkdownField.tsx';
import { listArticles } from './useArticles.ts';
import { useModifiedDate } from './useModifiedDate.ts';

/**
 * An article's form: its details (the build's frontmatter schema checks them before the save), its
 * text as written, and beside it the live preview. A save goes through the server's article check;
 * a refusal shows at its field, focused; a save over a version saved elsewhere in between is
 * refused and shows both (keeping/). Unsaved changes are kept in the browser until saved.
 */

const words = screenText.articles;

const Columns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Side = styled.div({ position: 'sticky', top: '3.5rem', [narrow]: { position: 'static' } });

/** An English article's form (app/english/TranslationPage.tsx): what goes below it. */
export interface Translation {
  after: ReactNode;
}

/** A date is typed as the file holds it; its help text says how (2025-01-15). */
const asFormField = (field: EditorField): EditorField =>
  field.kind === 'date' ? { ...field, hint: `${field.hint ? `${field.hint} ` : ''}(${screenText.date.hint})` } : field;

export function ArticleForm(props: {
  collection: Collection;
  slug?: string | undefined;
  values: ArticleValues;
  /** The version of the file the values come from (tools/edit/server/files/entryVersion.ts; new: ''). */
  version: string;
  preview: EditorConfig['preview'];
  articleAddress: string;
  pictureFolder: string;
  field?: string | undefined;
  translation?: Translation | undefined;
}) {
  const { collection, slug, values, version, preview, articleAddress, pictureFolder, field, translation } = props;
  // Deleting an English article deletes its English version only, and goes back to the page „Englisch“.
  const removal = translation
    ? { label: englishText.deleteArticle, confirm: englishText.deleteConfirm, done: englishText.deleted }
    : { label: words.delete, confirm: words.deleteConfirm, done: words.deleted };
  const form = useForm<ArticleValues>({ defaultValues: values, resolver: articleResolver, mode: 'onBlur' });
  const [outcome, setOutcome] = useState<Outcome>(takeCarriedOutcome);
  const texts = useWatch({
    control: form.control,
    name: ['title', 'category', 'excerpt', 'body', 'description', 'datePublished'],
  });
  const draft = useWatch({ control: form.control, name: 'draft' });
  const [title, category, excerpt, body, description, datePublished] = texts.map((value) =>
    typeof value === 'string' ? value : '',
  ) as [string, string, string, string, string, string];
  const entry = slug ? articlePath(collection, slug) : `${collection.folder ?? ''}/neu`;
  const keeping = useKeeping(form, entry, version, articleFormValues);
  useModifiedDate(form, [title, description, body], !slug);
  const fields = (collection.fields ?? []).filter((candidate) => candidate.kind !== 'markdown');
  const bodyError = form.formState.errors.body?.message;
  const isChanged = useLeaveGuard(form.formState.dirtyFields);

  useEffect(() => {
    if (field) requestAnimationFrame(() => focusField(field));
  }, [field]);

  const save = form.handleSubmit(
    async (current) => {
      setOutcome(undefined);
      const data = frontmatterOf(current);
      const newTitle = typeof data.title === 'string' ? data.title : '';
      const newSlug = slug ?? slugify(newTitle);
      try {
        if (!slug && (await listArticles(collection.folder ?? '')).some((article) => article.slug === newSlug)) {
          form.setError('title', { type: 'exists', message: words.exists(newTitle) });
          setOutcome({ kind: 'refusal', text: words.exists(newTitle), field: 'title' });
          focusField('title');
          return;
        }
        const raw = joinArticle({ data, body: typeof current.body === 'string' ? current.body : '' });
        const answer = await editorApi('saveEntry', {
          dataFiles: [{ path: articlePath(collection, newSlug), raw, version: keeping.version() }],
          assets: [],
          newEntry: !slug,
        });
        keeping.saved(answer.version);
        if (!slug) {
          carryOutcome({ kind: 'success', text: screenText.saved });
          goTo(entryHref(collection.name, newSlug));
          return;
        }
        form.reset(current);
        setOutcome({ kind: 'success', text: screenText.saved });
      } catch (error) {
        if (keeping.refused(error)) return setOutcome({ kind: 'refusal', text: messageOf(error) });
        let first: string | undefined;
        for (const problem of error instanceof Refusal ? error.problems : []) {
          const name = String(problem.field[0] ?? '');
          if (!name) continue;
          const message = problem.picture ? `${problem.label}: ${problem.message}` : problem.message;
          form.setError(name, { type: 'server', message });
          first ??= name;
        }
        setOutcome({ kind: 'refusal', text: messageOf(error), field: first });
        if (first) focusField(first);
      }
    },
    (errors) => {
      const refused = refusedByCheck(collection.fields ?? [], errors);
      if (!refused) return;
      setOutcome({ kind: 'refusal', text: refused.text, field: refused.name });
      requestAnimationFrame(() => focusField(refused.name));
    },
  );

  useSaveShortcut(save);

  const remove = async () => {
    if (!slug || !window.confirm(removal.confirm)) return;
    setOutcome(undefined);
    try {
      await editorApi('deleteFiles', { paths: [articlePath(collection, slug)] });
      carryOutcome({ kind: 'success', text: removal.done });
      goTo(translation ? pageHref('englisch') : collectionHref(collection.name));
    } catch (error) {
      setOutcome({ kind: 'refusal', text: messageOf(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <Heading>{title.trim() || words.untitled}</Heading>
      {slug && <EntryStatus collection={collection.name} entry={slug} version={outcome} />}
      <KeepingPanels
        keeping={keeping}
        fields={[...fields, { name: 'body', label: words.body }]}
        mine={form.getValues}
        save={save}
        isSaving={form.formState.isSubmitting}
      />
      <form onSubmit={save} noValidate>
        <Columns>
          <div>
            <Card aria-label={words.frontmatter}>
              {fields.map((child) => (
                <div key={child.name}>
                  <FieldControl field={asFormField(child)} name={child.name} />
                  <ArticleDateNotes
                    field={child.name}
                    datePublished={datePublished}
                    isDraft={draft === true}
                    today={viennaDate()}
                  />
                </div>
              ))}
            </Card>
            <Card>
              <MarkdownField
                id={idOf('body')}
                label={words.body}
                mistake={typeof bodyError === 'string' ? bodyError : undefined}
                folder={pictureFolder}
              />
            </Card>
          </div>
          <Side>
            <ArticlePreview
              preview={preview}
              folder={pictureFolder}
              title={title}
              category={category}
              excerpt={excerpt}
              body={body}
            />
            {slug && (
              <Note>
                <a href={articleAddress.replace('{slug}', slug)} target="_blank" rel="noreferrer">
                  {words.onSite}
                </a>
              </Note>
            )}
          </Side>
        </Columns>
        {slug && (
          <DangerZone>
            <Button type="button" isDanger onClick={remove}>
              {removal.label}
            </Button>
          </DangerZone>
        )}
        <FormSaveBar outcome={outcome} isSaving={form.formState.isSubmitting} isChanged={isChanged} />
      </form>
      {translation?.after}
    </FormProvider>
  );
}
