/**
 * Names the editor's server (its configuration) and its page (app/) share, kept apart from
 * both so the page loads no server code.
 */

/**
 * The mark of a field that holds a template value (`!platzhalter`): templateValues.ts writes it
 * into the field's help text as an empty link, app/forms/hints.ts takes it out and app/forms/TemplateNote.tsx shows the note. `*` stands for
 * the position in a list.
 */
export const templateMarkPrefix = '#beispielwert:';

/** The widget of a value the specification fixes (schemaFields.ts, app/forms/FieldControl.tsx). */
export const fixedWidget = 'fest';
