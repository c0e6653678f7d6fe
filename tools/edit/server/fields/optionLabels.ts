import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { topics } from '#model/lists/topics.ts';
import { analyticsLabels, areaLabels, iconLabels, protocolLabels } from '#tools/edit/text/options.ts';

/**
 * The names the editor shows for the values of a choice: the owner picks "Handschlag", "Österreich"
 * "Go-to-Market & Scaling", „SFTP“ or „Matomo“, the file keeps `handshake`, `AT`, `go-to-market`,
 * `sftp` or `matomo`. A choice is
 * recognised by its values (the schema's list), so a value that two lists share ("innovation" is a
 * topic and a service address) gets the name of its own list.
 */
export type OptionLabels = (values: readonly string[]) => Readonly<Record<string, string>> | undefined;

const sameValues = (values: readonly string[], known: readonly string[]) =>
  values.length === known.length && values.every((value) => known.includes(value));

/** The pages of a list file (services, packages) by their address: "Titel (/services/slug)". */
function pageTitles(root: string, file: string, route: string): Record<string, string> {
  const entries = parse(readFileSync(path.join(root, file), 'utf8')) as { slug?: string; title?: string }[] | null;
  return Object.fromEntries(
    (entries ?? []).flatMap((entry) =>
      entry.slug ? [[entry.slug, `${entry.title ?? entry.slug} (${route}/${entry.slug})`]] : [],
    ),
  );
}

export function optionLabels(root: string): OptionLabels {
  const lists: Record<string, string>[] = [
    iconLabels,
    areaLabels,
    protocolLabels,
    analyticsLabels,
    Object.fromEntries(topics.map((topic) => [topic.value, topic.label])),
    pageTitles(root, 'content/texts/services.yaml', '/services'),
    pageTitles(root, 'content/texts/packages.yaml', '/packages'),
  ];
  // The list with exactly these values, else the first that holds them all.
  return (values) =>
    lists.find((labels) => sameValues(values, Object.keys(labels))) ??
    lists.find((labels) => values.every((value) => value in labels));
}
