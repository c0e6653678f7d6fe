/**
 * The editor's field model as the server sends it to the app (`/admin/fields.json`), and a refused
 * save's mistakes at those fields. The server makes the fields from the build's schemas
 * (server/fields/schemaFields.ts); the app draws them as a form. One kind per control, each with
 * only its own options, so that the server and the app agree on a field's shape by its `kind` alone.
 */

/** What every field has: its key in the data, its German label and help text, whether it needs a value. */
export interface FieldBase {
  name: string;
  label: string;
  required: boolean;
  /** The help text under the field, as the owner reads it. */
  hint?: string;
  /**
   * The path of the template value the field still holds (`legal.vatId`; `*` stands for any list
   * position: `legal.services.*.provider`): a value the template ships that the owner replaces or
   * confirms. Absent once the value is the owner's own.
   */
  templateValueAt?: string;
}

/** A text's rule: the pattern it must match, and the German words when it does not („Erlaubt: …“). */
export interface TextRule {
  pattern: string;
  message: string;
}

/** One line of text. */
export interface TextField extends FieldBase {
  kind: 'text';
  rule?: TextRule;
}

/** A text of several lines (a text area). */
export interface LongTextField extends FieldBase {
  kind: 'longText';
  rule?: TextRule;
}

/** A colour as #RRGGBB, picked with a colour field. */
export interface ColourField extends FieldBase {
  kind: 'colour';
  rule?: TextRule;
}

/** A calendar day, written as the file holds it (2025-01-15). */
export interface DateField extends FieldBase {
  kind: 'date';
  rule?: TextRule;
}

/** An article's text in Markdown, edited by the article form itself. */
export interface MarkdownField extends FieldBase {
  kind: 'markdown';
}

/** One option of a choice: the value the file keeps and the German name the owner picks. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/** One of a few values. */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: ChoiceOption[];
}

/** Ja/Nein. */
export interface SwitchField extends FieldBase {
  kind: 'switch';
}

/** A number within its bounds. */
export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
}

/** A value the specification fixes: shown, by its German name where it has one, never edited. */
export interface FixedField extends FieldBase {
  kind: 'fixed';
  labels?: Record<string, string>;
}

/** A value the specification fixes that the owner never sees: kept in the file as it is. */
export interface HiddenField extends FieldBase {
  kind: 'hidden';
  value: unknown;
}

/** A group of fields. */
export interface GroupField extends FieldBase {
  kind: 'group';
  fields: EditorField[];
}

/** A list of entries, each drawn as `entry` (a group of fields, or a single value). */
export interface ListField extends FieldBase {
  kind: 'list';
  entry: EditorField;
  /** The name of one entry: „Karte“ in „Karte 2“ and „Karte hinzufügen“. */
  entryLabel: string;
  min?: number;
  max?: number;
  /** A list whose length the specification fixes: its entries are changed, never added or removed. */
  isFixedLength: boolean;
  /** The field of a group entry whose text heads the entry („Karte 2: Verbindet Perspektiven“). */
  titleField?: string;
}

export type EditorField =
  | TextField
  | LongTextField
  | ColourField
  | DateField
  | MarkdownField
  | ChoiceField
  | SwitchField
  | NumberField
  | FixedField
  | HiddenField
  | GroupField
  | ListField;

/** A field whose value is a text checked by a rule. */
export type RuledField = TextField | LongTextField | ColourField | DateField;

/** The fields of a group, or of a list's group entries; none for any other field. */
export const childFields = (field: EditorField): readonly EditorField[] =>
  field.kind === 'group' ? field.fields : field.kind === 'list' ? childFields(field.entry) : [];

/**
 * A refused save as the editor shows it at the fields (app/forms/serverProblems.ts): per mistake the
 * path of the field in the editor's entry (the names of its fields, list positions from 0), the
 * label the editor shows above it, and the German message alone – no file, line or field key,
 * the field itself says where. The server makes it from an `OwnerError`'s marked problems
 * (server/fields/problems.ts), whose lines the build keeps.
 */
export interface FieldProblem {
  field: (string | number)[];
  label: string;
  message: string;
  /** For a picture in an article's text: the picture the mistake is about, and which part of it. */
  picture?: string;
  part?: 'file' | 'alt';
}
