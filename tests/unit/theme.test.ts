import { describe, expect, it } from 'vitest';
import { themeCss } from '#components/theme/themeCss.ts';
import { type ColorRole, colors, palettes } from '#components/theme/tokens.ts';

/** WCAG 2 contrast ratio of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// Text/background pairs as the components use them, with the contrast WCAG AA asks for them.
const pairs: [ColorRole, ColorRole, number][] = [
  ['ink', 'background', 4.5],
  ['ink', 'surface', 4.5],
  ['ink', 'tint', 4.5],
  ['inkSoft', 'background', 4.5],
  ['inkSoft', 'surface', 4.5],
  ['inkSoft', 'tint', 4.5],
  ['inkMuted', 'background', 4.5],
  ['inkMuted', 'surface', 4.5],
  ['inkMuted', 'tint', 4.5],
  ['accentStrong', 'background', 4.5],
  ['accentStrong', 'surface', 4.5],
  ['accentStrong', 'tint', 4.5],
  ['onAccent', 'accentStrong', 4.5],
  ['onAccent', 'accentHover', 4.5],
  ['onWhatsapp', 'whatsapp', 4.5],
  ['onWhatsapp', 'whatsappStrong', 4.5],
  ['onDark', 'dark', 4.5],
  ['onDarkMuted', 'dark', 4.5],
  ['accentOnDark', 'dark', 4.5],
  ['error', 'surface', 4.5],
  ['error', 'errorTint', 4.5],
  ['success', 'surface', 4.5],
  ['accent', 'surface', 3],
  ['lineStrong', 'surface', 1.3],
  ['focus', 'background', 3],
];

describe('colour themes', () => {
  it('give every role a value in both themes', () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
  });

  for (const [name, palette] of Object.entries(palettes)) {
    it(`meet WCAG AA for every text/background pair in the ${name} theme`, () => {
      const failing = pairs
        .map(([text, background, minimum]) => ({
          pair: `${text} on ${background}`,
          ratio: contrast(palette[text], palette[background]),
          minimum,
        }))
        .filter(({ ratio, minimum }) => ratio < minimum)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`);
      expect(failing).toEqual([]);
    });
  }

  it('reach components as custom properties, dark when chosen or when the system prefers it', () => {
    expect(colors.ink).toBe('var(--c-ink)');
    expect(themeCss).toContain(`--c-ink:${palettes.light.ink}`);
    expect(themeCss).toContain(`:root[data-theme="dark"]{color-scheme:dark;`);
    expect(themeCss).toMatch(
      /@media \(prefers-color-scheme: dark\)\{:root:not\(\[data-theme="light"\]\)\{color-scheme:dark;[^}]*--c-ink:#E8ECF2/,
    );
  });
});
