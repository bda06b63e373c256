// The engine in Chromium against the native one, paired: for each
// workload the same goal runs in the page (typed into its toplevel, as a
// person would) and in target/release/hornbook, alternately, RUNS times
// (default 5). Both print the wall time of the work itself in
// milliseconds (statistics(walltime, _) around it), so start-up and
// loading are not counted. Prints the median of each and the ratio with
// its spread (lowest and highest of the per-round ratios).
//
//   sh web/build.sh && cargo build --release && node web/tests/bench.mjs
//   ONLY=shapely node web/tests/bench.mjs     (the workloads whose name starts so)
import { serveDist, launchChromium } from './serve.mjs';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'web', 'dist');
const native = process.env.HORNBOOK || path.join(root, 'target', 'release', 'hornbook');
const runs = Number(process.env.RUNS || 5);

const workloads = [
  { name: 'nrev', files: ['benches/nrev.pl'], goal: 'bench(20000)' },
  { name: 'queens', files: ['benches/queens.pl'], goal: 'bench(10)' },
  // Once, as a student's first query meets it (the browser's compiler has
  // not yet optimised the engine's hot code), and ten times over.
  { name: 'shapely (13 puzzles)', files: ['programs/shapely_squares.pl', 'benches/shapely/bench.pl'], goal: 'solve_all' },
  {
    name: 'shapely (13 puzzles, 10 rounds)',
    files: ['programs/shapely_squares.pl', 'benches/shapely/bench.pl'],
    goal: 'forall(between(1,10,_), solve_all)',
  },
].filter((w) => !process.env.ONLY || w.name.startsWith(process.env.ONLY));

const timed = (goal) => `statistics(walltime,[T0,_]), ${goal}, statistics(walltime,[T1,_]), T is T1-T0, write(ms(T)), nl`;

const { server, base } = await serveDist(dist);
const browser = await launchChromium();
const page = await browser.newPage();

function share(program, query) {
  const state = { p: program, q: query, n: 'bench.pl' };
  return base + '#' + Buffer.from(JSON.stringify(state), 'utf8').toString('base64');
}

async function inPage(program, goal) {
  await page.goto('about:blank');
  await page.goto(share(program, timed(goal)));
  await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
  await page.click('#run');
  await page.waitForFunction(() => document.getElementById('answers').textContent.length > 0, null, { timeout: 600000 });
  const printed = /ms\((\d+)\)/.exec(await page.$eval('#output', (e) => e.textContent));
  if (!printed) throw new Error(`no time printed: ${await page.$eval('#answers', (e) => e.textContent)}`);
  return Number(printed[1]);
}

function onNative(files, goal) {
  const out = execFileSync(native, [...files, '-g', timed(goal), '-t', 'halt'], { cwd: root, encoding: 'utf8' });
  return Number(/ms\((\d+)\)/.exec(out)[1]);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const n = s.length; return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };

console.log(`| workload | native ms (median) | wasm ms (median) | wasm / native | spread |`);
console.log(`|---|---|---|---|---|`);
for (const w of workloads) {
  // One text for the page's editor: an included file is put in its place.
  const program = w.files.map((f) => fs.readFileSync(path.join(root, f), 'utf8')
    .replace(/^:- include\('([^']+)'\)\.$/m, (_, inc) => fs.readFileSync(path.join(root, path.dirname(f), inc), 'utf8')))
    .join('\n');
  const nat = [], web = [], ratios = [];
  for (let i = 0; i < runs; i++) {
    const n = onNative(w.files, w.goal);
    const b = await inPage(program, w.goal);
    nat.push(n); web.push(b); ratios.push(b / n);
  }
  const lo = Math.min(...ratios).toFixed(2), hi = Math.max(...ratios).toFixed(2);
  console.log(`| ${w.name} \`${w.goal}\` | ${median(nat)} | ${median(web)} | ${(median(web) / median(nat)).toFixed(2)} | ${lo}–${hi} |`);
}
// The page's first prompt: from navigation to the engine ready, a fresh
// page each time (the browser's cache kept, as on a second visit).
const starts = [];
for (let i = 0; i < runs; i++) {
  const fresh = await browser.newPage();
  const t0 = Date.now();
  await fresh.goto(base);
  await fresh.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
  starts.push(Date.now() - t0);
  await fresh.close();
}
console.log(`\nfirst prompt: median ${median(starts)} ms (${Math.min(...starts)}–${Math.max(...starts)} ms, n=${runs})`);
// Stop on a query that never ends: from the click to "Execution Aborted"
// in the answers, and on to the program loaded again in a fresh engine
// (the Shapely Squares program and its puzzles, the largest of the five).
if (!process.env.ONLY || process.env.ONLY === 'stop') {
  const stops = [], reloads = [];
  const shapely = fs.readFileSync(path.join(root, 'programs/shapely_squares.pl'), 'utf8');
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    await page.goto(share(shapely, 'repeat, fail'));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
    await page.click('#run');
    await page.waitForTimeout(300);
    const [aborted, reloaded] = await page.evaluate(() => new Promise((resolve) => {
      const t0 = performance.now();
      let aborted = null;
      const watch = () => {
        if (aborted === null && document.getElementById('answers').textContent.includes('Execution Aborted')) aborted = performance.now() - t0;
        if (aborted !== null && document.getElementById('status').textContent.includes('still loaded')) resolve([aborted, performance.now() - t0]);
        else requestAnimationFrame(watch);
      };
      document.getElementById('stop').click();
      watch();
    }));
    stops.push(aborted); reloads.push(reloaded);
  }
  const f = (xs) => `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms, n=${runs})`;
  console.log(`\nStop to "Execution Aborted": ${f(stops)}; to the program loaded again: ${f(reloads)}`);
}
const wasm = fs.readFileSync(path.join(dist, 'pkg', 'hornbook_bg.wasm'));
const { gzipSync } = await import('node:zlib');
console.log(`hornbook_bg.wasm: ${(wasm.length / 1e6).toFixed(2)} MB, ${(gzipSync(wasm).length / 1e6).toFixed(2)} MB gzip-compressed`);
await browser.close();
server.close();
