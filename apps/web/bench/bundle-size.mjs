#!/usr/bin/env node
// Prints what the intro route ("/") makes the browser download before it can show the page:
// the entry script, its statically imported chunks (modulepreload) and the intro page chunk,
// raw and gzip-compressed. Run after `pnpm build` (the "bench" script builds first).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const introChunk = readdirSync(join(dist, "assets")).find((name) => /^intro-page-.*\.js$/.test(name));
const files = [...new Set([...referenced, ...(introChunk ? [`assets/${introChunk}`] : [])])];

const rows = files.map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
for (const row of rows)
  console.log(`${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`);
const js = rows.filter((row) => row.file.endsWith(".js"));
const css = rows.filter((row) => row.file.endsWith(".css"));
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
console.log(`intro route initial JavaScript: ${kb(sum(js, "raw"))} raw, ${kb(sum(js, "gzip"))} gzip`);
console.log(`intro route initial CSS:        ${kb(sum(css, "raw"))} raw, ${kb(sum(css, "gzip"))} gzip`);
