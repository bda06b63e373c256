// The engine in Chromium against the native one, paired (run by hand,
// not in CI; benches/wasm/run.sh builds first). web/dist is served by
// `python3 -m http.server`, as a student would serve it, and Debian's
// headless Chromium opens the page as the browser tests do
// (web/tests/serve.mjs).
//
// Per workload and round: one query typed into the page's toplevel (the
// program given by a share link, so it is consulted as the editor's
// text) runs the goal its `repeat` times in a row (workloads.mjs) and
// prints the wall time of each (statistics(walltime, _) around the goal, so loading is not
// counted); the same query then runs in target/release/hornbook on the
// same text. The first run is the engine's first query ("cold": the
// browser still runs its baseline code), the median of the last few the
// engine after the browser's optimising compiler has caught up ("warm",
// workloads.mjs). Each round
// opens the page in a fresh browser profile kept on disk (a first visit,
// nothing cached), then again in the same profile (a second visit: the
// browser keeps its optimised code of the engine with the cached .wasm;
// see visits() below), and once more in a fresh in-memory profile with
// the query sent only after the worker's warm-up is over (a student who
// reads the page before typing). Prints the medians
// over RUNS rounds (default 5) and the median of the per-round ratios
// with the lowest and highest.
//
// Then: the first prompt (navigation start to the page ready, read as
// performance.now() in the page when body[data-ready] is set), on a
// first visit (fresh browser profile on disk, nothing cached) and on a
// second one in that profile; Stop on `repeat, fail` (to "Execution Aborted" shown, and to the
// program loaded again); the .wasm size raw, gzip -9 and brotli -q 11.
//
//   node benches/wasm/bench.mjs
//   ONLY=shapely RUNS=3 node benches/wasm/bench.mjs
import { launchChromium, launchPersistent } from '../../web/tests/serve.mjs';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { workloads, shapely, programText, median, spread, warmOf } from './workloads.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'web', 'dist');
const native = process.env.HORNBOOK || path.join(root, 'target', 'release', 'hornbook');
const runs = Number(process.env.RUNS || 5);


const timedQuery = (goal, repeat) =>
  `forall(between(1,${repeat},_), (statistics(walltime,[T0,_]), ${goal}, statistics(walltime,[T1,_]), T is T1-T0, write(ms(T)), nl))`;
const times = (text) => [...text.matchAll(/ms\((\d+)\)/g)].map((m) => Number(m[1]));

// ------------------------------------------------------------ the server

async function freePort() {
  const probe = net.createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

async function serve() {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '-d', dist, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(base)).ok) return { server, base }; } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('python3 -m http.server did not start');
}

// ------------------------------------------------------------ the runs

function share(base, program, query) {
  const state = { p: program, q: query, n: 'bench.pl' };
  return base + '#' + Buffer.from(JSON.stringify(state), 'utf8').toString('base64');
}

async function inPage(page, base, program, goal, repeat, afterWarmUp = false, stayMs = 0) {
  await page.goto(share(base, program, timedQuery(goal, repeat)));
  await page.waitForSelector(afterWarmUp ? 'body[data-warm="true"]' : 'body[data-ready="true"]', { timeout: 120000 });
  await page.click('#run');
  await page.waitForFunction(() => document.getElementById('answers').textContent.length > 0, null, { timeout: 600000 });
  const got = times(await page.$eval('#output', (e) => e.textContent));
  if (got.length !== repeat) throw new Error(`no times printed: ${await page.$eval('#answers', (e) => e.textContent)}`);
  if (stayMs) await page.waitForTimeout(stayMs);
  await page.close();
  return got;
}

// A first visit and a second one, in a browser whose profile is on disk
// (a fresh one each round: nothing cached at first), as a student's is.
// The first page stays open a few seconds after its answer, as a student
// reads it: Chromium keeps the engine's optimised code with the cached
// .wasm once the browser's optimising compiler has been idle for a moment
// (V8 waits 2 s), and a page closed before that leaves nothing to keep.
// A browser context in memory (Playwright's newContext, a private window)
// has no code cache at all: the second visit is measured outside it.
const READING_MS = 4000;

async function visits(browser, base, program, goal, repeat) {
  const dir = fs.mkdtempSync('/tmp/hornbook-wasm-profile-');
  const context = await launchPersistent(dir);
  let first, second;
  try {
    first = await inPage(await context.newPage(), base, program, goal, repeat, false, READING_MS);
    second = await inPage(await context.newPage(), base, program, goal, repeat);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // A student who reads the page before typing: the first query comes
  // after the worker's warm-up (worker.js) is over, on a first visit.
  const fresh = await browser.newContext();
  try {
    const warmedUp = await inPage(await fresh.newPage(), base, program, goal, repeat, true);
    return [first, second, warmedUp];
  } finally {
    await fresh.close();
  }
}

function onNative(program, goal, repeat) {
  const file = path.join(fs.mkdtempSync('/tmp/hornbook-wasm-bench-'), 'bench.pl');
  fs.writeFileSync(file, program);
  const out = execFileSync(native, [file, '-g', timedQuery(goal, repeat), '-t', 'halt'], { cwd: root, encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true });
  const got = times(out);
  if (got.length !== repeat) throw new Error(`native printed no times: ${out}`);
  return got;
}

// Navigation start to the page ready, measured in the page itself.
async function firstPrompt(page, base) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body && document.body.dataset.ready === 'true') {
        window.readyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
  return page.evaluate(() => window.readyAt);
}

const { server, base } = await serve();
const browser = await launchChromium();
try {
  console.log(`wall ms, RUNS=${runs} rounds (cold = the 1st run of the goal in an engine, warm = the median of the last runs)\n`);
  console.log('| workload | native ms | wasm ms cold | ratio (spread) | 2nd visit | ratio (spread) | warm | ratio (spread) | 1st after warm-up | ratio (spread) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const w of workloads) {
    const program = programText(root, w.files);
    const nat = [], cols = [[], [], [], []], ratios = [[], [], [], []];
    for (let i = 0; i < runs; i++) {
      const n = onNative(program, w.goal, w.repeat);
      const [first, second, warmedUp] = await visits(browser, base, program, w.goal, w.repeat);
      // Native has no warm-up: its median over the repeats of the round.
      const nm = Math.max(1, median(n));
      nat.push(nm);
      [first[0], second[0], warmOf(w, first), warmedUp[0]].forEach((t, k) => { cols[k].push(t); ratios[k].push(t / nm); });
    }
    const cells = cols.map((c, k) => `${median(c)} | ${median(ratios[k]).toFixed(2)} (${spread(ratios[k])})`);
    console.log(`| ${w.name} \`${w.goal}\` x${w.repeat}, warm of the last ${w.warm} | ${median(nat)} | ${cells.join(' | ')} |`);
  }

  if (!process.env.ONLY || process.env.ONLY === 'prompt') {
    const first = [], second = [];
    for (let i = 0; i < runs; i++) {
      const dir = fs.mkdtempSync('/tmp/hornbook-wasm-profile-');
      const context = await launchPersistent(dir);
      const a = await context.newPage();
      first.push(await firstPrompt(a, base));
      await a.waitForTimeout(READING_MS);
      const b = await context.newPage();
      second.push(await firstPrompt(b, base));
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const f = (xs) => `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
    console.log(`\nfirst prompt, first visit: ${f(first)}; second visit: ${f(second)}`);
  }

  // Stop on a query that never ends: from the click to "Execution
  // Aborted" in the answers, and on to the program loaded again in a fresh
  // engine (the Shapely Squares program, the largest of the seed programs).
  if (!process.env.ONLY || process.env.ONLY === 'stop') {
    const stops = [], reloads = [];
    const program = programText(root, shapely);
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      await page.goto(share(base, program, 'repeat, fail'));
      await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
      await page.click('#run');
      await page.waitForTimeout(300);
      const [aborted, reloaded] = await page.evaluate(() => new Promise((resolve) => {
        const t0 = performance.now();
        let abortedAt = null;
        const watch = () => {
          if (abortedAt === null && document.getElementById('answers').textContent.includes('Execution Aborted')) abortedAt = performance.now() - t0;
          if (abortedAt !== null && document.getElementById('status').textContent.includes('still loaded')) resolve([abortedAt, performance.now() - t0]);
          else requestAnimationFrame(watch);
        };
        document.getElementById('stop').click();
        watch();
      }));
      stops.push(aborted); reloads.push(reloaded);
      await page.close();
    }
    const f = (xs) => `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
    console.log(`Stop to "Execution Aborted": ${f(stops)}; to the program loaded again: ${f(reloads)}`);
  }

  const wasm = fs.readFileSync(path.join(dist, 'pkg', 'hornbook_bg.wasm'));
  const gz = zlib.gzipSync(wasm, { level: 9 }).length;
  const br = zlib.brotliCompressSync(wasm, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const mb = (n) => (n / 1e6).toFixed(2);
  console.log(`hornbook_bg.wasm: ${mb(wasm.length)} MB raw, ${mb(gz)} MB gzip -9, ${mb(br)} MB brotli -q 11`);
} finally {
  await browser.close();
  server.kill();
}
