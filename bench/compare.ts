/**
 * Compares two bench runs written with BENCH_JSON, scenario by scenario: how p99 and throughput changed from the
 * first to the second, with each run's ratio to its bare SQL route (its machine's limit at that moment). Typical use,
 * cost growth with the catalogue's size:
 *   BENCH_JSON=/tmp/5k.json npm run bench
 *   BENCH_PRODUCTS=100000 BENCH_JSON=/tmp/100k.json npm run bench
 *   node --import tsx bench/compare.ts /tmp/5k.json /tmp/100k.json
 * The aim for the product list, detail and search is a p99 growth of at most 1.5×.
 */
import { readFileSync } from 'node:fs';
import type { BenchReport, Result } from './run';

const GROWTH_AIM = 1.5;
const AIMED = new Set(['list', 'list-pages', 'detail', 'search']);

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: node --import tsx bench/compare.ts a.json b.json');
  process.exit(2);
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as BenchReport;
const a = read(first);
const b = read(second);
const describe = (r: BenchReport) => `${r.database}, ${r.products} products, ${r.connections} connections, ${r.durationS} s`;
console.log(`a: ${first} (${describe(a)})\nb: ${second} (${describe(b)})\n`);
console.log(
  `${'scenario'.padEnd(16)} ${'p99 a'.padStart(8)} ${'p99 b'.padStart(8)} ${'b/a'.padStart(6)}   ${'req/s b/a'.padStart(9)}   ${'/ SQL a'.padStart(7)} ${'/ SQL b'.padStart(7)}`,
);
const ratio = (x: number, y: number) => (y > 0 ? x / y : Number.NaN);
let beyond = 0;
const rows: Array<[Result | undefined, Result | undefined, string]> = a.results.map((r) => [r, b.results.find((s) => s.key === r.key), r.key]);
rows.push([a.baselines.sql, b.baselines.sql, 'bare-sql']);
for (const [x, y, key] of rows) {
  if (!x || !y) continue;
  const growth = ratio(y.p99, x.p99);
  const flag = AIMED.has(key) && growth > GROWTH_AIM ? `  > ${GROWTH_AIM}×` : '';
  if (flag) beyond++;
  console.log(
    `${key.padEnd(16)} ${`${x.p99} ms`.padStart(8)} ${`${y.p99} ms`.padStart(8)} ${growth.toFixed(2).padStart(6)}   ${ratio(y.rps, x.rps).toFixed(2).padStart(9)}   ${ratio(x.rps, a.baselines.sql.rps).toFixed(3).padStart(7)} ${ratio(y.rps, b.baselines.sql.rps).toFixed(3).padStart(7)}${flag}`,
  );
}
console.log(`\npeak RSS: a ${a.peakRssMiB.toFixed(0)} MB, b ${b.peakRssMiB.toFixed(0)} MB`);
if (beyond > 0) console.log(`${beyond} of the list, detail and search scenarios grew beyond ${GROWTH_AIM}× in p99`);
