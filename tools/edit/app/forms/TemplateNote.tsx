import styled from '@emotion/styled';
import { createContext, useContext, useState } from 'react';
import { editorText } from '#tools/text/editor.ts';
import { messageOf } from '../api.ts';
import { Button } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';

/**
 * A settings value still the template's example (`!platzhalter`, tools/edit/server/fields/templateValues.ts):
 * a note at its field with „Beispielwert passt – übernehmen“. Shown while the file marks the value
 * and the owner has not started typing a new one.
 */

const words = editorText.templateValue;

export interface TemplateValues {
  /** The open template values, by path (`legal.messagingServices.0.provider`). */
  open: ReadonlySet<string>;
  confirm(path: string): Promise<void>;
}

export const TemplateValuesContext = createContext<TemplateValues>({ open: new Set(), confirm: async () => {} });

const Box = styled.div({
  margin: '0.4rem 0 0',
  padding: '0.5rem 0.75rem',
  background: colors.note,
  borderLeft: '4px solid #b36b00',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
});

/** The value's path in the file: the form's name without the list entries' `.value`. */
export const dataPath = (name: string) => name.replace(/\.value$/, '');

export function TemplateNote({ name, label, isDirty }: { name: string; label: string; isDirty: boolean }) {
  const { open, confirm } = useContext(TemplateValuesContext);
  const [state, setState] = useState<{ busy: boolean; problem?: string }>({ busy: false });
  if (isDirty || !open.has(dataPath(name))) return null;
  const onConfirm = async () => {
    setState({ busy: true });
    try {
      await confirm(dataPath(name));
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, problem: messageOf(error) });
    }
  };
  return (
    <Box>
      <span>
        <strong>{words.note}</strong> {words.todo}
      </span>
      <Button type="button" aria-label={words.confirmField(label)} disabled={state.busy} onClick={onConfirm}>
        {state.busy ? words.confirming : words.confirm}
      </Button>
      {state.problem && <span role="alert">{state.problem}</span>}
    </Box>
  );
}
