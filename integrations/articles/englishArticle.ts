import { existsSync } from 'node:fs';
import path from 'node:path';
import { articleCollection } from '#model/collections.ts';
import { fillEnglishRegion } from '#model/i18n/regionNames.ts';
import { translationOfText } from '#model/i18n/translationStatus.ts';
import { OwnerError } from '#model/load/ownerError.ts';
import { shown } from '#model/schemas/rules.ts';

const example = 'der Dateiname des deutschen Artikels ohne .md, z. B. translationOf: go-to-market-strategie';

/**
 * What an English article (content/en/articles/) has beyond a German one: `translationOf`, the
 * German article it translates, which must exist; the rest of its frontmatter is checked by the
 * same schema. Its {region} is the English name (model/i18n/regionNames.ts).
 */
export function englishArticleParts(file: string, text: string, region: string, root: string) {
  const translationOf = translationOfText(text);
  if (!translationOf) throw new OwnerError([{ file, field: 'translationOf', text: `fehlt – erlaubt: ${example}` }]);
  if (!existsSync(path.join(root, articleCollection.folder, `${translationOf}.md`)))
    throw new OwnerError([
      {
        file,
        field: 'translationOf',
        text: `${shown(translationOf)}: diesen deutschen Artikel gibt es nicht – erlaubt: ${example}`,
      },
    ]);
  return {
    translationOf,
    text: fillEnglishRegion(text, region),
    /** The frontmatter without `translationOf`, for the German schema. */
    withoutSource: (data: unknown) => {
      if (typeof data !== 'object' || data === null) return data;
      const { translationOf: _source, ...rest } = data as Record<string, unknown>;
      return rest;
    },
  };
}
