// Decap CMS's page bent where its options cannot: an open list entry keeps its summary above its
// fields (Decap shows it only while the entry is closed), removing an entry asks first, and below
// 800 px (a narrow window, a phone) the entry page fits the width: Decap's editor has a fixed
// minimum width of 800 px, so the page scrolled sideways. Decap's parts are found by the names
// its styles carry (`css-…-NestedObjectLabel`), the same in every build of Decap 3.
import { editorText } from '#model/copy/editorText';

const part = (name: string) => `[class*="-${name}"]`;

const styles = `
/* An open entry: its summary stays above its fields, so equal labels ("Absatz") tell apart. */
${part('NestedObjectLabel')} { display: block !important; }
${part('NestedObjectLabel')}:empty { display: none !important; }

@media (max-width: 799px) {
  ${part('EditorContainer')}, ${part('ToolbarContainer')}, ${part('AppMainContainer')} { min-width: 0 !important; }
  ${part('EditorContainer')} { display: flex !important; flex-direction: column !important; padding-top: 0 !important; }
  ${part('EditorContainer')} > ${part('Editor')} { flex: 1 1 auto !important; align-self: stretch !important; width: 100% !important; min-height: 0 !important; height: auto !important; }
  /* An article's fields and preview side by side (react-split-pane): only the fields, full width. */
  .SplitPane .Pane1 { width: 100% !important; flex: 1 1 auto !important; }
  .SplitPane .Resizer, .SplitPane .Pane2 { display: none !important; }
  ${part('ToolbarContainer')} { position: static !important; flex: 0 0 auto !important; flex-wrap: wrap !important; align-content: flex-start !important; height: auto !important; }
  ${part('ToolbarContainer')} > * { min-width: 0 !important; height: auto !important; }
  ${part('ToolbarSectionBackLink')} { flex: 1 1 100% !important; padding: 0.5rem 0.75rem !important; border-right: 0 !important; }
  ${part('ToolbarSectionMain')} { flex: 1 1 100% !important; flex-wrap: wrap !important; padding: 0.25rem 0.75rem 0.5rem !important; }
  ${part('ToolbarSubSectionFirst')}, ${part('ToolbarSubSectionLast')} { flex-wrap: wrap !important; gap: 0.25rem !important; }
  ${part('ToolbarSectionMeta')} { display: none !important; }
  /* The article's preview needs a wide window: below 800 px only the fields. */
  ${part('PreviewPaneContainer')}:not(${part('ControlPaneContainer')}), ${part('ViewControls')} { display: none !important; }
  ${part('splitPane')} { flex-direction: column !important; }
  ${part('ControlPaneContainer')} { width: 100% !important; max-width: 100% !important; padding: 0 0.75rem !important; }
}
`;

/** The removing × of a list entry: the last button of an entry's bar (the first opens and closes it). */
const removeButton = `${part('StyledListItemTopBar')} > button:last-child:not(:first-child)`;

export function decapLayout() {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  // Before Decap's own click handler (capture phase, at the document): a "no" keeps the entry.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(removeButton) : null;
      if (!target || window.confirm(editorText.removeEntry)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}
