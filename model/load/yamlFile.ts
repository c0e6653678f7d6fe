import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMarkedYaml } from './templateValues.ts';
import { type FileComments, fileComments } from './yamlComments.ts';

/**
 * A YAML file of the project as the owner's tools read it, unchecked: its document (comments and
 * `!platzhalter` marks kept, to write it back as the owner wrote it), its marked values, and what
 * its comments say (help texts, sections). `file` is relative to the project folder `root`. The
 * check against the file's schema is `loadDataFile` (dataFile.ts).
 */
export function readYamlFile(root: string, file: string): ReturnType<typeof parseMarkedYaml> {
  return parseMarkedYaml(readFileSync(path.join(root, file), 'utf8'));
}

/** The help texts and sections of a YAML file of the project, from its comments (yamlComments.ts). */
export function yamlFileComments(root: string, file: string): FileComments {
  return fileComments(readYamlFile(root, file).document);
}
