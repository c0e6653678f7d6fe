import styled from '@emotion/styled';
import { type Ref, useState } from 'react';
import { colors } from './tokens.ts';

/**
 * A file field in the owner's words: the browser's own control (whose „Choose File“ follows the
 * browser's language) stays in the page for the keyboard and screen readers, but what shows is
 * a button with our label and the chosen file's name.
 */

const Hidden = styled.input({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  '&:focus-visible + label': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
  '&:disabled + label': { opacity: 0.6, cursor: 'wait' },
});
const Face = styled.label({
  display: 'inline-block',
  padding: '0.45rem 1rem',
  borderRadius: 4,
  border: `1px solid ${colors.accent}`,
  background: '#fff',
  color: colors.accent,
  cursor: 'pointer',
  '&:hover': { background: colors.accent, color: '#fff' },
});
const Chosen = styled.span({ marginLeft: '0.6rem', color: colors.muted, overflowWrap: 'anywhere' });
const Row = styled.div({ position: 'relative', margin: '0.25rem 0' });

export function FileButton(props: {
  id: string;
  /** The control's accessible name (what the field is for); `label` is the button's text. */
  name: string;
  label: string;
  accept: string;
  nothingChosen?: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  dataField?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChoose(file: File | undefined): void;
}) {
  const { id, name, label, accept, nothingChosen, disabled, describedBy, isInvalid, dataField, inputRef, onChoose } =
    props;
  const [chosen, setChosen] = useState<string>();
  return (
    <Row>
      <Hidden
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={name}
        aria-describedby={describedBy}
        aria-invalid={isInvalid ? true : undefined}
        data-field={dataField}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(file?.name);
          onChoose(file);
        }}
      />
      <Face htmlFor={id}>{label}</Face>
      <Chosen aria-hidden="true">{chosen ?? nothingChosen ?? ''}</Chosen>
    </Row>
  );
}
