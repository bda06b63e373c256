// What the views share: a small DOM builder, the Prolog side of their
// conversation with the engine (a JSON writer the views' helper files
// call), and the way a view asks the engine something.
//
// A view never parses the toplevel's answer text when it needs data: its
// helper predicate prints one line `@json <JSON>` (view_json/1 below) and
// the view reads that line from the goal's captured output. The helper
// files are loaded as extra in-memory files (engine.load), so they stay
// loaded when Stop restarts the worker.

// el('div', {class: 'x', onclick: f}, child, 'text', ...)
export function el(tag, attrs = {}, ...children) {
  const svg = tag.startsWith('svg:');
  const node = svg ? document.createElementNS('http://www.w3.org/2000/svg', tag.slice(4)) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return node;
}

// view_json(+Term): prints `@json ` and Term as JSON on one line. Numbers
// stay numbers, lists become arrays, json([Key-Value, ...]) an object,
// atoms and strings JSON strings, any other term its written text.
export const JSON_PROLOG = String.raw`
view_json(X) :- write('@json '), view_json_(X), nl.

view_json_(X) :- var(X), !, write(null).
view_json_(X) :- number(X), !, write(X).
view_json_(X) :- X == [], !, write('[]').
view_json_(json(Pairs)) :- !, write('{'), view_json_pairs(Pairs), write('}').
view_json_([X|Xs]) :- is_list([X|Xs]), !,
    write('['), view_json_(X), view_json_items(Xs), write(']').
view_json_(X) :- ( atom(X) ; string(X) ), !,
    atom_codes(X, Cs), put_char('"'), view_json_codes(Cs), put_char('"').
view_json_(X) :- term_to_atom(X, A), view_json_(A).

view_json_items([]).
view_json_items([X|Xs]) :- write(','), view_json_(X), view_json_items(Xs).

view_json_pairs([]).
view_json_pairs([K-V|Ps]) :-
    view_json_(K), write(':'), view_json_(V),
    ( Ps == [] -> true ; write(',') ),
    view_json_pairs(Ps).

view_json_codes([]).
view_json_codes([C|Cs]) :- view_json_code(C), view_json_codes(Cs).

view_json_code(0'") :- !, write('\\"').
view_json_code(0'\\) :- !, write('\\\\').
view_json_code(C) :- C < 32, !, H is C >> 4, L is C /\ 15, format('\\u00~16r~16r', [H, L]).
view_json_code(C) :- char_code(Ch, C), put_char(Ch).
`;

// Loads the JSON writer and a view's own helper predicates as in-memory
// files, each once (engine.js loads them again after a restart). Loading
// closes the engine's open query, so it is not done again needlessly.
export async function loadHelpers(ctx, name, text) {
  for (const [file, source] of [['view_json.pl', JSON_PROLOG], [name, text]]) {
    if (ctx.engine.loaded.get(file) === source) continue;
    const result = await ctx.engine.load(file, source);
    if (result.errors) throw new Error(`${file}: ${result.errors} error(s) loading the view's helpers`);
  }
}

// Runs a goal whose helper prints `@json ...` and gives the parsed value.
// A goal that fails or raises an error rejects with the toplevel's text.
// One goal at a time: the page's capture of printed output is shared.
let queue = Promise.resolve();
export function ask(ctx, goal) {
  const run = async () => {
    const { step, text } = await ctx.captureGoal(goal);
    const line = text.split('\n').reverse().find((l) => l.startsWith('@json '));
    if (step.kind !== 'answer' || !line) {
      throw new Error(step.transcript.trim() || `${goal}: no answer`);
    }
    return JSON.parse(line.slice(6));
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}

// A Prolog list of small integers or atoms, written from JavaScript.
export function plList(items, item = String) {
  return `[${items.map(item).join(',')}]`;
}
