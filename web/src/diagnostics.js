// hornbook's own load reports, as printed on user_error, turned into
// editor markers: each report starts with `ERROR: ` or `Warning: ` and
// names its place as `[ file:line:column ]` on a following line.

export function parseReports(text, fileName) {
  const lines = text.split('\n');
  const reports = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^(ERROR|Warning): (.*)$/.exec(lines[i]);
    if (!head) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
      const place = /\[ (.+):(\d+):(\d+) \]/.exec(lines[j]);
      if (place && (!fileName || place[1] === fileName)) {
        reports.push({
          severity: head[1] === 'ERROR' ? 'error' : 'warning',
          message: head[2],
          line: Number(place[2]),
          column: Number(place[3]),
        });
        break;
      }
    }
  }
  return reports;
}

// The editor's offset of a 1-based line and column, clipped to the text.
export function offsetOf(doc, line, column) {
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(l.from + Math.max(column - 1, 0), l.to);
}
