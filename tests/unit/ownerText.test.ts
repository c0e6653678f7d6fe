import { describe, expect, it } from 'vitest';
import { keepOwnerText } from '#tools/edit/server/files/ownerText.ts';
import { asTheEditorSends } from '../support/editorRestyle.ts';

/** The lines of `after` that differ from `before`'s (both the same length apart from those). */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, index) => a.length !== b.length || line !== a[index]);
};

const owner = `---
title: "Markteintritt: Was zählt"
description: 'Wie Sie einen neuen Markt prüfen, bevor Sie investieren – in fünf Schritten, mit Beispielen aus der Praxis.'
category: Strategie
datePublished: 2025-01-15
---

Ein neuer Markt beginnt mit einer Frage:
Wer braucht das, was Sie anbieten, *dort* wirklich?

## Die fünf Schritte

- Zielgruppe beschreiben
- Wettbewerb ansehen
- Preise prüfen

1. Erstens
2. Zweitens

> Ein Zitat, das über
> zwei Zeilen geht.

| Schritt | Dauer |
|---|---|
| Analyse | 2 Wochen |

Mehr dazu unter [meinem Angebot](/packages/market-entry) und __hier__.
`;

describe('an article saved from the editor keeps the owner’s text', () => {
  it('is written back byte for byte when nothing changed, although the editor sent it in its own style', () => {
    const sent = asTheEditorSends(owner);
    expect(sent).not.toBe(owner);
    expect(keepOwnerText(owner, sent)).toBe(owner);
  });

  it('changes one line for one changed word', () => {
    const sent = asTheEditorSends(owner).replace('Wettbewerb ansehen', 'Mitbewerb ansehen');
    const saved = keepOwnerText(owner, sent);
    expect(changedLines(owner, saved)).toEqual(['- Mitbewerb ansehen']);
  });

  it('changes only the paragraph that changed; the owner’s line breaks elsewhere stay', () => {
    const sent = asTheEditorSends(owner).replace('und **hier**', 'und **dort**');
    const saved = keepOwnerText(owner, sent);
    expect(changedLines(owner, saved)).toEqual([
      'Mehr dazu unter [meinem Angebot](/packages/market-entry) und **dort**.',
    ]);
    expect(saved).toContain('Ein neuer Markt beginnt mit einer Frage:\nWer braucht');
  });

  it('changes one frontmatter line for one changed value, keeping the owner’s quotes elsewhere', () => {
    const sent = asTheEditorSends(owner).replace('category: Strategie', 'category: Marketing');
    const saved = keepOwnerText(owner, sent);
    expect(changedLines(owner, saved)).toEqual(['category: Marketing']);
  });

  it('keeps a new or moved block where the editor put it', () => {
    const sent = asTheEditorSends(owner).replace('## Die fünf Schritte', '## Die fünf Schritte\n\nEin neuer Absatz.');
    const saved = keepOwnerText(owner, sent);
    expect(saved).toContain('## Die fünf Schritte\n\nEin neuer Absatz.\n\n- Zielgruppe beschreiben');
    expect(saved.split('\n').length).toBe(owner.split('\n').length + 2);
  });

  it('writes a new article as the editor sent it', () => {
    const sent = asTheEditorSends(owner);
    expect(keepOwnerText(undefined, sent)).toBe(sent);
  });
});
