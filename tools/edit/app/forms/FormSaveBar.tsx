import styled from '@emotion/styled';
import { screenText } from '#tools/edit/text/screens.ts';
import type { Outcome } from '../Message.tsx';
import { Actions, Button, Note, SaveBar } from '../ui/elements.tsx';
import { colors } from '../ui/tokens.ts';
import { focusField } from './focusField.ts';

/**
 * The foot of a form, kept in view: the outcome's one message, „Speichern“ and „Ungespeicherte
 * Änderungen“ while there are any. Nothing that removes work sits beside „Speichern“ (DangerZone).
 * The message takes one line, so that on a phone the form stays in sight: a click on it opens the
 * whole text, and „Zum Feld“ goes to the field it is about (which shows its own mistake).
 */
export function FormSaveBar(props: { outcome: Outcome; isSaving: boolean; isChanged: boolean }) {
  const { outcome, isSaving, isChanged } = props;
  const field = outcome?.kind === 'refusal' ? outcome.field : undefined;
  return (
    <SaveBar>
      <Line>
        {/* Both live regions stay in the page, so a screen reader announces each new text, once. */}
        <Region role="status">{outcome?.kind === 'success' && <OneLine outcome={outcome} />}</Region>
        <Region role="alert">{outcome?.kind === 'refusal' && <OneLine outcome={outcome} />}</Region>
        {field && (
          <ToField type="button" onClick={() => focusField(field)}>
            {screenText.toField}
          </ToField>
        )}
      </Line>
      <Actions>
        <Button type="submit" isPrimary disabled={isSaving}>
          {isSaving ? screenText.saving : screenText.save}
        </Button>
        {isChanged && <Note>{screenText.unsaved}</Note>}
      </Actions>
    </SaveBar>
  );
}

const Line = styled.div({ display: 'flex', gap: '0.5rem', alignItems: 'center' });
const ToField = styled(Button)({ flexShrink: 0, whiteSpace: 'nowrap' });
const Region = styled.div({ flex: '1 1 auto', minWidth: 0, '&:empty': { display: 'none' } });

/** A closed `details` shows its summary cut to one line; opened, the summary wraps in full. */
function OneLine({ outcome }: { outcome: NonNullable<Outcome> }) {
  const isRefusal = outcome.kind === 'refusal';
  return (
    <Box style={{ borderColor: isRefusal ? colors.error : colors.success }}>
      <Summary style={{ background: isRefusal ? colors.errorBack : colors.successBack }}>{outcome.text}</Summary>
    </Box>
  );
}

const Box = styled.details({
  margin: '0.5rem 0',
  borderLeft: '4px solid',
  '&[open] > summary': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});
const Summary = styled.summary({
  display: 'block',
  padding: '0.5rem 0.75rem',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
});
