// Syntax colouring for Prolog text in the editor: comments, quoted atoms,
// strings, back-quoted text, numbers (0'c, 0x.., 1.5e3), variables,
// atoms, and the neck and other symbol atoms.
import { StreamLanguage } from '@codemirror/language';

const symbolChars = /[+\-*/\\^<>=~:.?@#&$]/;

export const prolog = StreamLanguage.define({
  name: 'prolog',
  startState: () => ({ inComment: false }),
  token(stream, state) {
    if (state.inComment) {
      if (stream.skipTo('*/')) { stream.next(); stream.next(); state.inComment = false; }
      else stream.skipToEnd();
      return 'comment';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('%')) { stream.skipToEnd(); return 'comment'; }
    if (stream.match('/*')) { state.inComment = true; return 'comment'; }
    const ch = stream.peek();
    if (ch === '"' || ch === '\'' || ch === '`') {
      stream.next();
      let escaped = false;
      for (;;) {
        const c = stream.next();
        if (c === undefined) break;
        if (escaped) { escaped = false; continue; }
        if (c === '\\') { escaped = true; continue; }
        if (c === ch) {
          if (stream.peek() === ch) { stream.next(); continue; }
          break;
        }
      }
      return ch === '\'' ? 'atom' : 'string';
    }
    if (stream.match(/^0'(\\.|''|.)/) || stream.match(/^0[xob][0-9a-fA-F_]+/)
        || stream.match(/^\d[\d_]*(\.\d+)?([eE][+-]?\d+)?/)) {
      return 'number';
    }
    if (stream.match(/^[A-Z_][\w]*/u)) return 'variableName';
    if (stream.match(/^[a-z\p{Ll}][\w\p{L}]*/u)) {
      return stream.peek() === '(' ? 'keyword' : 'atom';
    }
    if (stream.match(':-') || stream.match('-->') || stream.match('?-')) return 'meta';
    if (symbolChars.test(ch)) { stream.eatWhile(symbolChars); return 'operator'; }
    if (ch === '!') { stream.next(); return 'meta'; }
    stream.next();
    return 'punctuation';
  },
  languageData: { commentTokens: { line: '%', block: { open: '/*', close: '*/' } } },
});
