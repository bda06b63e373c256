// The FreeCell view (programs/freecell.pl): the deal drawn as cards, and
// the solution replayed move by move with step back, step forward and
// play.
//
// It calls the program's solve/3 (solve(4, 2, S) by default; a deal
// number first runs set_random(seed(N)) so a deal can be had again). A
// solution is the program's list of states [Dom, FreeCells, Field] from
// the deal to the end: Dom the home columns, FreeCells the cards in the
// free cells, Field the columns, each column top card first; a card is
// [Value, Colour]. The helper below prints the states and, for each move,
// the program's own describe_move/3 text.
import { el, ask, loadHelpers } from './common.js';

const HELPER = String.raw`
view_freecell(MaxValue, Colours, States, Moves) :-
    solve(MaxValue, Colours, States),
    view_freecell_moves(States, Moves).

view_freecell_moves([_], []) :- !.
view_freecell_moves([A, B | States], [Text | Texts]) :-
    describe_move(A, B, Text),
    view_freecell_moves([B | States], Texts).

view_freecell_json(MaxValue, Colours) :-
    view_freecell(MaxValue, Colours, States, Moves),
    view_json(json([states-States, moves-Moves])).
`;

// Colour 0..3 of the program drawn as a suit; the program only asks that
// a card goes on one of another colour.
const SUITS = [['♥', 'red'], ['♠', 'black'], ['♦', 'red'], ['♣', 'black']];

function cardKey([v, c]) { return `${v},${c}`; }

function card([value, colour], moved) {
  const [suit, ink] = SUITS[colour % SUITS.length];
  return el('div', {
    class: `fc-card fc-${ink}${moved ? ' fc-moved' : ''}`,
    title: `[${value},${colour}]`,
    'data-card': `${value},${colour}`,
  }, el('span', { text: `${value}${suit}` }));
}

// Where each card lies in a state: 'home N', 'free', 'column N'.
function places([dom, free, field]) {
  const at = new Map();
  dom.forEach((pile, i) => pile.forEach((c) => at.set(cardKey(c), `home ${i}`)));
  free.forEach((c) => at.set(cardKey(c), 'free'));
  field.forEach((col, i) => col.forEach((c) => at.set(cardKey(c), `column ${i}`)));
  return at;
}

let playing = null; // the running replay's timer, for unmount

export function mount(container, ctx) {
  const state = { solution: null, at: 0, timer: null };
  const values = el('input', { type: 'number', min: 2, max: 13, value: 4, id: 'fc-values', 'aria-label': 'values per colour' });
  const colours = el('input', { type: 'number', min: 1, max: 4, value: 2, id: 'fc-colours', 'aria-label': 'colours' });
  const seed = el('input', { type: 'number', min: 1, placeholder: 'random', id: 'fc-seed', 'aria-label': 'deal number' });
  const solveButton = el('button', { id: 'fc-solve', onclick: solve }, 'Solve');
  const back = el('button', { id: 'fc-back', onclick: () => go(state.at - 1), title: 'Step back' }, '◀ Back');
  const forward = el('button', { id: 'fc-forward', onclick: () => go(state.at + 1), title: 'Step forward' }, 'Forward ▶');
  const play = el('button', { id: 'fc-play', onclick: togglePlay }, 'Play');
  const counter = el('span', { id: 'fc-counter', class: 'view-counter' });
  const goalText = el('code', { class: 'view-goal' });
  const moveText = el('div', { id: 'fc-move', class: 'view-note' });
  const table = el('div', { id: 'fc-table', class: 'fc-table' });
  const note = el('div', { class: 'view-note' });

  container.append(
    el('div', { class: 'view-bar' },
      el('label', {}, 'values ', values), el('label', {}, 'colours ', colours),
      el('label', {}, 'deal ', seed), solveButton),
    el('div', { class: 'view-bar' }, back, forward, play, counter, goalText),
    moveText, table, note);
  update();

  async function solve() {
    stopPlaying();
    const v = Number(values.value) || 4;
    const c = Number(colours.value) || 2;
    const goal = `${seed.value ? `set_random(seed(${Number(seed.value)})), ` : ''}view_freecell_json(${v}, ${c})`;
    goalText.textContent = `?- ${seed.value ? `set_random(seed(${Number(seed.value)})), ` : ''}solve(${v}, ${c}, S).`;
    note.textContent = 'solving…';
    solveButton.disabled = true;
    try {
      await loadHelpers(ctx, 'view_freecell.pl', HELPER);
      state.solution = await ask(ctx, goal);
      state.at = 0;
      note.textContent = '';
    } catch (e) {
      state.solution = null;
      note.textContent = e.message;
    } finally {
      solveButton.disabled = false;
    }
    update();
  }

  function go(i) {
    if (!state.solution) return;
    state.at = Math.max(0, Math.min(i, state.solution.states.length - 1));
    update();
  }

  function togglePlay() {
    if (state.timer) { stopPlaying(); update(); return; }
    if (!state.solution) return;
    if (state.at === state.solution.states.length - 1) state.at = 0;
    state.timer = playing = setInterval(() => {
      if (state.at >= state.solution.states.length - 1) stopPlaying();
      else go(state.at + 1);
      update();
    }, 700);
    update();
  }

  function stopPlaying() {
    clearInterval(state.timer);
    state.timer = null;
  }

  function update() {
    const s = state.solution;
    const last = s ? s.states.length - 1 : 0;
    back.disabled = !s || state.at === 0;
    forward.disabled = !s || state.at === last;
    play.disabled = !s;
    play.textContent = state.timer ? 'Pause' : 'Play';
    counter.textContent = s ? `move ${state.at} of ${last}` : '';
    counter.dataset.at = state.at;
    counter.dataset.last = last;
    table.textContent = '';
    if (!s) return;
    const current = s.states[state.at];
    const moved = new Set();
    if (state.at > 0) {
      const before = places(s.states[state.at - 1]);
      for (const [k, p] of places(current)) if (before.get(k) !== p) moved.add(k);
    }
    moveText.textContent = state.at === 0 ? 'The deal.' : `Move ${state.at}: ${s.moves[state.at - 1]}`;
    drawState(current, moved);
  }

  function drawState([dom, free, field], moved) {
    const colourCount = dom.length;
    const freeSlots = [];
    for (let i = 0; i < colourCount; i++) {
      freeSlots.push(el('div', { class: 'fc-slot' }, free[i] ? card(free[i], moved.has(cardKey(free[i]))) : null));
    }
    const homes = dom.map((pile) => el('div', { class: 'fc-slot fc-home' },
      pile.length ? card(pile[0], moved.has(cardKey(pile[0]))) : null,
      pile.length ? el('span', { class: 'fc-count', text: `×${pile.length}` }) : null));
    const columns = field.map((col, i) => el('div', { class: 'fc-column', 'data-column': i + 1 },
      [...col].reverse().map((c) => card(c, moved.has(cardKey(c))))));
    table.append(
      el('div', { class: 'fc-top' },
        el('div', { class: 'fc-group' }, el('h3', { text: 'free cells' }), el('div', { class: 'fc-row' }, freeSlots)),
        el('div', { class: 'fc-group' }, el('h3', { text: 'home' }), el('div', { class: 'fc-row' }, homes))),
      el('div', { class: 'fc-columns' }, columns));
  }

}

export function unmount() {
  clearInterval(playing);
  playing = null;
}
