// The page's side of the engine: one worker at a time, requests answered
// by promises, printed text passed to a callback. stop() while a query
// runs ends the worker at once and starts a fresh one with the same
// programs loaded, so the page stays usable and nothing loaded is lost.

export class Engine {
  constructor(onPrint, onRestart) {
    this.onPrint = onPrint;
    this.onRestart = onRestart || (() => {});
    this.loaded = new Map(); // name -> text, in load order
    this.pending = new Map();
    this.nextId = 1;
    this.busy = false;
    this.spawn();
  }

  spawn() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.ready = new Promise((resolve) => { this.resolveReady = resolve; });
    // Settles when the worker's warm-up (worker.js) is over.
    this.warmed = new Promise((resolve) => { this.resolveWarmed = resolve; });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      this.failAll(event.message || 'the engine stopped');
    };
  }

  receive(msg) {
    if (msg.type === 'ready') {
      this.resolveReady();
    } else if (msg.type === 'warm') {
      this.resolveWarmed();
    } else if (msg.type === 'print') {
      // Loading the programs again after a Stop says nothing new.
      if (!this.reloading) this.onPrint(msg.channel, msg.text);
    } else {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.type === 'result') p.resolve(msg.value);
      else {
        // The engine trapped (a bug, reported on user_error): this worker
        // cannot go on; a fresh one loads the programs again.
        p.reject(new Error(msg.message));
        // Not while loading again: a program that traps would loop.
        if (!this.reloading) this.restart();
      }
    }
  }

  failAll(message) {
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
  }

  async call(cmd, ...args) {
    await this.ready;
    const id = this.nextId++;
    this.busy = true;
    try {
      return await new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        this.worker.postMessage({ id, cmd, args });
      });
    } finally {
      this.busy = this.pending.size > 0;
    }
  }

  async load(name, text) {
    this.loaded.set(name, { text, consult: true });
    return this.call('load', name, text);
  }

  // A file the program loads itself (ensure_loaded/1, include/1).
  async putFile(name, text) {
    this.loaded.set(name, { text, consult: false });
    return this.call('put_file', name, text);
  }

  query(text) { return this.call('query', text); }
  next() { return this.call('next'); }
  trace(text, cap) { return this.call('trace', text, cap); }

  // Ends the open query. A query still computing cannot be reached inside
  // the worker: the worker is ended at once and a new one loads the
  // programs; `reloaded` settles when they are loaded again. Calls made
  // meanwhile run after the reload (the worker takes requests in order).
  async stop() {
    if (!this.busy) return this.call('stop');
    const reloaded = this.restart();
    return { kind: 'stopped', more: false, transcript: '', reloaded };
  }

  restart() {
    this.worker.terminate();
    this.failAll('stopped');
    this.busy = false;
    this.spawn();
    this.onRestart();
    this.reloading = true;
    const loads = [...this.loaded].map(([name, { text, consult }]) => this.call(consult ? 'load' : 'put_file', name, text));
    return Promise.allSettled(loads).then(() => { this.reloading = false; });
  }
}
