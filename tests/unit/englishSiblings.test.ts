import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every English sibling of the site's code (integrations/englishModules.ts): `…/en/<name>.ts(x)`. */
const siblings = ['model', 'components', 'renderer', 'pages'].flatMap((folder) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)en\/[^/]+\.tsx?$/.test(file) && !file.endsWith('shape.ts'))
    .map((file) => path.join(folder, file)),
);

describe('the English siblings of modules', () => {
  it('each replaces a German module of the same name', () => {
    const orphans = siblings.filter(
      (file) => !existsSync(path.join(path.dirname(path.dirname(file)), path.basename(file))),
    );
    expect(siblings.length).toBeGreaterThan(10);
    expect(orphans).toEqual([]);
  });

  it('each is checked against its German module by the type check (model/copy/en/shape.ts, components/en-shape.ts)', () => {
    const shapes = ['model/copy/en/shape.ts', 'components/en-shape.ts'];
    const imported = (file: string) =>
      shapes.some((shape) => {
        const relative = path.relative(path.dirname(shape), file);
        const specifier = relative.startsWith('.') ? relative : `./${relative}`;
        return readFileSync(shape, 'utf8').includes(`'${specifier}'`);
      });
    expect(siblings.filter((file) => !imported(file))).toEqual([]);
  });
});
