import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundeslaender } from '#model/lists/bundeslaender.ts';
import { type FieldSource, fillFields } from '#model/load/textFields.ts';
import { filesIn } from '../support/filesIn.ts';

// The region setting names one of the nine Bundesländer, and every sentence that names it
// reads right for each of them: „aus Kärnten“ but „aus der Steiermark“, „über die Steiermark
// hinaus“, „in die Steiermark“ for a direction. A named check of every {region} in the shipped
// texts, articles and settings, and of the code that names the region itself.

/**
 * Each line of the shipped German content that names {region}, comments left out. The English
 * files (content/en/) name the region by its English name, which takes no article
 * (model/i18n/regionNames.ts).
 */
const regionLines = filesIn('content', ['.yaml', '.md'])
  .filter((file) => !file.startsWith('content/en/'))
  .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('{region}') && !/^\s*#/.test(line))
      .map((line) => ({ file, line })),
  );

/**
 * What a grammar book says, written out here rather than taken from the code: die Steiermark is the
 * one Bundesland with an article; the other eight names stand alone.
 */
const expectedAfter = (preposition: string, region: string): string => {
  if (region !== 'Steiermark') return `${preposition} ${region}`;
  const lower = preposition.toLowerCase();
  if (lower === 'nach') return `${preposition === lower ? 'in' : 'In'} die Steiermark`;
  return `${preposition} ${['über', 'für', 'durch'].includes(lower) ? 'die' : 'der'} Steiermark`;
};

/** Where the bare name is right: as part of a proper name. */
const nameOnly = /Wirtschaftskammer \{region\}/g;

const source = (region: string): FieldSource => ({
  yearsOfExperience: 15,
  person: { name: 'Anna Berger' },
  address: { region },
  regionalFunding: { name: 'Förderstelle', shortName: 'FS' },
});

describe('the region in every sentence, for all nine Bundesländer', () => {
  it('finds the sentences it checks', () => {
    expect(regionLines.length).toBeGreaterThanOrEqual(15);
  });

  it('puts {region} only after a preposition it knows, or in a proper name', () => {
    const unknown = regionLines.flatMap(({ file, line }) =>
      [...line.replace(nameOnly, '').matchAll(/(\S*)\s+\{region\}/g)]
        .filter(([, before = '']) => !/^\(?(aus|in|bei|von|mit|über|für|durch|nach)$/i.test(before))
        .map(([whole]) => `${file}: ${whole}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(bundeslaender)('reads right for %s', (region) => {
    const wrong = regionLines.flatMap(({ file, line }) => {
      const filled = fillFields(line, source(region));
      return [...line.matchAll(/\(?(aus|in|bei|von|mit|über|für|durch|nach)\s+\{region\}/gi)]
        .map(([, preposition = '']) => expectedAfter(preposition, region))
        .filter((phrase) => !filled.includes(phrase))
        .map((phrase) => `${file}: expected „${phrase}“ in: ${filled.trim()}`);
    });
    expect(wrong).toEqual([]);
  });

  it('never leaves the Steiermark without its article after a preposition', () => {
    const filled = regionLines.map(({ line }) => fillFields(line, source('Steiermark'))).join('\n');
    expect(filled).not.toMatch(/\b(aus|in|bei|von|mit|über|für|durch|nach) Steiermark/i);
  });

  it('code names the region after a preposition only through the region table', () => {
    const code = [
      ...filesIn('model', ['.ts', '.tsx']),
      ...filesIn('pages', ['.ts', '.tsx']),
      ...filesIn('components', ['.tsx', '.ts']),
    ];
    const direct = code.filter((file) =>
      /\b(aus|in|bei|von|mit|über|für|durch|nach)\s+\$\{site\.address\.region\}/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
