import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The house's layers, bottom to top (README, "Project layout"): model/ (the ground: schemas,
 * loaders, copy), components/, renderer/, integrations/ (what vite.config.ts plugs in), pages/,
 * tools/ (the owner's commands). A folder imports only from below; the owner's commands do not lean
 * on the editor; no files import each other in a circle. Read from the code's own import lines by
 * Vite's parser (`#folder/…` and relative paths), so a new file is checked without being listed here.
 */

const root = process.cwd();
const codeFolders = ['model', 'components', 'renderer', 'integrations', 'pages', 'tools'] as const;
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Every source file of the code folders, relative to the project with `/`. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) visit(file);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) files.push(file);
    }
  };
  for (const folder of codeFolders) visit(folder);
  return files;
}

/**
 * What a file imports or re-exports (`from '…'`, `import '…'`, `import('…')` with a literal), as
 * Vite's own parser (oxc) reads it: comments and strings aside.
 */
function specifiers(file: string, text: string): string[] {
  const { module } = parseSync(file, text);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest?.value ?? '')),
    ...module.dynamicImports.map(({ moduleRequest }) => text.slice(moduleRequest.start, moduleRequest.end)),
  ]
    .map((specifier) => specifier.replace(/^['"`]|['"`]$/g, ''))
    .filter(Boolean);
}

/** The project file a specifier names, or undefined for a package, a node: module or a virtual one. */
function resolved(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('#')) target = specifier.slice(1);
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [
    target,
    ...extensions.map((extension) => `${target}${extension}`),
    ...extensions.map((extension) => `${target}/index${extension}`),
  ];
  return candidates.find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

/** Each source file with the project files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = specifiers(file, text)
      .map((specifier) => resolved(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const graph = importGraph();
const imports = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const shown = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;
const folderOf = (file: string) => file.split('/')[0] as (typeof codeFolders)[number];
const toolOf = (file: string) => (file.startsWith('tools/') ? file.split('/')[1] : undefined);

/** The files that import each other in a circle, one list per circle (Tarjan's strongly connected components). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) circle.push(member);
    } while (member && member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the layers: every import runs downward', () => {
  it('reads the imports of every code folder', () => {
    // A scan that read nothing would pass every rule below.
    for (const folder of codeFolders) expect(imports.some(({ from }) => folderOf(from) === folder)).toBe(true);
    expect(imports.some(({ from, to }) => from.startsWith('tools/edit/') && to.startsWith('model/load/'))).toBe(true);
  });

  it('a folder imports only from the folders below it (model/ from none)', () => {
    const upward = imports.filter(
      ({ from, to }) => codeFolders.indexOf(folderOf(to)) > codeFolders.indexOf(folderOf(from)),
    );
    expect(upward.map(shown)).toEqual([]);
  });

  it("the owner's other commands and the history do not import the editor", () => {
    const intoEditor = imports.filter(({ from, to }) => toolOf(to) === 'edit' && toolOf(from) !== 'edit');
    expect(intoEditor.map(shown)).toEqual([]);
  });

  it("the history (used by the editor and npm run restore) depends on model/ and the tools' words only", () => {
    const fromHistory = imports.filter(
      ({ from, to }) =>
        toolOf(from) === 'history' && !['history', 'text'].includes(toolOf(to) ?? '') && folderOf(to) !== 'model',
    );
    expect(fromHistory.map(shown)).toEqual([]);
  });

  it("the tools' shared words (tools/text/) lean on model/ only, so every tool may use them", () => {
    const fromText = imports.filter(
      ({ from, to }) => toolOf(from) === 'text' && toolOf(to) !== 'text' && folderOf(to) !== 'model',
    );
    expect(fromText.map(shown)).toEqual([]);
  });

  it("the editor's app and server meet only in the contract (tools/edit/protocol/)", () => {
    const part = (file: string) => /^tools\/edit\/(app|server|protocol)\//.exec(file)?.[1];
    const across = imports.filter(({ from, to }) => {
      const [source, target] = [part(from), part(to)];
      if (source === 'protocol') return target === 'app' || target === 'server';
      return (source === 'app' && target === 'server') || (source === 'server' && target === 'app');
    });
    expect(across.map(shown)).toEqual([]);
    // Both sides do use it: a rule over parts that import nothing would pass unseen.
    for (const side of ['app', 'server'])
      expect(imports.some(({ from, to }) => part(from) === side && part(to) === 'protocol')).toBe(true);
  });

  it('no files import each other in a circle', () => {
    expect(circles()).toEqual([]);
  });
});
