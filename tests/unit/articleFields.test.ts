import { describe, expect, it } from 'vitest';
import { fillArticleFields } from '#integrations/articles/fields.ts';
import { OwnerError } from '#model/load/ownerError.ts';

// An article names the owner's Bundesland and its funding body from the settings, so the
// template's articles stay right for an owner in another Bundesland.
const styria = {
  yearsOfExperience: 12,
  person: { name: 'Anna Berger' },
  address: { region: 'Steiermark' },
  regionalFunding: { name: 'Steirische Wirtschaftsförderungsgesellschaft', shortName: 'SFG' },
};

describe('settings in braces in an article', () => {
  it('are filled in from the settings, in the frontmatter and the text alike', () => {
    expect(
      fillArticleFields(
        'content/articles/x.md',
        '---\ndescription: "FFG, aws und {funding}"\n---\nEin Betrieb aus {region}: {fundingname} ({funding}).',
        styria,
      ),
    ).toBe(
      '---\ndescription: "FFG, aws und SFG"\n---\nEin Betrieb aus der Steiermark: Steirische Wirtschaftsförderungsgesellschaft (SFG).',
    );
  });

  it('refuses an unknown name with one German line naming the file and the allowed names', () => {
    const fill = () => fillArticleFields('content/articles/x.md', 'Ein Betrieb aus {bundesland}.', styria);
    expect(fill).toThrow(OwnerError);
    try {
      fill();
    } catch (error) {
      expect((error as OwnerError).lines).toEqual([
        expect.stringMatching(
          /^content\/articles\/x\.md: „\{bundesland\}“ ist unbekannt – erlaubt: \{name\} \(Ihr Name\), \{region\} \(Ihr Bundesland\)/,
        ),
      ]);
    }
  });
});
