import styled from '@emotion/styled';
import { useController } from 'react-hook-form';
import { screenText } from '#tools/edit/text/screens.ts';
import { colors } from '../ui/tokens.ts';

/** A yes/no field: a checkbox with the role of a switch, its state written beside it, „Ja“ or „Nein“. */

const Row = styled.label({ display: 'inline-flex', alignItems: 'center', gap: '0.6rem', cursor: 'pointer' });
const Track = styled.span<{ isOn: boolean }>(({ isOn }) => ({
  width: '2.6rem',
  height: '1.4rem',
  borderRadius: '0.7rem',
  background: isOn ? colors.accent : '#9aa0a6',
  position: 'relative',
  flex: 'none',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: isOn ? 'calc(100% - 1.1rem - 3px)' : 3,
    width: '1.1rem',
    height: '1.1rem',
    borderRadius: '50%',
    background: '#fff',
  },
}));
const Box = styled.input({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  '&:focus-visible + span': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
});

export function Switch({ id, name, describedBy }: { id: string; name: string; describedBy?: string | undefined }) {
  const { field } = useController({ name });
  const isOn = field.value === true;
  return (
    <Row>
      <Box
        type="checkbox"
        role="switch"
        id={id}
        data-field={name}
        ref={field.ref}
        name={field.name}
        checked={isOn}
        aria-describedby={describedBy}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <Track isOn={isOn} aria-hidden="true" />
      {/* A screen reader says the switch's state itself; the name stays the field's label alone. */}
      <span aria-hidden="true">{isOn ? screenText.yes : screenText.no}</span>
    </Row>
  );
}
