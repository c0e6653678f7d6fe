// Decap CMS writes a list's header and its add button from the list's label in lower case
// (decap-cms-widget-list: `${items.size} ${label.toLowerCase()}`, "%{item} hinzufügen" with the
// singular lowered): "4 die vier beratungsfelder", "zusage hinzufügen". German capitalises its
// nouns, and Decap has no option for it, so the page corrects those two texts as they appear: the
// header counts entries ("4 Einträge"; the list's name stands above it), the button names the
// entry as the schema does ("Zusage hinzufügen").

interface Field {
  widget?: string;
  label?: string;
  label_singular?: string;
  fields?: Field[];
  field?: Field;
}

/** Every list's singular name, lowered as Decap lowers it → as the schema writes it. */
function listNames(collections: { fields?: Field[]; files?: { fields?: Field[] }[] }[]): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (fields: Field[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.widget === 'list') {
        for (const name of [field.label_singular, field.label])
          if (name) names.set(name.toLowerCase(), field.label_singular ?? name);
      }
      visit(field.fields);
      if (field.field) visit([field.field]);
    }
  };
  for (const collection of collections) {
    visit(collection.fields);
    for (const file of collection.files ?? []) visit(file.fields);
  }
  return names;
}

const inside = (node: Node, part: string) => node.parentElement?.className.includes(part) ?? false;

export function germanListWords(config: { collections: Parameters<typeof listNames>[0] }) {
  const names = listNames(config.collections);
  const rewrite = (node: Node) => {
    const text = node.textContent ?? '';
    if (node.nodeType !== Node.TEXT_NODE || !text) return;
    const header = /^(\d+) (.+)$/.exec(text);
    if (header?.[1] && header[2] && names.has(header[2]) && inside(node, 'ExpandButtonContainer')) {
      node.textContent = `${header[1]} ${header[1] === '1' ? 'Eintrag' : 'Einträge'}`;
      return;
    }
    const add = /^(.+) hinzufügen$/.exec(text.trim());
    const singular = add?.[1] ? names.get(add[1]) : undefined;
    if (singular && inside(node, 'AddButton')) node.textContent = `${singular} hinzufügen `;
  };
  const rewriteAll = (root: Node) => {
    rewrite(root);
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) rewrite(text);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') rewrite(change.target);
      for (const added of change.addedNodes) rewriteAll(added);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
