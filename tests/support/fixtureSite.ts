import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The unit tests' project (fixtures/site/README.md): a complete `content/` folder of its own, so a
 * test of a mechanism never reads the owner's live files. Vitest's content plugin serves the site's
 * data modules and articles from it; a tool's test passes it as the project root.
 */
// A path, not `new URL(…)`: in the tests' page (happy-dom) URL is the page's class, not Node's.
export const fixtureRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'site');

/** A file of the fixture project, by its path in a project (`content/settings/site.yaml`). */
export const fixtureFile = (file: string): string => path.join(fixtureRoot, file);
