// The same engine (web/dist/pkg, as built for the page) run in Node's V8
// against the native binary, by CPU time rather than wall time: on a
// shared machine whose load changes from one second to the next the
// wall-clock figures of bench.mjs swing by 3x, CPU time much less. Node
// has the same kind of WebAssembly compilers as Chromium (an older V8),
// so this is a cross-check of bench.mjs, not the browser's own figure.
//
// Per workload and round: a fresh engine consults the program and runs
// the goal its `repeat` times (workloads.mjs), each timed by the
// process's CPU time (process.cpuUsage: V8's background compiler threads
// included, so "cold" counts the cost of compiling the hot code), and by
// the CPU time of its main thread alone (Linux's
// /proc/self/task/PID/schedstat, in ns): what a browser's page waits for
// when its background compiler threads have cores of their own; then the
// native binary runs the same goal as many times, each timed by
// statistics(cputime, _). Warm is the median of the last runs
// (workloads.mjs). Medians over RUNS rounds (default 5) and the
// per-round ratios' median, lowest and highest.
//
//   node benches/wasm/cpu.mjs
//   ONLY=shapely RUNS=3 node benches/wasm/cpu.mjs
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workloads, programText, median, spread, warmOf } from './workloads.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = path.join(root, 'web', 'dist', 'pkg');
const native = process.env.HORNBOOK || path.join(root, 'target', 'release', 'hornbook');
const runs = Number(process.env.RUNS || 5);

// The bindings print through the worker's global hornbookPrint.
globalThis.self = globalThis;
globalThis.hornbookPrint = () => {};
const engine = await import(path.join(pkg, 'hornbook.js'));
const bytes = fs.readFileSync(path.join(pkg, 'hornbook_bg.wasm'));

// One round in a Node process of its own, so the module is compiled
// afresh (V8 keeps compiled modules, optimised code and all, per process):
// the child prints the CPU times of its runs as JSON.
async function inNode(program, goal, repeat) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, WASM_CPU_GOAL: goal, WASM_CPU_REPEAT: String(repeat) }, stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(program);
  let out = '';
  for await (const chunk of child.stdout) out += chunk;
  if (await new Promise((r) => child.on('close', r)) !== 0) throw new Error(`${goal}: the engine failed`);
  return JSON.parse(out);
}

async function child(goal, repeat) {
  // The bindings print through the worker's global hornbookPrint.
  globalThis.self = globalThis;
  globalThis.hornbookPrint = () => {};
  const engine = await import(path.join(pkg, 'hornbook.js'));
  engine.initSync({ module: fs.readFileSync(path.join(pkg, 'hornbook_bg.wasm')) });
  const playground = new engine.Playground();
  playground.load('bench.pl', fs.readFileSync(0, 'utf8'));
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const mainMs = () => (fs.existsSync(schedstat) ? Number(fs.readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6 : NaN);
  const cpu = [], main = [];
  for (let i = 0; i < repeat; i++) {
    const c0 = process.cpuUsage();
    const m0 = mainMs();
    const answer = playground.query(goal);
    const m = mainMs() - m0;
    const c = process.cpuUsage(c0);
    playground.stop();
    if (!answer.includes('"answer"')) throw new Error(`${goal}: ${answer}`);
    cpu.push((c.user + c.system) / 1000);
    main.push(m);
  }
  process.stdout.write(JSON.stringify({ cpu, main }));
}

function onNative(program, goal, repeat) {
  const dir = fs.mkdtempSync('/tmp/hornbook-wasm-cpu-');
  const file = path.join(dir, 'bench.pl');
  fs.writeFileSync(file, program);
  const query = `forall(between(1,${repeat},_), (statistics(cputime,T0), ${goal}, statistics(cputime,T1), T is (T1-T0)*1000, write(ms(T)), nl))`;
  const out = execFileSync(native, [file, '-g', query, '-t', 'halt'], { cwd: root, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  const got = [...out.matchAll(/ms\(([\d.e+-]+)\)/g)].map((m) => Number(m[1]));
  if (got.length !== repeat) throw new Error(`native printed no times: ${out}`);
  return got;
}

if (process.env.WASM_CPU_GOAL) {
  await child(process.env.WASM_CPU_GOAL, Number(process.env.WASM_CPU_REPEAT));
} else {
  console.log(`CPU ms, RUNS=${runs} rounds (cold = the 1st run of the goal in an engine, warm = the median of the last runs; process = all threads, main = the engine's thread)\n`);
  console.log('| workload | native | wasm cold | ratio (spread) | wasm warm | ratio (spread) | warm, main thread | ratio (spread) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const w of workloads) {
    const program = programText(root, w.files);
    const nat = [], cold = [], warm = [], warmMain = [], coldRatio = [], warmRatio = [], mainRatio = [];
    for (let i = 0; i < runs; i++) {
      const b = await inNode(program, w.goal, w.repeat);
      const n = Math.max(0.1, median(onNative(program, w.goal, w.repeat)));
      const [wc, wm] = [warmOf(w, b.cpu), warmOf(w, b.main)];
      nat.push(n); cold.push(b.cpu[0]); warm.push(wc); warmMain.push(wm);
      coldRatio.push(b.cpu[0] / n); warmRatio.push(wc / n); mainRatio.push(wm / n);
    }
    const ms = (xs) => median(xs).toFixed(0);
    const r = (xs) => `${median(xs).toFixed(2)} (${spread(xs)})`;
    console.log(`| ${w.name} \`${w.goal}\` x${w.repeat}, warm of the last ${w.warm} | ${ms(nat)} | ${ms(cold)} | ${r(coldRatio)} `
      + `| ${ms(warm)} | ${r(warmRatio)} | ${ms(warmMain)} | ${r(mainRatio)} |`);
  }
}
