import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import { englishProject } from './englishProject.ts';

/** `englishProject` for one test file: every copy it makes is removed after the file's tests. */
export function englishProjects(): typeof englishProject {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });
  return (...args) => {
    const root = englishProject(...args);
    roots.push(root);
    return root;
  };
}
