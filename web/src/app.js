// The playground page: an editor for the program, the toplevel (a query
// box with history, answers one at a time with Next and Stop, printed
// output), the program's own view, the tracer and help. The engine runs
// in a worker (engine.js); nothing here blocks.
import { EditorView, basicSetup } from 'codemirror';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration } from '@codemirror/view';
import { setDiagnostics } from '@codemirror/lint';
import { prolog } from './prolog_mode.js';
import { Engine } from './engine.js';
import { parseReports, offsetOf } from './diagnostics.js';
import { TraceView } from './trace_view.js';
import { PROGRAMS, viewFor } from './views/index.js';

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------- printing

// Printed text goes to the output pane, or to a capture (help pages, the
// views' own queries) while one is open.
let capture = null;
let loadReports = '';
function print(channel, text) {
  if (capture) { capture.push(text); return; }
  if (channel === 2) loadReports += text;
  const out = $('output');
  const span = document.createElement('span');
  if (channel === 2) span.className = 'stderr';
  span.textContent = text;
  out.appendChild(span);
  out.scrollTop = out.scrollHeight;
}

const engine = new Engine(print, () => setStatus('engine restarted; program loaded again'));

function setStatus(text) { $('status').textContent = text; }

// ---------------------------------------------------------------- editor

const highlightLine = StateEffect.define();
const highlightField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (e.is(highlightLine)) {
        deco = e.value === null ? Decoration.none
          : Decoration.set([Decoration.line({ class: 'cm-traced-line' }).range(e.value)]);
      }
    }
    return deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const editor = new EditorView({
  state: EditorState.create({ doc: '', extensions: [basicSetup, prolog, highlightField] }),
  parent: $('editor'),
});

function programText() { return editor.state.doc.toString(); }
function setProgramText(text) {
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
}

let currentName = 'user.pl';

async function loadProgram() {
  loadReports = '';
  const result = await engine.load(currentName, programText());
  const reports = parseReports(loadReports, currentName);
  const doc = editor.state.doc;
  editor.dispatch(setDiagnostics(editor.state, reports.map((r) => {
    const from = offsetOf(doc, r.line, r.column);
    return { from, to: Math.min(from + 1, doc.length), severity: r.severity, message: r.message };
  })));
  setStatus(`${currentName} loaded: ${result.errors} error(s), ${result.warnings} warning(s)`);
  return result;
}

// ---------------------------------------------------------------- toplevel

const queryHistory = JSON.parse(localStorage.getItem('hornbook-history') || '[]');
let historyAt = queryHistory.length;

function setOpen(open) {
  $('next').disabled = !open;
  $('stop').disabled = !open;
}

function startAnswers(query) {
  const answers = $('answers');
  if (answers.textContent) {
    const old = document.createElement('pre');
    old.textContent = answers.textContent;
    $('history').appendChild(old);
  }
  const echo = document.createElement('pre');
  echo.className = 'echo';
  echo.textContent = `?- ${query.replace(/\.\s*$/, '')}.`;
  $('history').appendChild(echo);
  answers.textContent = '';
}

function showStep(step) {
  $('answers').textContent += step.transcript;
  setOpen(step.more);
  $('answers').scrollIntoView({ block: 'end' });
  return step;
}

export async function runQuery(query) {
  query = query.trim();
  if (!query) return null;
  if (queryHistory[queryHistory.length - 1] !== query) {
    queryHistory.push(query);
    localStorage.setItem('hornbook-history', JSON.stringify(queryHistory.slice(-200)));
  }
  historyAt = queryHistory.length;
  startAnswers(query);
  setOpen(true);
  $('stop').disabled = false;
  setStatus('running…');
  try {
    const step = showStep(await engine.query(query));
    setStatus('');
    return step;
  } catch (e) {
    setOpen(false);
    setStatus(e.message === 'stopped' ? '' : `engine: ${e.message}`);
    return null;
  }
}

async function next() {
  setStatus('running…');
  $('next').disabled = true;
  try {
    showStep(await engine.next());
    setStatus('');
  } catch (e) {
    setOpen(false);
    setStatus(e.message === 'stopped' ? '' : `engine: ${e.message}`);
  }
}

async function stop() {
  const computing = engine.busy;
  const step = await engine.stop();
  if (!computing) {
    showStep(step);
    setOpen(false);
    setStatus('');
    return;
  }
  setOpen(false);
  // The query ended when its worker did; say so before the program is
  // loaded again into the new one.
  $('answers').textContent += '\n% Execution Aborted\n';
  setStatus('stopped; loading the program again…');
  await step.reloaded;
  setStatus('stopped; the program is still loaded');
}

// Captured output of a goal run for the page itself (help, the views).
export async function captureGoal(goal) {
  capture = [];
  try {
    const step = await engine.query(goal);
    if (step.more) await engine.call('stop');
    return { step, text: capture.join('') };
  } finally {
    capture = null;
  }
}

// ---------------------------------------------------------------- help

async function showHelp(what) {
  const { text } = await captureGoal(`help(${what})`);
  const page = $('help-page');
  page.textContent = '';
  const pre = document.createElement('pre');
  pre.textContent = text;
  page.appendChild(pre);
  selectTab('help');
}

async function apropos(what) {
  const { text } = await captureGoal(`apropos(${JSON.stringify(what)})`);
  const page = $('help-page');
  page.textContent = '';
  for (const line of text.split('\n').filter((l) => l.trim())) {
    const m = /^(\S+\/\d+)\s+(.*)$/.exec(line.trim());
    const row = document.createElement('div');
    row.className = 'apropos-row';
    if (m) {
      const link = document.createElement('a');
      link.href = '#';
      link.textContent = m[1];
      link.onclick = (e) => { e.preventDefault(); showHelp(m[1]); };
      row.appendChild(link);
      row.appendChild(document.createTextNode(`  ${m[2]}`));
    } else {
      row.textContent = line;
    }
    page.appendChild(row);
  }
  selectTab('help');
}

// ---------------------------------------------------------------- tracer

const traceView = new TraceView($('trace-tree'), (port) => {
  const doc = editor.state.doc;
  // The clause a Call or Redo tries, when the tracer named one of the
  // editor's program.
  const clause = port.clause;
  if (clause && clause.file.split('/').pop() === currentName && clause.line <= doc.lines) {
    editor.dispatch({ effects: highlightLine.of(doc.line(clause.line).from) });
    return;
  }
  // Otherwise the predicate's first clause.
  const name = /^([a-z][\w]*|'[^']*')/u.exec(port.goal);
  if (!name) return;
  for (let i = 1; i <= doc.lines; i++) {
    const line = doc.line(i);
    if (line.text.startsWith(name[1]) && /^[(:. ]/.test(line.text.slice(name[1].length) || '.')) {
      editor.dispatch({ effects: highlightLine.of(line.from) });
      return;
    }
  }
  editor.dispatch({ effects: highlightLine.of(null) });
});

async function traceQuery(query) {
  if (!query.trim()) return;
  setStatus('tracing…');
  const record = await engine.trace(query.trim(), 2000);
  traceView.show(record);
  $('trace-answer').textContent = record.step.transcript;
  selectTab('trace');
  setStatus('');
}

// ---------------------------------------------------------------- tabs, programs

function selectTab(name) {
  for (const t of document.querySelectorAll('[data-tab]')) {
    t.classList.toggle('active', t.dataset.tab === name);
  }
  for (const p of document.querySelectorAll('.pane')) {
    p.hidden = p.id !== `pane-${name}`;
  }
}

let currentView = null;

async function openProgram(name, { mountView = true } = {}) {
  const program = PROGRAMS.find((p) => p.name === name);
  if (!program) return;
  for (const used of program.uses || []) {
    await engine.putFile(used, await (await fetch(`programs/${used}`)).text());
  }
  const text = await (await fetch(`programs/${program.file}`)).text();
  currentName = program.file;
  setProgramText(text);
  await loadProgram();
  $('query').value = program.query || '';
  $('program-title').textContent = program.title;
  if (currentView && currentView.unmount) currentView.unmount();
  currentView = null;
  const viewPane = $('view');
  viewPane.textContent = '';
  const view = viewFor(name);
  if (view && mountView) {
    currentView = view;
    await view.mount(viewPane, { engine, captureGoal, runQuery, program });
    selectTab('view');
  } else {
    selectTab('toplevel');
  }
}

// ---------------------------------------------------------------- share links

function shareLink() {
  const state = { p: programText(), q: $('query').value, n: currentName };
  const encoded = btoa(unescape(encodeURIComponent(JSON.stringify(state))));
  return `${location.origin}${location.pathname}#${encoded}`;
}

function fromHash() {
  if (location.hash.length < 2) return null;
  try {
    return JSON.parse(decodeURIComponent(escape(atob(location.hash.slice(1)))));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- start

function wire() {
  for (const p of PROGRAMS) {
    const b = document.createElement('button');
    b.textContent = p.title;
    b.dataset.program = p.name;
    b.onclick = () => openProgram(p.name);
    $('programs').appendChild(b);
  }
  for (const t of document.querySelectorAll('[data-tab]')) t.onclick = () => selectTab(t.dataset.tab);
  $('load').onclick = loadProgram;
  $('run').onclick = () => runQuery($('query').value);
  $('next').onclick = next;
  $('stop').onclick = stop;
  $('trace').onclick = () => traceQuery($('query').value);
  $('trace-step').onclick = () => traceView.step();
  $('trace-skip').onclick = () => traceView.skip();
  $('trace-leap').onclick = () => traceView.leap();
  $('trace-retry').onclick = () => traceView.retry();
  $('help-go').onclick = () => showHelp($('help-what').value);
  $('apropos-go').onclick = () => apropos($('help-what').value);
  $('share').onclick = () => {
    const link = shareLink();
    window.history.replaceState(null, '', link);
    $('share-link').value = link;
    $('share-link').hidden = false;
  };
  $('query').addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); runQuery($('query').value); }
    if (e.key === 'ArrowUp' && historyAt > 0) { e.preventDefault(); $('query').value = queryHistory[--historyAt]; }
    if (e.key === 'ArrowDown' && historyAt < queryHistory.length) {
      e.preventDefault();
      historyAt++;
      $('query').value = queryHistory[historyAt] || '';
    }
  });
  document.addEventListener('keydown', (e) => {
    // `;` and Enter answer a pending answer, as at the terminal.
    if ($('next').disabled || e.target.closest('input, textarea, .cm-editor')) return;
    if (e.key === ';' || e.key === ' ') { e.preventDefault(); next(); }
    if (e.key === 'Enter' || e.key === '.') { e.preventDefault(); stop(); }
  });
}

async function start() {
  wire();
  setOpen(false);
  const params = new URLSearchParams(location.search);
  const shared = fromHash();
  if (params.get('program')) {
    // index.html?program=NAME&query=QUERY: load, run, answers as text.
    await openProgram(params.get('program'), { mountView: false });
    if (params.get('query')) {
      $('query').value = params.get('query');
      await runQuery(params.get('query'));
    }
  } else if (shared) {
    currentName = shared.n || 'user.pl';
    setProgramText(shared.p || '');
    await loadProgram();
    $('query').value = shared.q || '';
  } else {
    await engine.ready;
  }
  await engine.ready;
  document.body.dataset.ready = 'true';
  setStatus('ready');
  // For the benchmarks and tests: the engine has warmed up (worker.js).
  engine.warmed.then(() => { document.body.dataset.warm = 'true'; });
}

start();
