// End-to-end tests of the playground in real headless Chromium (Debian's
// /usr/bin/chromium, driven by playwright-core). Serves web/dist on a free
// localhost port, runs each scenario in a fresh page, saves a screenshot
// of each in web/tests/screenshots/, and exits non-zero when one fails.
//
//   node web/tests/e2e.mjs [expected.json]
//
// expected.json (written by tests/playground.rs) holds the terminal
// toplevel's answers for the queries the page must answer the same way.
import { serveDist, launchChromium } from './serve.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { viewScenarios } from './views.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
const shots = path.join(here, 'screenshots');
fs.mkdirSync(shots, { recursive: true });
const expected = process.argv[2] ? JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) : {};

const { server, base } = await serveDist(dist);
const browser = await launchChromium();

const results = [];
function check(cond, what) { if (!cond) throw new Error(what); }

async function scenario(name, body) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await body(page);
    check(errors.length === 0, `page errors: ${errors.join('; ')}`);
    results.push([name, 'ok']);
  } catch (e) {
    results.push([name, `FAILED: ${e.message}`]);
  } finally {
    await page.screenshot({ path: path.join(shots, `${name}.png`) }).catch(() => {});
    await page.close();
  }
}

async function open(page, query = '') {
  await page.goto(base + query);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
}

const answers = (page) => page.$eval('#answers', (e) => e.textContent);
async function answersUntil(page, pred, what) {
  await page.waitForFunction((src) => new Function('t', `return ${src}`)(document.getElementById('answers').textContent),
    pred, { timeout: 60000 }).catch(async () => { throw new Error(`${what}: answers were ${JSON.stringify(await answers(page))}`); });
}
async function ask(page, query) {
  await page.fill('#query', query);
  await page.click('#run');
}
async function loadText(page, text) {
  // As a person would: select everything in the editor and type over it.
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await page.click('#load');
  await page.waitForFunction(() => /loaded/.test(document.getElementById('status').textContent));
}

await scenario('answers-one-at-a-time', async (page) => {
  await open(page);
  await ask(page, 'member(X, [a,b,c]).');
  await answersUntil(page, "t === 'X = a '", 'first answer');
  await page.click('#next');
  await answersUntil(page, "t === 'X = a ;\\nX = b '", 'second answer');
  await page.click('#stop');
  await answersUntil(page, "t === 'X = a ;\\nX = b .\\n\\n'", 'stopped');
  check(await page.$eval('#next', (b) => b.disabled), 'Next disabled after Stop');
});

await scenario('output-and-errors', async (page) => {
  await open(page);
  await ask(page, "forall(member(X,[1,2]), (write(X), nl)).");
  await answersUntil(page, "t === 'true.\\n\\n'", 'forall');
  check((await page.$eval('#output', (e) => e.textContent)).includes('1\n2\n'), 'printed output');
  await ask(page, 'X is foo + 1.');
  await answersUntil(page, "t.startsWith('ERROR: ')", 'error');
});

await scenario('stop-an-infinite-loop', async (page) => {
  await open(page);
  await loadText(page, 'p(1).\nloop :- loop.\n');
  await ask(page, 'repeat, fail.');
  await page.waitForTimeout(300);
  await page.click('#stop');
  await answersUntil(page, "t.includes('Execution Aborted')", 'abort');
  await ask(page, 'p(X).');
  await answersUntil(page, "t === 'X = 1.\\n\\n'", 'program still loaded');
});

await scenario('syntax-error-marker', async (page) => {
  await open(page);
  await loadText(page, 'p(1).\np(2) :- .\n');
  await page.waitForSelector('.cm-lintRange-error', { timeout: 10000 });
  check((await page.$eval('#output', (e) => e.textContent)).includes('user.pl:2:'), 'report with line and column');
});

await scenario('tracer', async (page) => {
  await open(page);
  await page.fill('#query', 'member(X, [a,b]).');
  await page.click('#trace');
  await page.waitForSelector('.trace-tree');
  const ports = await page.$$eval('.trace-tree .port', (es) => es.map((e) => e.textContent));
  check(ports[0] === 'Call' && ports.includes('Exit'), `ports ${ports}`);
  check((await page.$eval('#trace-answer', (e) => e.textContent)) === 'X = a.\n\n', 'traced answer');
  await page.click('#trace-step');
  check((await page.$eval('.trace-status', (e) => e.textContent)).includes('port 2'), 'step');
});

await scenario('tracer-shows-the-clause-tried', async (page) => {
  await open(page);
  await loadText(page, 'colour(red).\ncolour(green).\n\nfavourite(C) :-\n    colour(C),\n    C \\== red.\n');
  await page.fill('#query', 'favourite(C).');
  await page.click('#trace');
  await page.waitForSelector('.trace-tree');
  const traced = () => page.$eval('.cm-traced-line', (e) => e.textContent).catch(() => null);
  check(await traced() === 'favourite(C) :-', `at the first Call: ${await traced()}`);
  let status = '';
  for (let i = 0; i < 20 && !(status.startsWith('Redo:') && status.includes('colour(')); i++) {
    await page.click('#trace-step');
    status = await page.$eval('.trace-status', (e) => e.textContent);
  }
  check(status.startsWith('Redo:'), `a Redo of colour/1: ${status}`);
  check(await traced() === 'colour(green).', `the second clause at the Redo: ${await traced()}`);
});

await scenario('help-page', async (page) => {
  await open(page);
  await page.click('[data-tab="help"]');
  await page.fill('#help-what', 'append/3');
  await page.click('#help-go');
  await page.waitForFunction(() => document.getElementById('help-page').textContent.includes('append'));
});

await scenario('share-link', async (page) => {
  await open(page);
  await loadText(page, 'colour(red).\ncolour(green).\n');
  await page.fill('#query', 'colour(C).');
  await page.click('#share');
  const link = await page.$eval('#share-link', (e) => e.value);
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  check((await page.$eval('#query', (e) => e.value)) === 'colour(C).', 'query restored');
  await page.click('#run');
  await answersUntil(page, "t === 'C = red '", 'program restored');
});

for (const [name, { program, query, answer }] of Object.entries(expected)) {
  await scenario(`url-${name}`, async (page) => {
    await open(page, `index.html?program=${program}&query=${encodeURIComponent(query)}`);
    await answersUntil(page, 't.length > 0', 'an answer');
    // What the terminal shows: the printed output, then the answer.
    const output = await page.$eval('#output', (e) => e.textContent);
    const got = (output + (await answers(page))).replace(/( |\.\n\n)$/, '');
    check(got === answer, `the page differs from the terminal:\n${got}\n---\n${answer}`);
  });
}

// The programs' views: web/tests/views.mjs.
await viewScenarios({ scenario, open, check, expected });

await browser.close();
server.close();
let failed = 0;
for (const [name, result] of results) {
  console.log(`${result === 'ok' ? 'ok    ' : 'FAILED'} ${name}${result === 'ok' ? '' : `\n       ${result}`}`);
  if (result !== 'ok') failed++;
}
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
