// The Shapely Squares view (programs/shapely_squares.pl with the puzzles
// of shapely_puzzles.pl): one of the 13 puzzles drawn as its figures and
// row sums, the solution's digits filled in, and a "watch the solver"
// mode that plays back the CLP(FD) domains of the cells shrinking as the
// constraints are posted and as labeling chooses.
//
// Solve calls the program's shapely_solution/2. Watch runs the helper
// below: it posts the constraints the way the program's post_constraints/3
// does (the row sums, then the constraint of each figure, calling the
// program's new_puzzle/2 and apply_constraint_cell/5), then labels the
// cells with its own loop (leftmost cell, smallest value first, as the
// program's labeling([], ...)), and after each step records fd_dom/2 of
// every cell into a list of snapshots that the view steps through.
import { el, ask, loadHelpers } from './common.js';

const HELPER = String.raw`
:- dynamic view_snapshot/3.

view_shapely_puzzles :-
    findall(json([number-N, figures-F, sums-S]), puzzle(N, F, S), Puzzles),
    view_json(Puzzles).

view_shapely_solve(N) :-
    (   shapely_solution(N, Rows)
    ->  view_json(json([digits-Rows]))
    ;   view_json(json([digits-none]))
    ).

% view_shapely_watch(+N, +Cap): puzzle N solved as solve_puzzle/3 does,
% recording the domain of every cell (fd_dom/2, as a list of values) into
% snapshots: after the row sums are posted, after the constraint of each
% figure, and after each choice of the labeling; at most Cap of them.
view_shapely_watch(N, Cap) :-
    retractall(view_snapshot(_, _, _)),
    puzzle(N, Figures, Sums),
    view_post(Figures, Sums, Rows, Cap),
    append(Rows, Vars),
    (   view_label(Vars, Cap)
    ->  view_record(Cap, Vars, json([kind-solved]))
    ;   view_record(Cap, Vars, json([kind-no_solution]))
    ),
    findall(json([step-What, domains-Doms]), view_snapshot(_, What, Doms), Snapshots),
    view_json(json([snapshots-Snapshots])).

% The steps of post_constraints/3, one figure at a time, in its order
% (row by row, each row from the left).
view_post(Figures, Sums, Rows, Cap) :-
    retractall(circle_value(_, _)),
    retractall(puzzle_size(_, _)),
    length(Figures, YSize),
    Figures = [Line | _],
    length(Line, XSize),
    asserta(puzzle_size(XSize, YSize)),
    new_puzzle(Sums, Rows),
    append(Rows, Vars),
    view_record(Cap, Vars, json([kind-sums])),
    asserta(circle_value(0, 0)),
    view_post_cells(Figures, Rows, Figures, Vars, Cap, 1).

view_post_cells([], _, _, _, _, _).
view_post_cells([Line | Lines], Rows, Figures, Vars, Cap, Y) :-
    view_post_line(Line, Rows, Figures, Vars, Cap, 1, Y),
    Y1 is Y + 1,
    view_post_cells(Lines, Rows, Figures, Vars, Cap, Y1).

view_post_line([], _, _, _, _, _, _).
view_post_line([Type | Types], Rows, Figures, Vars, Cap, X, Y) :-
    (   Type =:= 0
    ->  true
    ;   apply_constraint_cell(Type, Rows, Figures, X, Y),
        view_record(Cap, Vars, json([kind-figure, x-X, y-Y, figure-Type]))
    ),
    X1 is X + 1,
    view_post_line(Types, Rows, Figures, Vars, Cap, X1, Y).

% labeling([], Vars) as a loop: the leftmost unbound cell takes its
% smallest value, or on backtracking loses it.
view_label(Vars, Cap) :-
    view_first_unbound(Vars, 0, I, V),
    !,
    fd_inf(V, Min),
    (   V #= Min,
        view_record(Cap, Vars, json([kind-choose, cell-I, value-Min]))
    ;   V #\= Min,
        view_record(Cap, Vars, json([kind-exclude, cell-I, value-Min]))
    ),
    view_label(Vars, Cap).
view_label(_, _).

view_first_unbound([V | Vs], I0, I, X) :-
    (   var(V) -> I = I0, X = V
    ;   I1 is I0 + 1, view_first_unbound(Vs, I1, I, X)
    ).

view_record(Cap, Vars, What) :-
    aggregate_all(count, view_snapshot(_, _, _), K),
    (   K >= Cap
    ->  true
    ;   maplist(view_cell_domain, Vars, Doms),
        assertz(view_snapshot(K, What, Doms))
    ).

view_cell_domain(V, Values) :-
    fd_dom(V, Dom),
    view_dom_values(Dom, Values, []).

view_dom_values(N, [N | T], T) :- integer(N), !.
view_dom_values(L..H, Vs, T) :- !, numlist(L, H, Ns), append(Ns, T, Vs).
view_dom_values(A \/ B, Vs, T) :- view_dom_values(A, Vs, T0), view_dom_values(B, T0, T).
`;

// The program's figure codes (shapely_squares.pl, TYPE CODING).
const FIGURES = {
  0: ['', 'empty'], 1: ['★', 'star'], 2: ['■', 'square'], 3: ['◆', 'diamond'], 4: ['●', 'circle'],
  5: ['▲', 'triangle'], 6: ['♞', 'knight'], 7: ['♥', 'heart'],
};
const SNAPSHOT_CAP = 500;

export function mount(container, ctx) {
  let puzzles = [];
  let digits = null; // rows of digits, once solved
  let watch = null; // { snapshots, at, timer }
  const select = el('select', { id: 'sq-puzzle', 'aria-label': 'puzzle', onchange: () => { reset(); draw(); } });
  const solveButton = el('button', { id: 'sq-solve', onclick: solve }, 'Solve');
  const watchButton = el('button', { id: 'sq-watch', onclick: startWatching }, 'Watch the solver');
  const back = el('button', { id: 'sq-back', onclick: () => goTo(watch.at - 1), disabled: true }, '◀');
  const forward = el('button', { id: 'sq-forward', onclick: () => goTo(watch.at + 1), disabled: true }, '▶');
  const play = el('button', { id: 'sq-play', onclick: togglePlay, disabled: true }, 'Play');
  const counter = el('span', { id: 'sq-counter', class: 'view-counter' });
  const stepText = el('div', { id: 'sq-step', class: 'view-note' });
  const board = el('table', { id: 'sq-board', class: 'sq-board' });
  const legend = el('div', { class: 'sq-legend' }, Object.entries(FIGURES).filter(([k]) => k !== '0')
    .map(([, [glyph, name]]) => el('span', {}, `${glyph} ${name}`)));
  const note = el('div', { id: 'sq-note', class: 'view-note' });
  container.append(
    el('div', { class: 'view-bar' }, select, solveButton, watchButton),
    el('div', { class: 'view-bar' }, back, forward, play, counter),
    stepText, board, legend, note);
  start();

  async function start() {
    try {
      await loadHelpers(ctx, 'view_shapely_squares.pl', HELPER);
      puzzles = await ask(ctx, 'view_shapely_puzzles');
      for (const p of puzzles) {
        select.appendChild(el('option', { value: p.number }, `puzzle ${p.number} (${p.figures[0].length}×${p.figures.length})`));
      }
      draw();
    } catch (e) {
      note.textContent = e.message;
    }
  }

  function current() { return puzzles.find((p) => p.number === Number(select.value)); }

  function reset() {
    digits = null;
    stopPlaying();
    watch = null;
    stepText.textContent = '';
    note.textContent = '';
    updateControls();
  }

  async function solve() {
    reset();
    note.textContent = 'solving…';
    try {
      const answer = await ask(ctx, `view_shapely_solve(${select.value})`);
      digits = answer.digits === 'none' ? null : answer.digits;
      note.textContent = digits ? `?- shapely_solution(${select.value}, Rows).` : 'no solution';
      board.dataset.solved = digits ? 'true' : 'false';
    } catch (e) {
      note.textContent = e.message;
    }
    draw();
  }

  async function startWatching() {
    reset();
    note.textContent = 'recording the solver…';
    try {
      const answer = await ask(ctx, `view_shapely_watch(${select.value}, ${SNAPSHOT_CAP})`);
      watch = { snapshots: answer.snapshots, at: 0, timer: null };
      note.textContent = answer.snapshots.length >= SNAPSHOT_CAP ? `the first ${SNAPSHOT_CAP} steps` : '';
    } catch (e) {
      note.textContent = e.message;
    }
    goTo(0);
  }

  function goTo(i) {
    if (!watch) return;
    watch.at = Math.max(0, Math.min(i, watch.snapshots.length - 1));
    stepText.textContent = describe(watch.snapshots[watch.at].step);
    updateControls();
    draw();
  }

  function togglePlay() {
    if (!watch) return;
    if (watch.timer) { stopPlaying(); updateControls(); return; }
    if (watch.at === watch.snapshots.length - 1) goTo(0);
    watch.timer = setInterval(() => {
      if (watch.at >= watch.snapshots.length - 1) { stopPlaying(); updateControls(); } else goTo(watch.at + 1);
    }, 500);
    updateControls();
  }

  function stopPlaying() {
    if (watch && watch.timer) { clearInterval(watch.timer); watch.timer = null; }
  }
  stopAll = stopPlaying;

  function updateControls() {
    const last = watch ? watch.snapshots.length - 1 : 0;
    back.disabled = !watch || watch.at === 0;
    forward.disabled = !watch || watch.at === last;
    play.disabled = !watch;
    play.textContent = watch && watch.timer ? 'Pause' : 'Play';
    counter.textContent = watch ? `step ${watch.at} of ${last}` : '';
    counter.dataset.at = watch ? watch.at : '';
    counter.dataset.last = last;
  }

  function describe(step) {
    const width = current().figures[0].length;
    const cell = (i) => `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
    switch (step.kind) {
      case 'sums': return 'The row sums are posted: every cell 0..9, each row adding up to its sum.';
      case 'figure': return `The ${FIGURES[step.figure][1]} at row ${step.y}, column ${step.x} is posted and propagates.`;
      case 'choose': return `Labeling: ${cell(step.cell)} takes ${step.value}.`;
      case 'exclude': return `Backtracking: ${cell(step.cell)} is not ${step.value}.`;
      case 'solved': return 'Every cell has one value: solved.';
      default: return 'No solution.';
    }
  }

  function draw() {
    const p = current();
    board.textContent = '';
    if (!p) return;
    const domains = watch ? watch.snapshots[watch.at].domains : null;
    const before = watch && watch.at > 0 ? watch.snapshots[watch.at - 1].domains : null;
    const width = p.figures[0].length;
    p.figures.forEach((row, y) => {
      const tr = el('tr');
      row.forEach((code, x) => {
        const i = y * width + x;
        const [glyph, name] = FIGURES[code];
        let content;
        if (domains) {
          const dom = new Set(domains[i]);
          const shrank = before && before[i].length !== domains[i].length;
          content = dom.size === 1
            ? el('span', { class: `sq-digit${shrank ? ' sq-shrank' : ''}` }, String(domains[i][0]))
            : el('span', { class: `sq-domain${shrank ? ' sq-shrank' : ''}` },
              [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => el('i', { class: dom.has(d) ? '' : 'sq-out' }, String(d))));
        } else {
          content = el('span', { class: 'sq-digit' }, digits ? String(digits[y][x]) : '');
        }
        tr.appendChild(el('td', { class: `sq-cell sq-${name}`, title: name, 'data-x': x + 1, 'data-y': y + 1 },
          el('span', { class: 'sq-figure' }, glyph), content));
      });
      tr.appendChild(el('th', { class: 'sq-sum' }, String(p.sums[y])));
      board.appendChild(tr);
    });
  }
}

let stopAll = () => {};

export function unmount() {
  stopAll();
}
