import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { parse, stringify } from 'yaml';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorText } from '#tools/text/editor.ts';
import { editorApi, messageOf, Refusal } from '../api.ts';
import type { Collection, EntryFile } from '../config.ts';
import { KeepingPanels } from '../keeping/KeepingPanels.tsx';
import { useKeeping } from '../keeping/useKeeping.ts';
import { useSaveShortcut } from '../keeping/useSaveShortcut.ts';
import type { Outcome } from '../Message.tsx';
import { EntryStatus } from '../publish/EntryStatus.tsx';
import { collectionHref } from '../route.ts';
import { Card, Heading, Main, Note } from '../ui/elements.tsx';
import { FieldControl } from './FieldControl.tsx';
import { FieldSourceContext } from './FilledText.tsx';
import { FormSaveBar } from './FormSaveBar.tsx';
import { useFieldSource } from './fieldSource.ts';
import { focusField } from './focusField.ts';
import { formName, fromFormValues, toFormValues } from './formValues.ts';
import { refusedByCheck } from './mistakes.ts';
import { SitePicturesContext } from './SitePictureField.tsx';
import { showProblems } from './serverProblems.ts';
import { TemplateValuesContext } from './TemplateNote.tsx';
import { type EntryState, type Marks, useEntry } from './useEntry.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useSitePictures } from './useSitePictures.ts';

/**
 * One section of the settings or one page's texts as a form: the fields from the build's schemas,
 * the values from the file, saved through the server's checks; a refusal at its fields, focused; a
 * save over a version saved elsewhere in between refused, with both shown (keeping/).
 */
export function DataEntryPage({
  collection,
  file,
  field,
  marks = collection.name === 'einstellungen' ? {} : undefined,
  intro,
}: {
  collection: Collection;
  file: EntryFile;
  field?: string | undefined;
  /** Whose template values the form shows (useEntry.ts); by default the settings' on a settings page. */
  marks?: Marks;
  /** A word on the form as a whole (and a link), under its heading. */
  intro?: ReactNode;
}) {
  const { loaded, reload } = useEntry(file.file, marks);
  return (
    <Main>
      <Note>
        <a href={collectionHref(collection.name)}>{collection.label}</a>
      </Note>
      <Heading>{file.label}</Heading>
      {intro && <Note>{intro}</Note>}
      <EntryStatus
        collection={collection.name}
        entry={file.name}
        version={loaded.state === 'ready' ? loaded.value : undefined}
      />
      {loaded.state === 'ready' ? (
        <EntryForm
          collection={collection}
          file={file}
          entry={loaded.value}
          reload={reload}
          field={field}
          marks={marks}
        />
      ) : (
        <Note role={loaded.state === 'failed' ? 'alert' : 'status'}>
          {loaded.state === 'failed' ? `${screenText.loadFailed} ${loaded.message}` : screenText.loading}
        </Note>
      )}
    </Main>
  );
}

function EntryForm(props: {
  collection: Collection;
  file: EntryFile;
  entry: EntryState;
  reload: () => Promise<EntryState | undefined>;
  field?: string | undefined;
  marks: Marks;
}) {
  const { collection, file, entry, reload, field, marks } = props;
  const marksFile = marks?.file;
  const form = useForm({ defaultValues: toFormValues(file.fields, entry.values), mode: 'onBlur' });
  const [outcome, setOutcome] = useState<Outcome>();
  const [open, setOpen] = useState(entry.open);
  const pictures = useSitePictures(file);
  const isChanged = useLeaveGuard(form.formState.dirtyFields);
  const keeping = useKeeping(form, file.file, entry.version, (data) =>
    toFormValues(file.fields, (parse(data) ?? {}) as Record<string, unknown>),
  );
  const fieldSource = useFieldSource(collection, file.fields, entry.values);
  // A field the own check marks on leaving it (an address with http://) is named in the save bar at
  // once, as after „Speichern“, in place of an earlier „Gespeichert“; a server's refusal keeps its line.
  const marked = refusedByCheck(file.fields, form.formState.errors);
  const shown: Outcome =
    marked && outcome?.kind !== 'refusal' ? { kind: 'refusal', text: marked.text, field: marked.name } : outcome;

  // A launch item's link names a field (`?feld=legal.vatId`): opened scrolled into view and focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a picture field exists once the site pictures have loaded
  useEffect(() => {
    const name = field?.startsWith('bild.') ? field : field ? formName(file.fields, field.split('.')) : undefined;
    if (name) requestAnimationFrame(() => focusField(name));
  }, [field, file.fields, pictures]);

  const templateValues = useMemo(
    () => ({
      open,
      confirm: async (path: string) => {
        setOutcome(undefined);
        await editorApi('confirmTemplateValue', { field: path, ...(marksFile ? { file: marksFile } : {}) });
        const fresh = await reload();
        if (fresh) setOpen(fresh.open);
        setOutcome({ kind: 'success', text: editorText.templateValue.confirmed });
      },
    }),
    [open, reload, marksFile],
  );

  const save = form.handleSubmit(
    async (values) => {
      setOutcome(undefined);
      const raw = stringify(fromFormValues(file.fields, values));
      try {
        const answer = await editorApi('saveEntry', {
          dataFiles: [{ path: file.file, raw, version: keeping.version() }],
          assets: [],
        });
        keeping.saved(answer.version);
        const fresh = await reload();
        if (fresh) {
          form.reset(toFormValues(file.fields, fresh.values));
          setOpen(fresh.open);
        }
        setOutcome({ kind: 'success', text: screenText.saved });
      } catch (error) {
        if (keeping.refused(error)) return setOutcome({ kind: 'refusal', text: messageOf(error) });
        const first = error instanceof Refusal ? showProblems(file.fields, error.problems, form.setError) : undefined;
        setOutcome({ kind: 'refusal', text: messageOf(error), field: first });
        if (first) focusField(first);
      }
    },
    (errors) => {
      const refused = refusedByCheck(file.fields, errors);
      if (!refused) return;
      setOutcome({ kind: 'refusal', text: refused.text, field: refused.name });
      requestAnimationFrame(() => focusField(refused.name));
    },
  );

  useSaveShortcut(save);

  return (
    <FormProvider {...form}>
      <TemplateValuesContext.Provider value={templateValues}>
        <FieldSourceContext.Provider value={fieldSource}>
          <SitePicturesContext.Provider value={pictures}>
            <KeepingPanels
              keeping={keeping}
              fields={file.fields}
              mine={form.getValues}
              save={save}
              isSaving={form.formState.isSubmitting}
            />
            <form onSubmit={save} noValidate>
              <Card>
                {file.fields.map((child) => (
                  <FieldControl key={child.name} field={child} name={child.name} />
                ))}
              </Card>
              <FormSaveBar outcome={shown} isSaving={form.formState.isSubmitting} isChanged={isChanged} />
            </form>
          </SitePicturesContext.Provider>
        </FieldSourceContext.Provider>
      </TemplateValuesContext.Provider>
    </FormProvider>
  );
}
