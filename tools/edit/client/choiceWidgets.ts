// Choices as the owner reads them. An icon is chosen by its picture and German name (the widget
// "symbol" below), not from a list of English keys; a list of choices (the markets a service area
// serves, its matching packages) is one multiple choice that shows each entry by its German name,
// where Decap's list would sum each entry up by its stored value ("AT", "market-entry").

type Pictures = Record<string, string>;
interface Option {
  label: string;
  value: string;
}
interface Field {
  name: string;
  label?: string;
  widget?: string;
  options?: (string | Option)[];
  fields?: Field[];
  field?: Field;
  allow_add?: boolean;
  [option: string]: unknown;
}
interface ImmutableValue {
  toJS(): unknown;
}
interface ControlProps {
  field: { get(key: string): unknown };
  value?: string;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
}

const optionsOf = (field: Field) =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? { label: option, value: option } : option));

/** The field as the owner gets it: icon choices as pictures, lists of choices as one multiple choice. */
function ownerField(field: Field, pictures: Pictures): Field {
  const options = optionsOf(field);
  if (field.widget === 'select' && options.length > 0 && options.every((option) => option.value in pictures))
    return { ...field, widget: 'symbol' };
  const item = field.field;
  if (field.widget === 'list' && item?.widget === 'select' && field.allow_add !== false) {
    const { field: _item, summary: _summary, collapsed: _collapsed, label_singular: _singular, ...list } = field;
    return { ...list, widget: 'select', multiple: true, options: item.options };
  }
  return {
    ...field,
    ...(field.fields ? { fields: field.fields.map((child) => ownerField(child, pictures)) } : {}),
    ...(item ? { field: ownerField(item, pictures) } : {}),
  };
}

interface Collection {
  fields?: Field[];
  files?: { fields?: Field[] }[];
}

export function withChoiceWidgets<T extends { collections: Collection[] }>(config: T, pictures: Pictures): T {
  const fields = (list: Field[] | undefined) => list?.map((field) => ownerField(field, pictures));
  return {
    ...config,
    collections: config.collections.map((collection) => ({
      ...collection,
      ...(collection.fields ? { fields: fields(collection.fields) } : {}),
      ...(collection.files
        ? { files: collection.files.map((file) => ({ ...file, fields: fields(file.fields) })) }
        : {}),
    })),
  };
}

const choiceStyle = (chosen: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  gap: '0.35rem',
  minWidth: 0,
  padding: '0.35rem 0.5rem',
  borderRadius: '5px',
  border: `2px solid ${chosen ? '#3a69c7' : '#dfdfe3'}`,
  background: chosen ? '#e8f0fe' : '#fff',
  color: '#313d3e',
  cursor: 'pointer',
  fontSize: '0.9rem',
});

/**
 * The widget "symbol": one radio button per icon, each with the icon and its German name; as many
 * columns as fit ten characters' room, one column at phone width.
 */
export function registerSymbolWidget(
  cms: { registerWidget(name: string, control: unknown, preview?: unknown): void },
  pictures: Pictures,
) {
  const { createClass, h } = window as unknown as {
    createClass(spec: { render(this: { props: ControlProps }): unknown }): unknown;
    h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  };
  const control = createClass({
    render() {
      const { field, value, forID, classNameWrapper, onChange } = this.props;
      const options = ((field.get('options') as ImmutableValue | undefined)?.toJS() ?? []) as Option[];
      return h(
        'div',
        {
          id: forID,
          role: 'radiogroup',
          'aria-label': String(field.get('label') ?? ''),
          className: classNameWrapper,
          style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '0.5rem' },
        },
        ...options.map((option) =>
          h(
            'label',
            { key: option.value, style: choiceStyle(option.value === value) },
            h('input', {
              type: 'radio',
              name: forID,
              value: option.value,
              checked: option.value === value,
              onChange: () => onChange(option.value),
            }),
            h('span', {
              'aria-hidden': 'true',
              style: { display: 'inline-flex', flex: 'none' },
              dangerouslySetInnerHTML: { __html: pictures[option.value] ?? '' },
            }),
            h('span', null, option.label),
          ),
        ),
      );
    },
  });
  cms.registerWidget('symbol', control);
}
