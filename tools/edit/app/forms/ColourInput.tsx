import styled from '@emotion/styled';
import { useController } from 'react-hook-form';
import { screenText } from '#tools/edit/text/screens.ts';
import { Input } from '../ui/FieldFrame.tsx';

/** A colour: picked with the browser's colour field; the code beside it for whoever has one. */

const Row = styled.div({ display: 'flex', gap: '0.5rem', alignItems: 'center', maxWidth: '20rem' });
const Picker = styled.input({ width: '3.5rem', height: '2.4rem', padding: 0, border: 'none', background: 'none' });

export function ColourInput(props: { id: string; name: string; describedBy?: string | undefined; isInvalid: boolean }) {
  const { id, name, describedBy, isInvalid } = props;
  const { field } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  const isColour = /^#[0-9a-f]{6}$/i.test(value.trim());
  return (
    <Row>
      <Picker
        type="color"
        id={id}
        data-field={name}
        ref={field.ref}
        value={isColour ? value.trim().toLowerCase() : '#000000'}
        aria-describedby={describedBy}
        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
        onBlur={field.onBlur}
      />
      <Input
        aria-label={screenText.colour.code}
        value={value}
        aria-invalid={isInvalid}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </Row>
  );
}
