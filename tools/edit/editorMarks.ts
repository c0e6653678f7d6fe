/**
 * Names the editor's server (its configuration) and its page (client/) share, kept apart from
 * both so the page loads no server code.
 */

/**
 * The mark of a field that holds a template value (`!platzhalter`): templateValues.ts writes it
 * into the field's help text as an empty link, client/templateValues.ts reads it. `*` stands for
 * the position in a list.
 */
export const templateMarkPrefix = '#beispielwert:';

/** The widget of a value the specification fixes (schemaFields.ts, client/fixedValue.ts). */
export const fixedWidget = 'fest';
