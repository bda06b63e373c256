// The Katamino view (programs/katamino.pl): the pieces chosen with
// checkboxes (the twelve letters of the program), the height chosen, the
// tiling drawn as a coloured grid, and Next for the next tiling.
//
// The helper below calls the program's méret/3 (the width, or its error
// when the height does not fit) and kirak/3 (the solver, one tiling per
// answer) and binds the tiling to an atom of letters. The view keeps that
// query open in the engine and steps it with engine.next(), reading the
// bindings from the toplevel's answer text: Next is the program's own
// backtracking, not a new search.
import { el, loadHelpers } from './common.js';

const HELPER = String.raw`
% view_katamino_tiling(+Pieces, +Height, -Width, -Tiling): the tilings of
% the program's kirak/3, one per answer. Tiling is an atom of one letter
% per cell, the top row first, each row from the left; the plus piece is
% written x so that the atom needs no quotes in the answer.
view_katamino_tiling(Pieces, Height, Width, Tiling) :-
    méret(Pieces, Height, Width),
    kirak(Pieces, Width-Height, Board),
    findall(L, ( between(1, Height, Row), Y is Height + 1 - Row,
                 between(1, Width, X), memberchk(h(X-Y, A), Board),
                 view_katamino_letter(A, L) ),
            Letters),
    atom_chars(Tiling, Letters).

view_katamino_letter(+, x) :- !.
view_katamino_letter(A, A).
`;

// The program's letters (+ is the X pentomino), in an order that finds
// the default 5×9 board of the course notes at once (the solver tries the
// pieces in the order given).
const ORDER = ['l', 't', 'w', 'k', 'y', 'r', 'z', 'c', 'p', 'i', 'v', '+'];
const DEFAULT = new Set(['l', 't', 'w', 'k', 'y', 'r', 'z', 'c', 'p']);
const COLOURS = {
  k: '#e6194b', p: '#3cb44b', c: '#ffe119', w: '#4363d8', l: '#f58231', y: '#911eb4',
  i: '#46f0f0', r: '#f032e6', v: '#bcf60c', z: '#fabebe', '+': '#008080', t: '#9a6324',
};

function parseAnswer(transcript) {
  const width = /Width = (\d+)/.exec(transcript);
  const tiling = /Tiling = ([a-z]+)/.exec(transcript);
  return width && tiling ? { width: Number(width[1]), letters: tiling[1].replace(/x/g, '+') } : null;
}

export function mount(container, ctx) {
  let open = false; // the view's query is open in the engine
  let count = 0;
  const boxes = ORDER.map((letter) => el('input', {
    type: 'checkbox', value: letter, checked: DEFAULT.has(letter), 'data-piece': letter,
  }));
  const height = el('select', { id: 'kat-height', 'aria-label': 'height' },
    [3, 4, 5, 6].map((h) => el('option', { value: h, selected: h === 5 }, String(h))));
  const solveButton = el('button', { id: 'kat-solve', onclick: solve }, 'Solve');
  const nextButton = el('button', { id: 'kat-next', onclick: next, disabled: true }, 'Next');
  const goalText = el('code', { class: 'view-goal' });
  const board = el('div', { id: 'kat-board', class: 'kat-board' });
  const note = el('div', { id: 'kat-note', class: 'view-note' });
  container.append(
    el('div', { class: 'view-bar kat-pieces' }, boxes.map((b) => el('label', { class: 'kat-piece' },
      b, el('span', { class: 'kat-swatch', style: `background:${COLOURS[b.value]}` }), b.value))),
    el('div', { class: 'view-bar' }, el('label', {}, 'height ', height), solveButton, nextButton, goalText),
    board, note);

  async function solve() {
    const pieces = boxes.filter((b) => b.checked).map((b) => b.value);
    if (!pieces.length) { note.textContent = 'Choose some pieces.'; return; }
    const goal = `view_katamino_tiling([${pieces.join(',')}], ${height.value}, Width, Tiling)`;
    goalText.textContent = `?- katamino([${pieces.join(',')}], ${height.value}).`;
    count = 0;
    board.textContent = '';
    await run(async () => {
      await loadHelpers(ctx, 'view_katamino.pl', HELPER);
      return ctx.engine.query(goal);
    });
  }

  async function next() {
    if (open) await run(() => ctx.engine.next());
  }

  async function run(step) {
    note.textContent = 'solving…';
    solveButton.disabled = true;
    nextButton.disabled = true;
    try {
      const answer = await step();
      const tiling = answer.kind === 'answer' ? parseAnswer(answer.transcript) : null;
      open = answer.more && tiling !== null;
      if (tiling) {
        count++;
        draw(tiling, Number(height.value));
        note.textContent = `tiling ${count}${open ? '' : ' (the last one)'}`;
      } else if (answer.kind === 'false' || (answer.kind === 'answer' && !tiling)) {
        note.textContent = count ? `No more tilings after ${count}.` : 'These pieces do not tile that board.';
      } else {
        note.textContent = answer.transcript.trim();
      }
    } catch (e) {
      open = false;
      note.textContent = e.message === 'stopped' ? 'stopped' : e.message;
    } finally {
      solveButton.disabled = false;
      nextButton.disabled = !open;
    }
  }

  function draw({ width, letters }, h) {
    board.textContent = '';
    board.style.gridTemplateColumns = `repeat(${width}, 1.8rem)`;
    board.dataset.width = width;
    board.dataset.height = h;
    const at = (x, y) => (x < 0 || y < 0 || x >= width || y >= h ? null : letters[y * width + x]);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < width; x++) {
        const a = at(x, y);
        // A thick edge where the neighbouring cell holds another piece.
        const edge = (nx, ny) => (at(nx, ny) === a ? '1px solid rgba(0,0,0,.12)' : '3px solid #222');
        board.appendChild(el('div', {
          class: 'kat-cell',
          'data-piece': a,
          title: a,
          style: `background:${COLOURS[a]};border-top:${edge(x, y - 1)};border-bottom:${edge(x, y + 1)};`
            + `border-left:${edge(x - 1, y)};border-right:${edge(x + 1, y)}`,
        }, a));
      }
    }
  }
}
