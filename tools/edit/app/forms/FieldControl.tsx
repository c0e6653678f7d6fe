import styled from '@emotion/styled';
import { useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { httpMistake, shown } from '#model/schemas/rules.ts';
import { screenText } from '#tools/edit/text/screens.ts';
import type { EditorField, FixedField, TextRule } from '../../protocol/fields.ts';
import { describedBy, FieldFrame, Input, Select, TextArea } from '../ui/FieldFrame.tsx';
import { colors } from '../ui/tokens.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ColourInput } from './ColourInput.tsx';
import { IconsContext, isIconChoice } from './choiceOptions.ts';
import { FilledText } from './FilledText.tsx';
import { isMultipleChoice } from './formValues.ts';
import { ListControl } from './ListControl.tsx';
import { SitePictureField, SitePicturesContext } from './SitePictureField.tsx';
import { Switch } from './Switch.tsx';
import { TemplateNote } from './TemplateNote.tsx';

/**
 * One field of an entry, by its kind (tools/edit/protocol/fields.ts): a text, a long text, a
 * date, a number, a choice, Ja/Nein, a colour, a value the specification fixes, a group or a list.
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
function rulesOf(field: { required: boolean; rule?: TextRule | undefined }) {
  const pattern = field.rule ? new RegExp(field.rule.pattern, 'u') : undefined;
  const allowed = field.rule?.message.replace(/^Erlaubt:/, 'erlaubt:');
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

/** The options of a choice drawn side by side (icons, or a multiple choice); none for any other field. */
function optionsSideBySide(field: EditorField, icons: Readonly<Record<string, string>>) {
  if (field.kind === 'list' && isMultipleChoice(field) && field.entry.kind === 'choice') return field.entry.options;
  if (field.kind === 'choice' && isIconChoice(field, icons)) return field.options;
  return undefined;
}

export function FieldControl({ field, name }: { field: EditorField; name: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const { error, isDirty } = getFieldState(name, formState);
  const mistake = typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  const id = idOf(name);
  const { hint } = field;
  const described = describedBy(id, hint, mistake);
  const common = { id, 'data-field': name, 'aria-describedby': described, 'aria-invalid': mistake ? true : undefined };
  const note = <TemplateNote name={name} label={field.label} isDirty={isDirty} />;
  const picture = useContext(SitePicturesContext).get(name);
  const icons = useContext(IconsContext);

  // The article's text has its own editor beside the preview (articles/MarkdownField.tsx).
  if (field.kind === 'hidden' || field.kind === 'markdown') return null;
  if (field.kind === 'group')
    return (
      <Group>
        <Legend>{field.label}</Legend>
        {hint && <p>{hint}</p>}
        {field.fields.map((child) => (
          <FieldControl key={child.name} field={child} name={`${name}.${child.name}`} />
        ))}
      </Group>
    );
  if (field.kind === 'list' && !isMultipleChoice(field))
    return <ListControl field={field} name={name} Control={FieldControl} />;
  if (field.kind === 'fixed') return <FixedValue field={field} name={name} hint={hint} />;
  const sideBySide = optionsSideBySide(field, icons);

  const control = (() => {
    if (sideBySide)
      return (
        <ChoiceGroup
          id={id}
          name={name}
          options={sideBySide}
          isMultiple={field.kind === 'list'}
          icons={icons}
          describedBy={described}
        />
      );
    switch (field.kind) {
      case 'switch':
        return <Switch id={id} name={name} describedBy={described} />;
      case 'colour':
        return <ColourInput id={id} name={name} describedBy={described} isInvalid={Boolean(mistake)} />;
      case 'choice':
        return (
          // Without `defaultValue`, a required choice with nothing chosen (a new article, an empty group)
          // showed its first option, and a save wrote that option.
          <Select {...common} defaultValue="" {...register(name, rulesOf(field))}>
            {/* Nothing chosen yet (a new article): said so, not the first option pretending to be chosen. */}
            <option value="" disabled={field.required}>
              {screenText.choose}
            </option>
            {field.options.map((option) => (
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
      case 'longText':
        return (
          <>
            <TextArea {...common} {...register(name, rulesOf(field))} />
            <FilledText id={id} name={name} />
          </>
        );
      case 'text':
      case 'date':
        return (
          <>
            <Input {...common} {...register(name, rulesOf(field))} />
            <FilledText id={id} name={name} />
          </>
        );
      case 'list':
        // A multiple choice is drawn side by side above.
        return null;
    }
  })();
  const frame = (
    <FieldFrame
      id={id}
      label={field.label}
      hint={hint}
      mistake={mistake}
      after={note}
      isGroupLabel={Boolean(sideBySide)}
    >
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
function FixedValue({ field, name, hint }: { field: FixedField; name: string; hint: string | undefined }) {
  const { getValues } = useFormContext();
  const value = getValues(name) as unknown;
  const text = typeof value === 'string' ? (field.labels?.[value] ?? value) : String(value ?? '');
  return (
    <FieldFrame id={idOf(name)} label={field.label} hint={hint ?? screenText.fixed} isGroupLabel>
      <Fixed data-field={name} tabIndex={-1} aria-labelledby={`${idOf(name)}-name`}>
        {text}
      </Fixed>
    </FieldFrame>
  );
}
