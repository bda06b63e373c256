// The five seed programs and their views. A view draws a program's
// puzzle (cards, boards, pieces) and talks to the engine through the
// context it is given at mount: { engine, captureGoal, runQuery, program }.
// `uses`: files the program loads itself, put in memory before it.
// Each view is a module of its own (one file per program) exporting
// mount(container, ctx) and, where it runs timers, unmount().
import * as freecell from './freecell.js';
import * as tictactoe from './tictactoe.js';
import * as tictactoeMn from './tictactoe_mn.js';
import * as katamino from './katamino.js';
import * as shapelySquares from './shapely_squares.js';

export const PROGRAMS = [
  { name: 'freecell', file: 'freecell.pl', title: 'FreeCell', query: 'solve(4,2,S).' },
  { name: 'tictactoe', file: 'tictactoe.pl', title: 'Tic-tac-toe 3×3', query: '' },
  { name: 'tictactoe_mn', file: 'tictactoe_mn.pl', title: 'Tic-tac-toe m×n', query: '', uses: ['tictactoe_mn_play.pl'] },
  { name: 'katamino', file: 'katamino.pl', title: 'Katamino', query: '' },
  { name: 'shapely_squares', file: 'shapely_squares.pl', title: 'Shapely Squares', query: '', uses: ['shapely_puzzles.pl'] },
];

const VIEWS = {
  freecell,
  tictactoe,
  tictactoe_mn: tictactoeMn,
  katamino,
  shapely_squares: shapelySquares,
};

export function viewFor(name) {
  return VIEWS[name] || null;
}
