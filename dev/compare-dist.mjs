#!/usr/bin/env node
// Compares two builds of the site file by file, with the asset hashes normalised: a change that
// should change no page (a refactoring) proves it here. Usage:
//   node dev/compare-dist.mjs <before>/dist/client <after>/dist/client
// Prints one line per differing or missing file and a summary; exits 1 when any file differs.
// Brotli copies are skipped (they follow from the file they compress).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node dev/compare-dist.mjs <before dist/client> <after dist/client>');
  process.exit(2);
}

// Vite's content hash in a file name: `name-Ab12_cD3.js`, `search-index.0f3a….json`, `og-….jpg`.
const hashed = /([.-])[A-Za-z0-9_-]{8,}(?=\.(?:js|mjs|css|json|woff2?|avif|webp|jpe?g|png|svg|gif)\b)/g;
const normalise = (text) => text.replace(hashed, '$1#');
const textual = /\.(?:html|js|mjs|css|json|xml|txt|webmanifest|svg|map)$|^_headers$|\.htaccess$/;

/** Every file but the Brotli copies, grouped by its name with the hash normalised (several chunks share one). */
function files(root) {
  const out = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith('.br')) {
        const key = normalise(path.relative(root, full));
        out.set(key, [...(out.get(key) ?? []), full]);
      }
    }
  };
  walk(root);
  return out;
}

/** A file's content with the hashes it names normalised (text), or its bytes (binary), as a digest. */
function digest(file) {
  const bytes = readFileSync(file);
  const content = textual.test(path.basename(file)) ? normalise(bytes.toString('utf8')) : bytes;
  return createHash('sha256').update(content).digest('hex');
}

const a = files(before);
const b = files(after);
let same = 0;
let total = 0;
const differ = [];
for (const key of new Set([...a.keys(), ...b.keys()])) {
  const x = (a.get(key) ?? []).map(digest).sort();
  const y = (b.get(key) ?? []).map(digest).sort();
  total += Math.max(x.length, y.length);
  const unmatched = [...x];
  let matched = 0;
  for (const d of y) {
    const at = unmatched.indexOf(d);
    if (at >= 0) {
      unmatched.splice(at, 1);
      matched += 1;
    }
  }
  same += matched;
  if (matched < Math.max(x.length, y.length))
    differ.push(`${key}: ${x.length} before, ${y.length} after, ${Math.max(x.length, y.length) - matched} differ`);
}
for (const line of differ) console.log(line);
console.log(`${same} of ${total} files identical (hashes normalised), ${total - same} not`);
process.exit(total === same ? 0 : 1);
