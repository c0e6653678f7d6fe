#!/usr/bin/env node
// Compares two builds of the site file by file, with the asset hashes normalised: a change that
// should change no page (a refactoring) proves it here. Usage:
//   node dev/compare-dist.mjs <before>/dist/client <after>/dist/client
// Prints one line per differing or missing file and a summary; exits 1 when any file differs.
// Brotli copies are skipped (they follow from the file they compress).
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

function files(root) {
  const out = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith('.br')) {
        const relative = path.relative(root, full);
        const key = normalise(relative);
        if (out.has(key)) console.warn(`two files normalise to ${key}: ${out.get(key)}, ${relative}`);
        out.set(key, full);
      }
    }
  };
  walk(root);
  return out;
}

const a = files(before);
const b = files(after);
let same = 0;
const differ = [];
for (const [key, file] of a) {
  const other = b.get(key);
  if (!other) {
    differ.push(`only before: ${key}`);
    continue;
  }
  const [x, y] = [readFileSync(file), readFileSync(other)];
  const equal = textual.test(path.basename(key))
    ? normalise(x.toString('utf8')) === normalise(y.toString('utf8'))
    : x.equals(y);
  if (equal) same += 1;
  else differ.push(`differs: ${key} (${x.length} -> ${y.length} bytes)`);
}
for (const key of b.keys()) if (!a.has(key)) differ.push(`only after: ${key}`);
for (const line of differ) console.log(line);
console.log(`${same} of ${Math.max(a.size, b.size)} files identical (hashes normalised), ${differ.length} not`);
process.exit(differ.length === 0 ? 0 : 1);
