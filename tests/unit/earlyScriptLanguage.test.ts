import { describe, expect, it } from 'vitest';
import { earlyScript } from '../../renderer/earlyScript.ts';

// The head script's early behaviours answer before the page script arrives: on an English page in
// English. The blog list's filter wrote „1 Artikel“ on the English blog until the page script took over.

describe('the early behaviours’ scripts', () => {
  it('speak the page’s language: the blog list counts articles in English on an English page', () => {
    const english = earlyScript('blogList', 'en');
    expect(english).toContain('article');
    expect(english).not.toContain('Artikel');
    expect(earlyScript('blogList', 'de')).toContain('Artikel');
  });

  it('are the German ones where nothing has English words', () => {
    expect(earlyScript('disclosures', 'en')).toBe(earlyScript('disclosures', 'de'));
  });
});
