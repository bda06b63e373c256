// The Prolog engine in a Web Worker: the page never freezes, and Stop
// ends any query by ending this worker (engine.js starts a new one and
// loads the program again).
//
// Messages in:  {id, cmd: 'load'|'put_file'|'query'|'next'|'stop'|'trace', args: [...]}
// Messages out: {type: 'ready'}, {type: 'print', channel: 1|2, text},
//               {type: 'result', id, value} (value parsed from the JSON
//               the engine answers), {type: 'failed', id, message}.
import init, { Playground } from './pkg/hornbook.js';

self.hornbookPrint = (channel, text) => postMessage({ type: 'print', channel, text });

let playground = null;
const queue = [];

async function start() {
  await init({ module_or_path: new URL('./pkg/hornbook_bg.wasm', import.meta.url) });
  playground = new Playground();
  postMessage({ type: 'ready' });
  while (queue.length) handle(queue.shift());
}

function handle({ id, cmd, args }) {
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
