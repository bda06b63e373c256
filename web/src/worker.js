// The Prolog engine in a Web Worker: the page never freezes, and Stop
// ends any query by ending this worker (engine.js starts a new one and
// loads the program again).
//
// Messages in:  {id, cmd: 'load'|'put_file'|'query'|'next'|'stop'|'trace', args: [...]}
// Messages out: {type: 'ready'}, {type: 'warm'} (the warm-up is over),
//               {type: 'print', channel: 1|2, text},
//               {type: 'result', id, value} (value parsed from the JSON
//               the engine answers), {type: 'failed', id, message}.
import init, { Playground } from './pkg/hornbook.js';

self.hornbookPrint = (channel, text) => postMessage({ type: 'print', channel, text });

let playground = null;
const queue = [];

// The warm-up (ARCHITECTURE.md, "The browser build"): the browser runs a
// new module's functions on baseline code and compiles the ones that get
// hot again, optimised, in the background, so an engine's first query ran
// 3-4 times slower than the same query later. Once the prompt shows, the
// engine runs a few short slices of ordinary Prolog (calls, unification,
// backtracking, lists and arithmetic) while the student reads or types,
// and the browser tiers that code up. A slice is one query that binds
// nothing and prints nothing, so the session is as it was; the worker
// takes messages between slices, and the first query (or trace) ends the
// warm-up for good, so it waits at most one slice. Loading a program does
// not end it (a share link loads one as the page opens).
const WARM_UP_GOAL = '\\+ \\+ (numlist(1, 30, L), between(1, 30, _), append(A, B, L), append(B, A, C), msort(C, _), length(C, _), fail ; true)';
const WARM_UP_SLICES = 20;
let warmUpLeft = WARM_UP_SLICES;

function warmUp() {
  if (warmUpLeft <= 0) return;
  warmUpLeft -= 1;
  try {
    playground.query(WARM_UP_GOAL);
    playground.stop();
  } catch {
    // A trap: the next request reports it (the page restarts the worker).
    warmUpLeft = 0;
  }
  if (warmUpLeft > 0) setTimeout(warmUp, 0);
  else postMessage({ type: 'warm' });
}

function endWarmUp() {
  if (warmUpLeft > 0) {
    warmUpLeft = 0;
    postMessage({ type: 'warm' });
  }
}

async function start() {
  await init({ module_or_path: new URL('./pkg/hornbook_bg.wasm', import.meta.url) });
  playground = new Playground();
  postMessage({ type: 'ready' });
  while (queue.length) handle(queue.shift());
  setTimeout(warmUp, 0);
}

function handle({ id, cmd, args }) {
  if (cmd === 'query' || cmd === 'next' || cmd === 'trace') endWarmUp();
  try {
    const json = playground[cmd](...args);
    postMessage({ type: 'result', id, value: JSON.parse(json) });
  } catch (e) {
    // A trap in the engine (a stack overflow, say): this worker cannot go
    // on, the page starts another one.
    postMessage({ type: 'failed', id, message: String(e && e.message || e) });
  }
}

self.onmessage = (event) => {
  if (playground) handle(event.data);
  else queue.push(event.data);
};

start();
