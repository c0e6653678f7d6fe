import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { screenText } from '#tools/edit/text/screens.ts';
import { editorText } from '#tools/text/editor.ts';
import { childFields, type EditorField, type ListField } from '../../protocol/fields.ts';
import { Button } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';
import { holdsPlainValues, itemKey } from './formValues.ts';

/**
 * A list: each entry numbered, its fields open, an entry of texts headed by its own title
 * („Karte 2: Verbindet Perspektiven“); „… hinzufügen“ and „… entfernen“ (after a question) where
 * the schema lets the list grow and shrink (a list of fixed length keeps its entries). Each field
 * of an entry is drawn by `Control`, the form's own field control (FieldControl.tsx hands itself in).
 */

/** What draws one field of an entry. */
export type FieldControlType = ComponentType<{ field: EditorField; name: string }>;

const Group = styled.fieldset({
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: '0.75rem 1rem 0.5rem',
  margin: '0 0 1.1rem',
  minWidth: 0,
});
const Legend = styled.legend({ fontWeight: 700, padding: '0 0.35rem' });
const Entry = styled.div({ borderTop: `1px solid ${colors.line}`, padding: '0.75rem 0 0.25rem' });
const EntryTitle = styled.p({ fontWeight: 600, margin: '0 0 0.5rem', color: colors.muted, overflowWrap: 'anywhere' });

/** An entry's heading: its number, and its own title as it stands in the form now. */
function EntryHeading({ text, name }: { text: string; name: string | undefined }) {
  const title: unknown = useWatch({ name: name ?? '', disabled: !name });
  const own = name && typeof title === 'string' ? title.trim() : '';
  return <EntryTitle>{own ? `${text}: ${own}` : text}</EntryTitle>;
}

export function ListControl({ field, name, Control }: { field: ListField; name: string; Control: FieldControlType }) {
  const { control } = useFormContext();
  const { fields: entries, append, remove } = useFieldArray({ control, name });
  const isPlain = holdsPlainValues(field);
  const fixed = field.isFixedLength;
  const itemFields = childFields(field);
  const canAdd = !fixed && (field.max === undefined || entries.length < field.max);
  const canRemove = !fixed && (field.min === undefined || entries.length > field.min);
  const singular = field.entryLabel;
  const newEntry = () => (isPlain ? { [itemKey]: '' } : {});
  const removeAfterQuestion = (index: number) => {
    if (window.confirm(editorText.removeEntry)) remove(index);
  };
  return (
    <Group data-field={name} tabIndex={-1}>
      <Legend>{field.label}</Legend>
      {entries.map((entry, index) => (
        <Entry key={entry.id}>
          {!isPlain && (
            <EntryHeading
              text={`${singular} ${index + 1}`}
              name={field.titleField && `${name}.${index}.${field.titleField}`}
            />
          )}
          {isPlain ? (
            <Control
              field={{ ...field.entry, label: `${singular} ${index + 1}` }}
              name={`${name}.${index}.${itemKey}`}
            />
          ) : (
            itemFields.map((child) => (
              <Control key={child.name} field={child} name={`${name}.${index}.${child.name}`} />
            ))
          )}
          {canRemove && (
            <Button type="button" onClick={() => removeAfterQuestion(index)}>
              {screenText.list.remove(singular, index + 1)}
            </Button>
          )}
        </Entry>
      ))}
      {canAdd && (
        <Button type="button" onClick={() => append(newEntry())}>
          {screenText.list.add(singular)}
        </Button>
      )}
    </Group>
  );
}
