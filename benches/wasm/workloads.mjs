// What benches/wasm/bench.mjs (Chromium, wall time) and cpu.mjs (Node,
// CPU time) both run: the workloads, each program as one text, and the
// statistics of the rounds.
import fs from 'node:fs';
import path from 'node:path';

export const shapely = ['programs/shapely_squares.pl'];

// Each query runs the goal `repeat` times in one engine (REPEAT=n for
// all): the first run is the engine's first ("cold"), the last `warm` runs
// come after the browser has optimised the hot code, and their median is
// the "warm" figure; a short goal needs more runs before that, and more of
// them in its median. ONLY=name
// keeps the workloads whose name starts so.
export const workloads = [
  { name: 'nrev', files: ['benches/nrev.pl'], goal: 'bench(20000)', repeat: 3, warm: 1 },
  { name: 'queens', files: ['benches/queens.pl'], goal: 'bench(50)', repeat: 3, warm: 1 },
  // Ten rounds of the 13 puzzles per run (about 80 ms natively): one round
  // alone is 8 ms, shorter than a descheduling on a shared machine.
  { name: 'shapely', files: shapely, goal: 'forall(between(1,10,_), forall(between(1,13,N), once(shapely_solution(N,_))))', repeat: 8, warm: 4 },
].filter((w) => !process.env.ONLY || w.name.startsWith(process.env.ONLY))
  .map((w) => {
    const repeat = Math.max(2, Number(process.env.REPEAT || w.repeat));
    return { ...w, repeat, warm: Math.min(w.warm, repeat - 1) };
  });

// The warm figure of one engine's runs: the median of its last `warm`.
export const warmOf = (w, runs) => median(runs.slice(runs.length - w.warm));

// The program as one text (the page's editor holds one): an included
// file is put in place of its include.
export function programText(root, files) {
  return files.map((f) => fs.readFileSync(path.join(root, f), 'utf8')
    .replace(/^:- include\('?([^')]+)'?\)\.$/gm, (_, inc) =>
      fs.readFileSync(path.join(root, path.dirname(f), inc.endsWith('.pl') ? inc : `${inc}.pl`), 'utf8')))
    .join('\n');
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

// The lowest and highest of the per-round ratios.
export const spread = (xs) => `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}`;
