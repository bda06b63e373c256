// The 3×3 tic-tac-toe view (programs/tictactoe.pl): a board the player
// clicks (x) against the program's rules (o), who begins selectable, the
// result shown, a new-game button.
//
// The program's own game loop reads moves from the terminal; the view
// calls the predicates that loop calls instead: set/5 for a move,
// makeStep/3 for the computer's, movePossible/1 and chooseWinner/2 for the
// end of the game. The board is the program's list of three rows of x, o
// and a (empty); rows and columns are numbered 1 to 3.
import { el, ask, loadHelpers } from './common.js';

const HELPER = String.raw`
% view_ttt_user(+Board, +Row, +Col): the player's x at (Row, Col), then
% the computer's answer if the game goes on.
view_ttt_user(Board, Row, Col) :-
    (   movePossible(Board), set(Board, Row, Col, x, Board1)
    ->  view_ttt_reply(Board1)
    ;   view_ttt_report(Board, refused, none)
    ).

% view_ttt_computer(+Board): the computer's move on Board (a new game
% when the computer begins).
view_ttt_computer(Board) :-
    view_ttt_reply(Board).

view_ttt_reply(Board) :-
    \+ movePossible(Board), !,
    view_ttt_report(Board, ok, none).
view_ttt_reply(Board) :-
    makeStep(Board, Row, Col),
    set(Board, Row, Col, o, Board1), !,
    view_ttt_report(Board1, ok, [Row, Col]).
view_ttt_reply(Board) :-
    view_ttt_report(Board, no_move, none).

view_ttt_report(Board, Status, Move) :-
    (   movePossible(Board) -> Result = playing
    ;   chooseWinner(Board, Result)
    ),
    view_json(json([board-Board, status-Status, computer-Move, result-Result])).
`;

const EMPTY = [['a', 'a', 'a'], ['a', 'a', 'a'], ['a', 'a', 'a']];
const MARK = { x: '×', o: '○', a: '' };

function boardTerm(board) {
  return `[${board.map((row) => `[${row.join(',')}]`).join(',')}]`;
}

export function mount(container, ctx) {
  let board = EMPTY;
  let over = false;
  let busy = false;
  const first = el('select', { id: 'ttt-first', 'aria-label': 'who begins' },
    el('option', { value: 'user' }, 'you begin (×)'),
    el('option', { value: 'computer' }, 'the computer begins (○)'));
  const grid = el('div', { id: 'ttt-board', class: 'ttt-board' });
  const result = el('div', { id: 'ttt-result', class: 'view-result' });
  const note = el('div', { id: 'ttt-note', class: 'view-note' });
  container.append(
    el('div', { class: 'view-bar' }, first, el('button', { id: 'ttt-new', onclick: newGame }, 'New game')),
    grid, result, note);
  newGame();

  async function newGame() {
    board = EMPTY;
    over = false;
    result.textContent = '';
    note.textContent = '';
    draw();
    await loadHelpers(ctx, 'view_tictactoe.pl', HELPER);
    if (first.value === 'computer') await call('view_ttt_computer(' + boardTerm(board) + ')');
  }

  async function play(row, col) {
    if (over || busy) return;
    await call(`view_ttt_user(${boardTerm(board)}, ${row}, ${col})`);
  }

  async function call(goal) {
    busy = true;
    grid.dataset.busy = 'true';
    try {
      const answer = await ask(ctx, goal);
      if (answer.status === 'refused') {
        note.textContent = 'That square is taken.';
      } else {
        note.textContent = answer.computer === 'none' ? '' : `The computer played row ${answer.computer[0]}, column ${answer.computer[1]}.`;
        board = answer.board;
      }
      if (answer.result !== 'playing') {
        over = true;
        result.textContent = answer.result;
      }
    } catch (e) {
      note.textContent = e.message;
    } finally {
      busy = false;
      delete grid.dataset.busy;
      draw();
    }
  }

  function draw() {
    grid.textContent = '';
    grid.dataset.over = over;
    board.forEach((row, r) => row.forEach((cell, c) => {
      grid.appendChild(el('button', {
        class: `ttt-cell ttt-${cell}`,
        'data-row': r + 1,
        'data-col': c + 1,
        'data-mark': cell,
        'aria-label': `row ${r + 1}, column ${c + 1}`,
        disabled: over || cell !== 'a',
        onclick: () => play(r + 1, c + 1),
      }, MARK[cell]));
    }));
  }
}
