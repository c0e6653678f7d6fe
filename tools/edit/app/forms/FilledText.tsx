import styled from '@emotion/styled';
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { type FieldSource, fieldPattern, fillFields, isTextField } from '#model/load/textFields.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import { colors } from '../ui/tokens.ts';

/**
 * A text with `{region}`, `{years}` or `{name}` in it, shown as the site will show it, right under
 * its field: „Auf der Website: Strategieberatung aus Kärnten“. The field keeps the text with its
 * placeholders, which the owner edits; the line below fills them with the site's own function
 * (model/load/textFields.ts), so it reads exactly as the published page.
 */

/** The settings the placeholders are filled from, given the form's values as they are now. */
export type SourceOf = (formValues: Record<string, unknown>) => FieldSource | undefined;

export const FieldSourceContext = createContext<SourceOf>(() => undefined);

const Filled = styled.p({
  margin: '0.3rem 0 0',
  padding: '0.35rem 0.6rem',
  borderLeft: `3px solid ${colors.line}`,
  color: colors.text,
  fontSize: '0.92rem',
  overflowWrap: 'anywhere',
});

export const filledId = (id: string) => `${id}-website`;

/** Whether a text names a field the site fills in. */
const namesField = (text: string) => [...text.matchAll(fieldPattern)].some((match) => isTextField(match[1] ?? ''));

/** The filled line for the text field `name`; nothing while its text has no placeholder. */
export function FilledText({ id, name }: { id: string; name: string }) {
  const value = useWatch({ name }) as unknown;
  if (typeof value !== 'string' || !namesField(value)) return null;
  return <FilledLine id={id} text={value} />;
}

/** Watches the whole form only where a placeholder is: a change of the name or the years shows at once. */
function FilledLine({ id, text }: { id: string; text: string }) {
  const values = useWatch() as Record<string, unknown>;
  const source = useContext(FieldSourceContext)(values);
  if (!source) return null;
  return (
    <Filled id={filledId(id)}>
      {screenText.filled} {fillFields(text, source)}
    </Filled>
  );
}
