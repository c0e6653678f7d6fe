import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { colors } from './ui/tokens.ts';

/**
 * The one message of the last outcome: a success or a refusal, never both. Each new attempt
 * replaces it (`useOutcome` callers set it to undefined before they start). `field`: the form name
 * of the field a refusal is about, for the save bar's „Zum Feld“.
 */
export type Outcome = { kind: 'success' | 'refusal'; text: string; field?: string | undefined } | undefined;

const Box = styled.p<{ isRefusal: boolean }>(({ isRefusal }) => ({
  margin: '0.75rem 0',
  padding: '0.75rem 1rem',
  borderLeft: `4px solid ${isRefusal ? colors.error : colors.success}`,
  background: isRefusal ? colors.errorBack : colors.successBack,
  overflowWrap: 'anywhere',
}));

/**
 * `takeFocus`: each new message gets the keyboard focus, for a screen whose clicked button no
 * longer means what it did once the message is there (in „Verlauf“ a new entry moves it down the
 * list); Tab then goes on from the message.
 */
export function Message({ outcome, takeFocus = false }: { outcome: Outcome; takeFocus?: boolean }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && outcome) box.current?.focus();
  }, [takeFocus, outcome]);
  const focusable = takeFocus ? { ref: box, tabIndex: -1 } : {};
  // Both live regions stay in the page, so a screen reader announces each new text.
  return (
    <>
      <div role="status">
        {outcome?.kind === 'success' && (
          <Box isRefusal={false} {...focusable}>
            {outcome.text}
          </Box>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'refusal' && (
          <Box isRefusal {...focusable}>
            {outcome.text}
          </Box>
        )}
      </div>
    </>
  );
}

/** An outcome handed to the next screen (a new article's first save opens its own address). */
let carried: Outcome;
export const carryOutcome = (outcome: Outcome) => {
  carried = outcome;
};
export const takeCarriedOutcome = (): Outcome => {
  const outcome = carried;
  carried = undefined;
  return outcome;
};
