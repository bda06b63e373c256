// End-to-end scenarios of the programs' views (web/src/views/), run by
// e2e.mjs in the same headless Chromium, each in a fresh page with a
// screenshot: the FreeCell replay stepped to the end, a 3×3 game played
// to a draw by clicking, a 5×5 game of the m×n program, a Katamino board
// tiled (and the next tiling), a Shapely Squares puzzle solved and
// watched.
//
// The Shapely digits are checked against the terminal's answer. It is
// read from expected.json (e2e.mjs's argument) when that holds an entry
// of its usual form for the query shapely_solution(N, Rows):
//   "NAME": { "program": "shapely_squares",
//             "query": "shapely_solution(10, Rows).",
//             "answer": "Rows = [[3, 4, 7, 5], ...]" }
// (the first such entry gives the puzzle number); otherwise from the
// native binary target/release/hornbook when it is built; otherwise the
// scenario fails rather than compare the page with itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The terminal's digits for a Shapely puzzle: { puzzle, digits } or null.
function shapelyExpectation(expected) {
  for (const e of Object.values(expected)) {
    const m = e && e.program === 'shapely_squares' && /^shapely_solution\((\d+),\s*(\w+)\)\.?$/.exec(e.query || '');
    if (m && e.answer) {
      const text = e.answer.replace(new RegExp(`^${m[2]} = `), '');
      return { puzzle: Number(m[1]), digits: JSON.parse(text), source: 'expected.json' };
    }
  }
  const binary = path.join(root, 'target', 'release', 'hornbook');
  if (!fs.existsSync(binary)) return null;
  const puzzle = 10;
  const run = spawnSync(binary, ['programs/shapely_squares.pl', '-g', `shapely_solution(${puzzle}, R), write(R), nl`, '-t', 'halt'],
    { cwd: root, encoding: 'utf8', timeout: 60000 });
  if (run.status !== 0) throw new Error(`native hornbook: ${run.stderr}`);
  return { puzzle, digits: JSON.parse(run.stdout.trim()), source: 'target/release/hornbook' };
}

async function openView(page, open, name) {
  await open(page);
  await page.click(`[data-program="${name}"]`);
  await page.waitForSelector('#pane-view:not([hidden])');
}

// The 3×3 player's move: win, block, the centre, a corner, any square.
function chooseMove(board) {
  const lines = [];
  for (let i = 0; i < 3; i++) {
    lines.push([[i, 0], [i, 1], [i, 2]], [[0, i], [1, i], [2, i]]);
  }
  lines.push([[0, 0], [1, 1], [2, 2]], [[0, 2], [1, 1], [2, 0]]);
  const at = ([r, c]) => board[r][c];
  for (const who of ['x', 'o']) {
    for (const line of lines) {
      const marks = line.map(at);
      if (marks.filter((m) => m === who).length === 2 && marks.includes('a')) return line[marks.indexOf('a')];
    }
  }
  for (const cell of [[1, 1], [0, 0], [0, 2], [2, 0], [2, 2], [0, 1], [1, 0], [1, 2], [2, 1]]) {
    if (at(cell) === 'a') return cell;
  }
  return null;
}

export async function viewScenarios({ scenario, open, check, expected }) {
  await scenario('view-freecell', async (page) => {
    await openView(page, open, 'freecell');
    await page.click('#fc-solve');
    await page.waitForFunction(() => Number(document.getElementById('fc-counter').dataset.last) > 0, null, { timeout: 60000 });
    const last = await page.$eval('#fc-counter', (e) => Number(e.dataset.last));
    const cards = await page.$$eval('#fc-table .fc-card', (es) => es.length);
    check(cards === 8, `the deal of solve(4,2,S) shows 8 cards, not ${cards}`);
    // Play animates at least one move, then the steps go to the end.
    await page.click('#fc-play');
    await page.waitForFunction(() => Number(document.getElementById('fc-counter').dataset.at) >= 1, null, { timeout: 10000 });
    await page.click('#fc-play');
    for (let i = 0; i < last + 5 && !(await page.$eval('#fc-forward', (b) => b.disabled)); i++) {
      await page.click('#fc-forward');
    }
    check(await page.$eval('#fc-counter', (e) => e.textContent) === `move ${last} of ${last}`, 'the replay reaches the last move');
    check(await page.$$eval('.fc-columns .fc-card', (es) => es.length) === 0, 'no card left in the columns at the end');
    check((await page.$$eval('.fc-home', (es) => es.map((e) => e.textContent))).every((t) => t.includes('×4')),
      'every home column holds its 4 cards');
    check(/^Move \d+: .+ from .+ to home \d$/.test(await page.$eval('#fc-move', (e) => e.textContent)), 'the last move goes home');
    await page.click('#fc-back');
    check(await page.$eval('#fc-counter', (e) => e.textContent) === `move ${last - 1} of ${last}`, 'step back');
  });

  await scenario('view-tictactoe-draw', async (page) => {
    await openView(page, open, 'tictactoe');
    await page.waitForSelector('#ttt-board .ttt-cell');
    for (let turn = 0; turn < 5; turn++) {
      if (await page.$eval('#ttt-result', (e) => e.textContent)) break;
      const board = await page.$$eval('#ttt-board .ttt-cell', (es) => [0, 1, 2].map((r) => es.slice(3 * r, 3 * r + 3).map((e) => e.dataset.mark)));
      const [r, c] = chooseMove(board);
      const marks = board.flat().filter((m) => m !== 'a').length;
      await page.click(`#ttt-board [data-row="${r + 1}"][data-col="${c + 1}"]`);
      await page.waitForFunction((n) => {
        const cells = [...document.querySelectorAll('#ttt-board .ttt-cell')];
        return !document.getElementById('ttt-board').dataset.busy && cells.filter((e) => e.dataset.mark !== 'a').length > n;
      }, marks, { timeout: 30000 });
    }
    const result = await page.$eval('#ttt-result', (e) => e.textContent);
    check(result === 'We have a tie!', `the game ends in a draw, not ${JSON.stringify(result)}`);
    check(await page.$$eval('#ttt-board .ttt-a', (es) => es.length) === 0, 'the board is full');
    await page.selectOption('#ttt-first', 'computer');
    await page.click('#ttt-new');
    await page.waitForSelector('#ttt-board [data-row="1"][data-col="1"][data-mark="o"]');
  });

  await scenario('view-tictactoe-mn-5x5', async (page) => {
    await openView(page, open, 'tictactoe_mn');
    check(await page.$eval('#mn-size', (e) => e.value) === '5x5', 'a 5×5 board by default');
    check(await page.$$eval('#mn-board .mn-cell', (es) => es.length) === 25, '25 squares');
    let computerMoves = 0;
    let refused = false;
    for (let turn = 0; turn < 12; turn++) {
      if (await page.$eval('#mn-result', (e) => e.textContent)) break;
      // Once the area narrows, a square outside it is refused with a note.
      const outside = await page.$('#mn-board .mn-cell[data-legal="false"][data-stone=""]');
      if (outside && !refused) {
        const stones = await page.$$eval('#mn-board [data-stone]:not([data-stone=""])', (es) => es.length);
        await outside.click();
        await page.waitForFunction(() => document.getElementById('mn-note').textContent.startsWith('Refused'), null, { timeout: 30000 });
        check(await page.$$eval('#mn-board [data-stone]:not([data-stone=""])', (es) => es.length) === stones, 'a refused square stays empty');
        refused = true;
      }
      const stones = await page.$$eval('#mn-board [data-stone]:not([data-stone=""])', (es) => es.length);
      const legal = await page.$$('#mn-board .mn-cell[data-legal="true"]');
      check(legal.length > 0, 'a legal square while the game goes on');
      await legal[Math.floor(legal.length / 2)].click();
      await page.waitForFunction((n) => !document.getElementById('mn-board').dataset.busy
        && document.querySelectorAll('#mn-board [data-stone]:not([data-stone=""])').length > n, stones, { timeout: 60000 });
      computerMoves = await page.$$eval('#mn-log li', (es) => es.length);
    }
    check(refused, 'an illegal square was tried');
    const result = await page.$eval('#mn-result', (e) => e.dataset.result || '');
    check(['draw', 'human', 'computer'].includes(result), `the game ended, result ${JSON.stringify(result)}`);
    const rules = await page.$$eval('#mn-log li', (es) => es.map((e) => [e.dataset.rule, e.textContent]));
    check(rules.length === computerMoves && rules.length >= 2, `the computer's moves are listed (${rules.length})`);
    for (const [rule, text] of rules) {
      check(/^(\d+|first|last)$/.test(rule) && /: (rule \d+|the last free square|the first stone)/.test(text), `a rule named: ${text}`);
    }
  });

  await scenario('view-katamino', async (page) => {
    await openView(page, open, 'katamino');
    const pieces = await page.$$eval('.kat-piece input:checked', (es) => es.map((e) => e.value));
    check(pieces.length === 9, 'the default set has 9 pieces');
    await page.click('#kat-solve');
    await page.waitForFunction(() => document.querySelectorAll('#kat-board .kat-cell').length === 45, null, { timeout: 60000 });
    const first = await page.$$eval('#kat-board .kat-cell', (es) => es.map((e) => e.dataset.piece).join(''));
    for (const p of pieces) {
      check(first.split(p).length - 1 === 5, `piece ${p} covers 5 cells`);
    }
    check(await page.$eval('#kat-board', (e) => `${e.dataset.width}x${e.dataset.height}`) === '9x5', 'a 9×5 board');
    await page.click('#kat-next');
    await page.waitForFunction(() => document.getElementById('kat-note').textContent.startsWith('tiling 2'), null, { timeout: 60000 });
    const second = await page.$$eval('#kat-board .kat-cell', (es) => es.map((e) => e.dataset.piece).join(''));
    check(second.length === 45 && second !== first, 'Next draws another tiling');
  });

  await scenario('view-shapely-squares', async (page) => {
    const want = shapelyExpectation(expected);
    check(want, 'no terminal answer to compare with: build target/release/hornbook or pass expected.json');
    await openView(page, open, 'shapely_squares');
    await page.waitForSelector('#sq-puzzle option', { state: 'attached', timeout: 60000 });
    check(await page.$$eval('#sq-puzzle option', (es) => es.length) === 13, 'the 13 puzzles');
    await page.selectOption('#sq-puzzle', String(want.puzzle));
    await page.click('#sq-solve');
    await page.waitForSelector('#sq-board[data-solved="true"]', { timeout: 60000 });
    const digits = await page.$$eval('#sq-board tr', (rows) => rows.map((r) => [...r.querySelectorAll('.sq-digit')].map((d) => Number(d.textContent))));
    check(JSON.stringify(digits) === JSON.stringify(want.digits),
      `the page's digits ${JSON.stringify(digits)} differ from ${want.source}'s ${JSON.stringify(want.digits)}`);
    const sums = await page.$$eval('#sq-board .sq-sum', (es) => es.map((e) => Number(e.textContent)));
    check(digits.every((row, i) => row.reduce((a, b) => a + b, 0) === sums[i]), 'each row adds up to its sum');
    // Watch the solver: open domains at first, the solution at the end.
    await page.click('#sq-watch');
    await page.waitForFunction(() => Number(document.getElementById('sq-counter').dataset.last) > 0, null, { timeout: 60000 });
    check(await page.$$eval('#sq-board .sq-domain', (es) => es.length) > 0, 'the first step shows open domains');
    check((await page.$eval('#sq-step', (e) => e.textContent)).startsWith('The row sums are posted'), 'the first step posts the sums');
    const last = await page.$eval('#sq-counter', (e) => Number(e.dataset.last));
    for (let i = 0; i < last; i++) await page.click('#sq-forward');
    check(await page.$eval('#sq-step', (e) => e.textContent) === 'Every cell has one value: solved.', 'the last step is the solution');
    const watched = await page.$$eval('#sq-board tr', (rows) => rows.map((r) => [...r.querySelectorAll('.sq-digit')].map((d) => Number(d.textContent))));
    check(JSON.stringify(watched) === JSON.stringify(want.digits), `the watched solver ends with ${JSON.stringify(watched)}`);
  });
}
