import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { today } from './articleFile.ts';
import type { ArticleValues } from './articleResolver.ts';

/** What the readers read: when one of these changes, the article counts as changed. */
const textFields = ['title', 'description', 'body'] as const;

/**
 * „Zuletzt geändert am“ follows the text, as in WordPress: today as soon as the title, the
 * description or the text differs from the saved article, the saved date again when it no longer
 * does. Shown in the form before the save; once the owner sets the date themselves, it is theirs.
 */
export function useModifiedDate(form: UseFormReturn<ArticleValues>, texts: readonly unknown[], isNew: boolean) {
  useEffect(() => {
    if (isNew || form.formState.dirtyFields.dateModified) return;
    const saved = form.formState.defaultValues ?? {};
    const isChanged = textFields.some((field) => form.getValues(field) !== saved[field]);
    const wanted = isChanged ? today() : saved.dateModified;
    if (typeof wanted === 'string' && form.getValues('dateModified') !== wanted) form.setValue('dateModified', wanted);
  }, [form, isNew, ...texts]);
}
