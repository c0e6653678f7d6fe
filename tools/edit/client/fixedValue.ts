// A value the specification fixes (a card's title, a page's address): the editor shows it as text,
// not as a field, so nobody changes it only to have the save refused (schemaFields.ts, `readOnly`).
import { editorText } from '#model/copy/editorText';
import { fixedWidget } from '../editorMarks';

/** Decap hands a widget its field's settings as an Immutable map. */
interface FieldSettings {
  getIn(path: string[]): unknown;
}
interface ControlProps {
  forID: string;
  value?: unknown;
  field?: FieldSettings;
}
type Element = unknown;
interface Component {
  props: ControlProps;
}

declare global {
  interface Window {
    /** React's createClass, as Decap CMS hands it to its widgets. */
    createClass(spec: { render(this: Component): Element }): unknown;
  }
}

interface Widgets {
  registerWidget(name: string, control: unknown): void;
}

const styles = `
.fixed-value { margin: 0; padding: 0.8rem 1rem; border: 2px solid #dfdfe3; border-radius: 0 5px 5px 5px; background: #f5f5f7; color: #313d3e; font-size: 15px; overflow-wrap: anywhere; }
.fixed-value small { display: block; margin-top: 0.2rem; color: #5d626f; font-size: 13px; }
`;

/** Registers the widget `fest`: the value, and that it is fixed. */
export function fixedValueWidget(cms: Widgets) {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  const { h, createClass } = window;
  const control = createClass({
    render() {
      const value = String(this.props.value ?? '');
      // A fixed choice shows its name (schemaFields.ts puts the names in `labels`), else the value.
      const label = this.props.field?.getIn(['labels', value]);
      return h(
        'p',
        { id: this.props.forID, className: 'fixed-value' },
        typeof label === 'string' ? label : value,
        h('small', null, editorText.fixedValue),
      );
    },
  });
  cms.registerWidget(fixedWidget, control);
}
