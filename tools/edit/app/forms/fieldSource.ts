import { useCallback, useEffect, useState } from 'react';
import { parse } from 'yaml';
import type { FieldSource } from '#model/load/textFields.ts';
import { editorApi } from '../api.ts';
import { type Collection, useEditorConfig } from '../config.ts';
import type { SourceOf } from './FilledText.tsx';
import { fromFormValues } from './formValues.ts';

/**
 * What a form's placeholders are filled from: the settings as saved, and on a settings page the
 * section's fields as they are being typed (a section holds whole top-level groups of the file).
 */

const settingsName = 'einstellungen';
type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null;

/**
 * The settings' values as the site's filling function takes them. The whole file is handed on, so
 * whatever that function reads from it is there; a file without a name or a federal state fills nothing.
 */
function asSource(values: Values): FieldSource | undefined {
  const { person, address } = values;
  if (!isRecord(person) || typeof person.name !== 'string') return undefined;
  if (!isRecord(address) || typeof address.region !== 'string') return undefined;
  return values as FieldSource;
}

/** The saved settings, read once for a page-text form (none needed on a settings page: its entry is the file). */
function useSavedSettings(isNeeded: boolean): Values | undefined {
  const config = useEditorConfig();
  const [values, setValues] = useState<Values>();
  const path =
    config.state === 'ready'
      ? config.value.config.collections.find((collection) => collection.name === settingsName)?.files?.[0]?.file
      : undefined;
  useEffect(() => {
    if (!isNeeded || !path) return;
    editorApi('readEntry', { path }).then(
      (entry) => setValues((entry.data ? parse(entry.data) : undefined) ?? undefined),
      // Without the settings the fields stay as typed: the form itself works on.
      () => setValues(undefined),
    );
  }, [isNeeded, path]);
  return values;
}

export function useFieldSource(collection: Collection, fields: Parameters<typeof fromFormValues>[0], saved: Values) {
  const isSettings = collection.name === settingsName;
  const settings = useSavedSettings(!isSettings);
  return useCallback<SourceOf>(
    (formValues) =>
      isSettings
        ? asSource({ ...saved, ...fromFormValues(fields, formValues) })
        : settings
          ? asSource(settings)
          : undefined,
    [isSettings, settings, saved, fields],
  );
}
