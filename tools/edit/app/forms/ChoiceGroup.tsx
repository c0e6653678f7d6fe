import styled from '@emotion/styled';
import { useController } from 'react-hook-form';
import type { ChoiceOption } from '../../protocol/fields.ts';
import { colors } from '../ui/tokens.ts';

/**
 * A choice shown as its options side by side: an icon by its picture and German name (one of
 * them), or a list of choices as check boxes (any of them). The group is named by the field's label.
 */

const Options = styled.div({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' });
const Option = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.35rem 0.6rem',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: colors.accent, background: '#e8f0fb' },
  '&:has(input:focus-visible)': { outline: `3px solid ${colors.accent}`, outlineOffset: 1 },
  svg: { width: 22, height: 22, flex: 'none' },
});

export function ChoiceGroup(props: {
  id: string;
  name: string;
  options: readonly ChoiceOption[];
  isMultiple: boolean;
  icons?: Readonly<Record<string, string>>;
  describedBy?: string | undefined;
}) {
  const { id, name, options, isMultiple, icons, describedBy } = props;
  const { field: control } = useController({ name });
  const chosen: string[] = Array.isArray(control.value) ? control.value.map(String) : [String(control.value ?? '')];
  const toggle = (value: string, isOn: boolean) =>
    control.onChange(
      isMultiple
        ? options.map((option) => option.value).filter((v) => (v === value ? isOn : chosen.includes(v)))
        : value,
    );
  return (
    <Options role="group" aria-labelledby={`${id}-name`} aria-describedby={describedBy} data-field={name} tabIndex={-1}>
      {options.map((option, index) => (
        <Option key={option.value}>
          <input
            type={isMultiple ? 'checkbox' : 'radio'}
            name={isMultiple ? undefined : name}
            ref={index === 0 ? control.ref : undefined}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={control.onBlur}
          />
          {icons?.[option.value] && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own icons as SVG, rendered by the editor's server (iconPictures.tsx), no owner text inside
            <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[option.value] ?? '' }} />
          )}
          {option.label}
        </Option>
      ))}
    </Options>
  );
}
