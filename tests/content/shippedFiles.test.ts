import { describe, expect, it } from 'vitest';
import { type DataKey, dataFiles } from '#model/collections.ts';
import { loadDataFile } from '#model/load/dataFile.ts';

// A named check of the shipped content (docs/testing.md, "How the unit tests are organised"): the
// template's own data files, as they are in content/, pass their schemas. The rules themselves are
// tested on the fixture project (tests/unit/pageTexts.test.ts, settingsFile.test.ts).

describe('the shipped data files', () => {
  it.each(Object.keys(dataFiles) as DataKey[])('%s passes its schema as the template ships it', (key) => {
    expect(() => loadDataFile(key)).not.toThrow();
  });
});
