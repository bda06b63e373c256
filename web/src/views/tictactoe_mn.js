// The m×n tic-tac-toe view (programs/tictactoe_mn.pl): a board of the
// chosen size where the player places stones by clicking, the computer
// answers, and each computer move is listed with the rule of the ten that
// chose it.
//
// The view calls the program's interface (its header): new_game/2 for
// the size, isCorrect/3 for a legal square (others are refused with a
// note), gameOver/2 for the end. For the computer's move it calls
// chooseMove/5, the predicate move/4 itself calls, which also gives the
// rule that chose the move (1..10 in the lecture's numbering, first or
// last) and ruleText/2 its words. The first player has the dark stones.
// Rows and columns are numbered from 0, as in the program.
import { el, ask, loadHelpers } from './common.js';

const HELPER = String.raw`
% A position comes from the page as a list of [Row, Col, Stone] and goes
% back the same way; the program's positions are sorted sq(Row, Col,
% Stone) lists.
view_mn_position(Cells, Position) :-
    findall(sq(R, C, S), member([R, C, S], Cells), Squares),
    sort(Squares, Position).

% view_mn_human(+M, +N, +Cells, +Row, +Col, +Human, +Computer): the
% player's stone at (Row, Col) if isCorrect/3 allows it, then the
% computer's answer by chooseMove/5, which names the rule that chose it.
view_mn_human(M, N, Cells, Row, Col, Human, Computer) :-
    new_game(M, N),
    view_mn_position(Cells, Position),
    (   \+ ( Row >= 0, Row < M, Col >= 0, Col < N )
    ->  view_mn_report(Position, refused('off the board'), none)
    ;   memberchk(sq(Row, Col, _), Position)
    ->  view_mn_report(Position, refused('the square is taken'), none)
    ;   \+ isCorrect(Row, Col, Position)
    ->  view_mn_report(Position, refused('every stone must stay within one 3x3 area'), none)
    ;   insert(Row-Col, Human, Position, Position1),
        view_mn_reply(Position1, Computer, Human)
    ).

% view_mn_computer(+M, +N, +Cells, +Computer, +Human): the computer's move.
view_mn_computer(M, N, Cells, Computer, Human) :-
    new_game(M, N),
    view_mn_position(Cells, Position),
    view_mn_reply(Position, Computer, Human).

view_mn_reply(Position, _, _) :-
    gameOver(Position, _), !,
    view_mn_report(Position, ok, none).
view_mn_reply(Position, Computer, Human) :-
    chooseMove(Position, Computer, Human, Row-Col, Rule), !,
    ruleText(Rule, Text),
    insert(Row-Col, Computer, Position, Position1),
    view_mn_report(Position1, ok, json([row-Row, col-Col, rule-Rule, text-Text])).
view_mn_reply(Position, _, _) :-
    view_mn_report(Position, no_move, none).

% view_mn_report(+Position, +Status, +ComputerMove): the position, the
% squares where a stone may go next, and the result once the game is over.
view_mn_report(Position, Status, Move) :-
    m(M), n(N),
    findall([R, C, S], member(sq(R, C, S), Position), Cells),
    findall([R, C], ( M1 is M - 1, N1 is N - 1, between(0, M1, R), between(0, N1, C),
                      \+ memberchk(sq(R, C, _), Position), isCorrect(R, C, Position) ), Legal),
    (   gameOver(Position, win(S)) -> Result = S
    ;   gameOver(Position, draw) -> Result = draw
    ;   Legal == [] -> Result = draw
    ;   Result = playing
    ),
    (   Status = refused(Why) -> StatusText = refused, Note = Why
    ;   StatusText = Status, Note = ''
    ),
    view_json(json([cells-Cells, legal-Legal, status-StatusText, note-Note,
                    computer-Move, result-Result])).
`;

const SIZES = [[3, 3], [4, 4], [5, 5], [7, 7], [3, 5], [9, 9]];

function cellsTerm(cells) {
  return `[${cells.map(([r, c, s]) => `[${r},${c},${s}]`).join(',')}]`;
}

export function mount(container, ctx) {
  let game = null; // { m, n, human, computer, cells, legal, over }
  const size = el('select', { id: 'mn-size', 'aria-label': 'board size' },
    SIZES.map(([m, n]) => el('option', { value: `${m}x${n}`, selected: m === 5 && n === 5 }, `${m} × ${n}`)));
  const first = el('select', { id: 'mn-first', 'aria-label': 'who begins' },
    el('option', { value: 'user' }, 'you begin (dark)'),
    el('option', { value: 'computer' }, 'the computer begins (dark)'));
  const board = el('div', { id: 'mn-board', class: 'mn-board' });
  const result = el('div', { id: 'mn-result', class: 'view-result' });
  const note = el('div', { id: 'mn-note', class: 'view-note' });
  const log = el('ol', { id: 'mn-log', class: 'mn-log' });
  container.append(
    el('div', { class: 'view-bar' }, size, first, el('button', { id: 'mn-new', onclick: newGame }, 'New game')),
    el('div', { class: 'mn-layout' }, board, el('div', {}, result, note, el('h3', { text: 'The computer\'s moves' }), log)));
  newGame();

  async function newGame() {
    const [m, n] = size.value.split('x').map(Number);
    const human = first.value === 'user' ? 'darkStone' : 'lightStone';
    const computer = human === 'darkStone' ? 'lightStone' : 'darkStone';
    game = { m, n, human, computer, cells: [], legal: null, over: false, busy: false };
    log.textContent = '';
    result.textContent = '';
    note.textContent = '';
    draw();
    await loadHelpers(ctx, 'view_tictactoe_mn.pl', HELPER);
    if (first.value === 'computer') {
      await call(`view_mn_computer(${m}, ${n}, [], ${computer}, ${human})`);
    }
  }

  async function play(row, col) {
    const g = game;
    if (g.over || g.busy) return;
    await call(`view_mn_human(${g.m}, ${g.n}, ${cellsTerm(g.cells)}, ${row}, ${col}, ${g.human}, ${g.computer})`);
  }

  async function call(goal) {
    const g = game;
    g.busy = true;
    board.dataset.busy = 'true';
    try {
      const answer = await ask(ctx, goal);
      if (g !== game) return; // a new game was started meanwhile
      note.textContent = answer.status === 'refused' ? `Refused: ${answer.note}.` : '';
      if (answer.status === 'no_move') note.textContent = 'The computer found no move.';
      g.cells = answer.cells;
      g.legal = answer.legal;
      if (answer.computer !== 'none') {
        const { row, col, rule, text } = answer.computer;
        log.appendChild(el('li', { 'data-rule': rule }, `row ${row}, column ${col}: ${text}`));
      }
      if (answer.result !== 'playing') {
        g.over = true;
        result.textContent = answer.result === 'draw' ? 'A draw.'
          : answer.result === g.human ? 'You won.' : 'The computer won.';
        result.dataset.result = answer.result === 'draw' ? 'draw' : answer.result === g.human ? 'human' : 'computer';
      }
    } catch (e) {
      note.textContent = e.message;
    } finally {
      g.busy = false;
      delete board.dataset.busy;
      draw();
    }
  }

  function draw() {
    const g = game;
    board.textContent = '';
    board.style.gridTemplateColumns = `repeat(${g.n}, 2rem)`;
    board.dataset.over = g.over;
    const stones = new Map(g.cells.map(([r, c, s]) => [`${r},${c}`, s]));
    const legal = g.legal && new Set(g.legal.map(([r, c]) => `${r},${c}`));
    for (let r = 0; r < g.m; r++) {
      for (let c = 0; c < g.n; c++) {
        const stone = stones.get(`${r},${c}`);
        const open = !stone && !g.over && (!legal || legal.has(`${r},${c}`));
        board.appendChild(el('button', {
          class: `mn-cell${stone ? ` mn-${stone}` : ''}${open ? ' mn-open' : ''}`,
          'data-row': r,
          'data-col': c,
          'data-stone': stone || '',
          'data-legal': open ? 'true' : 'false',
          'aria-label': `row ${r}, column ${c}`,
          onclick: () => play(r, c),
        }));
      }
    }
  }
}
