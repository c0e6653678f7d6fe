import styled from '@emotion/styled';
import { useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { httpMistake, shown } from '#model/schemas/rules.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { EditorField } from '../../protocol/fields.ts';
import { fixedWidget } from '../../protocol/marks.ts';
import { describedBy, FieldFrame, Input, Select, TextArea } from '../ui/FieldFrame.tsx';
import { colors } from '../ui/tokens.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ColourInput } from './ColourInput.tsx';
import { IconsContext, isIconChoice, optionsOf } from './choiceOptions.ts';
import { FilledText } from './FilledText.tsx';
import { isMultipleChoice } from './formValues.ts';
import { plainHint } from './hints.ts';
import { ListControl } from './ListControl.tsx';
import { SitePictureField, SitePicturesContext } from './SitePictureField.tsx';
import { Switch } from './Switch.tsx';
import { TemplateNote } from './TemplateNote.tsx';

/**
 * One field of an entry, by its widget from the schema (schemaFields.ts): a text, a long text, a
 * number, a choice, Ja/Nein, a colour, a value the specification fixes, a group or a list.
 */

const Group = styled.fieldset({
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: '0.75rem 1rem 0.25rem',
  margin: '0 0 1.1rem',
  minWidth: 0,
});
const Legend = styled.legend({ fontWeight: 700, padding: '0 0.35rem' });
const Fixed = styled.p({ margin: 0, padding: '0.45rem 0', overflowWrap: 'anywhere' });

/** The element id of the field with form name `name`. */
export const idOf = (name: string) => `feld-${name.replaceAll('.', '-')}`;

/** The client's own check before a save: an empty required text, a text against its rule. */
function rulesOf(field: EditorField) {
  const pattern = field.pattern ? new RegExp(field.pattern[0], 'u') : undefined;
  const allowed = field.pattern?.[1].replace(/^Erlaubt:/, 'erlaubt:');
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value : value == null ? '' : String(value);
      if (field.required && text.trim() === '') return screenText.required;
      if (pattern && text !== '' && !pattern.test(text))
        return `${httpMistake(text, allowed ?? '') ?? shown(text)} – ${allowed}`;
      return true;
    },
  };
}

export function FieldControl({ field, name }: { field: EditorField; name: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const { error, isDirty } = getFieldState(name, formState);
  const mistake = typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  const id = idOf(name);
  const hint = plainHint(field.hint);
  const described = describedBy(id, hint, mistake);
  const common = { id, 'data-field': name, 'aria-describedby': described, 'aria-invalid': mistake ? true : undefined };
  const note = <TemplateNote name={name} label={field.label} isDirty={isDirty} />;
  const picture = useContext(SitePicturesContext).get(name);
  const icons = useContext(IconsContext);

  if (field.widget === 'hidden') return null;
  if (field.widget === 'object')
    return (
      <Group>
        <Legend>{field.label}</Legend>
        {hint && <p>{hint}</p>}
        {(field.fields ?? []).map((child) => (
          <FieldControl key={child.name} field={child} name={`${name}.${child.name}`} />
        ))}
      </Group>
    );
  if (field.widget === 'list' && !isMultipleChoice(field))
    return <ListControl field={field} name={name} Control={FieldControl} />;
  const isChoiceGroup = isMultipleChoice(field) || isIconChoice(field, icons);
  if (field.widget === fixedWidget) return <FixedValue field={field} name={name} hint={hint} />;

  const control = (() => {
    if (isChoiceGroup)
      return (
        <ChoiceGroup
          id={id}
          name={name}
          field={field}
          isMultiple={isMultipleChoice(field)}
          icons={icons}
          describedBy={described}
        />
      );
    switch (field.widget) {
      case 'boolean':
        return <Switch id={id} name={name} describedBy={described} />;
      case 'color':
        return <ColourInput id={id} name={name} describedBy={described} isInvalid={Boolean(mistake)} />;
      case 'select':
        return (
          // Without `defaultValue`, a required choice with nothing chosen (a new article, an empty group)
          // showed its first option, and a save wrote that option.
          <Select {...common} defaultValue="" {...register(name, rulesOf(field))}>
            {/* Nothing chosen yet (a new article): said so, not the first option pretending to be chosen. */}
            <option value="" disabled={field.required === true}>
              {screenText.choose}
            </option>
            {optionsOf(field).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        );
      case 'number':
        return (
          <Input
            type="number"
            inputMode="numeric"
            {...common}
            {...(field.min !== undefined ? { min: field.min } : {})}
            {...(field.max !== undefined ? { max: field.max } : {})}
            {...register(name, { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
          />
        );
      case 'text':
        return (
          <>
            <TextArea {...common} {...register(name, rulesOf(field))} />
            <FilledText id={id} name={name} />
          </>
        );
      default:
        return (
          <>
            <Input {...common} {...register(name, rulesOf(field))} />
            <FilledText id={id} name={name} />
          </>
        );
    }
  })();
  const frame = (
    <FieldFrame id={id} label={field.label} hint={hint} mistake={mistake} after={note} isGroupLabel={isChoiceGroup}>
      {control}
    </FieldFrame>
  );
  // The portrait or the social picture comes right above its description.
  return picture ? (
    <>
      <SitePictureField picture={picture} />
      {frame}
    </>
  ) : (
    frame
  );
}

/** A value the specification fixes: shown as text, by its name where it has one. */
function FixedValue({ field, name, hint }: { field: EditorField; name: string; hint: string | undefined }) {
  const { getValues } = useFormContext();
  const value = getValues(name) as unknown;
  const labels = (field.labels ?? {}) as Record<string, string>;
  const text = typeof value === 'string' ? (labels[value] ?? value) : String(value ?? '');
  return (
    <FieldFrame id={idOf(name)} label={field.label} hint={hint ?? screenText.fixed} isGroupLabel>
      <Fixed data-field={name} tabIndex={-1} aria-labelledby={`${idOf(name)}-name`}>
        {text}
      </Fixed>
    </FieldFrame>
  );
}
