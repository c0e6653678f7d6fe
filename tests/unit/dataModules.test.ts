import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFiles } from '#model/collections';
import home from '#model/data/home';
import settings from '#model/data/settings';
import { loadDataFile } from '#model/load/dataFile';

// Vitest runs the build's plugins (vite.config.ts), so these imports are what a bundle gets.
describe('the owner data as modules (integrations/contentPlugin.ts)', () => {
  it('has one module per data file of the collections table, named by its key', () => {
    const modules = readdirSync('model/data')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual(Object.keys(dataFiles).sort());
  });

  it('serves a data module as the checked data of its file', () => {
    expect(home).toEqual(loadDataFile('home').data);
  });

  it('leaves out the server-only fields: the deploy target never reaches a bundle', () => {
    const { deploy, ...rest } = loadDataFile('settings').data;
    expect(deploy).toBeNull();
    expect(Object.keys(settings)).not.toContain('deploy');
    expect(settings).toEqual(rest);
  });
});
