/**
 * The editor's field model as the server sends it to the app (`/admin/fields.json`) and a refused
 * save's mistakes at those fields.
 */

/** A field of the editor's forms, made from the build's schemas (server/fields/schemaFields.ts). */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  options?: (string | { label: string; value: string })[];
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: 'int';
  default?: unknown;
  fields?: EditorField[];
  field?: EditorField;
  collapsed?: boolean;
  [option: string]: unknown;
}

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
  image?: string;
  part?: 'file' | 'alt';
}
