import { describe, expect, it } from 'vitest';
import { headingSlug } from '#integrations/articles/headingIds.ts';
import { parseMarkdown, renderBody } from '#integrations/articles/renderBody.ts';
import { articles } from '#model/articles/index.ts';
import { articleCollection } from '#model/collections.ts';
import { fixtureFile } from '../support/fixtureSite.ts';

const render = (markdown: string) =>
  renderBody('test.md', parseMarkdown(markdown).tree, fixtureFile(articleCollection.images));

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('heading ids', () => {
  it('spell out umlauts and ß and keep only a–z, digits and single hyphens', () => {
    expect(headingSlug('Förderungen für Gründer – ein Überblick')).toBe('foerderungen-fuer-gruender-ein-ueberblick');
    expect(headingSlug('Straße & Maß')).toBe('strasse-mass');
    expect(headingSlug('Schritt 1: Das Zielsegment scharf eingrenzen')).toBe(
      'schritt-1-das-zielsegment-scharf-eingrenzen',
    );
    expect(headingSlug('Wer entscheidet tatsächlich?')).toBe('wer-entscheidet-tatsaechlich');
    expect(headingSlug('Café à la carte')).toBe('cafe-a-la-carte');
    expect(headingSlug('„?!“')).toBe('abschnitt');
  });

  it('are unique within an article: repeats get -2, -3 in order', async () => {
    const { headings } = await render('## Fazit\n\n### Fazit\n\n## Fazit 2\n\n## Fazit\n');
    expect(headings).toEqual([
      { id: 'fazit', text: 'Fazit', level: 2 },
      { id: 'fazit-2', text: 'Fazit', level: 3 },
      { id: 'fazit-2-2', text: 'Fazit 2', level: 2 },
      { id: 'fazit-3', text: 'Fazit', level: 2 },
    ]);
  });

  it('every heading of the five articles has a readable, unique id', () => {
    for (const article of articles) {
      const ids = article.headings.map((heading) => heading.id);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const rendered = [...parse(article.content).querySelectorAll('h2, h3')].map((h) => [h.id, h.textContent]);
      expect(rendered).toEqual(article.headings.map((heading) => [heading.id, heading.text]));
    }
  });
});

describe('the article body as HTML', () => {
  it('puts a copy-link after each heading, named after it, outside the heading', async () => {
    const body = parse((await render('## Wann Sie eine Strategie brauchen\n\nText.\n')).content);
    const heading = body.querySelector('h2')!;
    expect(heading.textContent).toBe('Wann Sie eine Strategie brauchen');
    expect(heading.querySelector('a')).toBeNull();
    const link = heading.nextElementSibling!;
    expect(link.getAttribute('href')).toBe('#wann-sie-eine-strategie-brauchen');
    expect(link.getAttribute('aria-label')).toBe('Link zu „Wann Sie eine Strategie brauchen“ kopieren');
    expect(link.textContent).toBe('');
  });

  it('puts each h2 with what follows it in a section of its own, the text before the first h2 outside', async () => {
    const body = parse(
      (await render('Einleitung.\n\n## Erster Teil\n\nA.\n\n### Unterteil\n\nB.\n\n## Zweiter Teil\n\n- C\n')).content,
    );
    expect(body.firstElementChild?.outerHTML).toBe('<p>Einleitung.</p>');
    const parts = [...body.children].filter((child) => child.tagName === 'SECTION');
    expect(parts.map((part) => [...part.querySelectorAll('h2, h3, p, li')].map((el) => el.textContent))).toEqual([
      ['Erster Teil', 'A.', 'Unterteil', 'B.'],
      ['Zweiter Teil', 'C'],
    ]);
    expect(body.children).toHaveLength(3);
    // Unnamed, a section is no landmark. Its one attribute is its length, from which the page's CSS
    // estimates its height until it is laid out (components/blog/partSize.ts).
    for (const part of parts) {
      expect([...part.attributes].map((attribute) => attribute.name)).toEqual(['style']);
      expect(part.getAttribute('style')).toBe(`--part-chars:${part.textContent?.length};--part-pictures:0`);
    }
  });

  it('turns Markdown into HTML: emphasis, lists, quotes, links, tables', async () => {
    const { content } = await render(
      '## Teil\n\nEin **fetter** und *kursiver* [Link](/blog).\n\n1. eins\n2. zwei\n\n> Zitat\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
    );
    const body = parse(content);
    expect(body.querySelector('p strong')?.textContent).toBe('fetter');
    expect(body.querySelector('p em')?.textContent).toBe('kursiver');
    expect(body.querySelector('p a')?.getAttribute('href')).toBe('/blog');
    expect([...body.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['eins', 'zwei']);
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('Zitat');
    expect([...body.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', '2']);
  });

  it('counts the words of the text, not of the heading links, and reads 200 words a minute', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `Wort${i}`).join(' ');
    const body = await render(`## Zwei Wörter\n\n${words}\n`);
    expect(body.wordCount).toBe(452);
  });
});
