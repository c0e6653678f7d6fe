import { describe, expect, it } from 'vitest';
import { iconNames } from '../../content/iconNames';
import { brandIconNames, uiIconNames } from '../../components/ui/iconNames';
import { generatedAssets, iconHref } from '../../scripts/generatedAssets';

const { source, url } = generatedAssets.iconSprite;
const symbols = [...source.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)].map(([, id, shapes]) => ({ id, shapes }));

describe('icon sprite', () => {
  it('has one symbol with shapes for every icon name, and nothing else', () => {
    const names = [...iconNames, ...uiIconNames, ...brandIconNames];
    expect(symbols.map(({ id }) => id).sort()).toEqual([...names].sort());
    for (const { shapes } of symbols) expect(shapes).toMatch(/^<(path|circle|rect|line|polyline|ellipse) /);
  });

  it('strokes line icons and fills brand marks in the text colour', () => {
    expect(source).toContain('<symbol id="arrow-right" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    expect(source).toContain('<symbol id="whatsapp" viewBox="0 0 24 24" fill="currentColor" stroke="none"');
  });

  it('is named by its content, so a changed icon gets a new address', () => {
    expect(url).toMatch(/^\/assets\/static\/icons\.[0-9a-f]{10}\.svg$/);
    expect(iconHref('check')).toBe(`${url}#check`);
  });
});
