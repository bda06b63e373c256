// The tracer's record as the box model: a tree of calls, each with the
// ports it passed (Call, Exit, Redo, Fail, Exception), built from the
// ports in order and their depths. Step, skip, leap and retry move
// through the record (the run is deterministic, so going through the
// record is going through the run): step goes to the next port, skip to
// the next port of this call or its caller, leap to the end, retry back
// to this call's Call port.

export function buildTree(ports) {
  const root = { children: [], ports: [] };
  const stack = [root];
  ports.forEach((p, index) => {
    const event = { ...p, index };
    while (stack.length > p.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (p.port === 'Call') {
      const node = { goal: p.goal, depth: p.depth, ports: [event], children: [] };
      parent.children.push(node);
      stack.push(node);
    } else {
      // Exit, Fail, Redo, Exception belong to the newest call at this depth.
      const node = parent.children[parent.children.length - 1];
      if (node) {
        node.ports.push(event);
        node.goal = p.goal;
        stack.push(node);
      }
    }
    event.node = stack[stack.length - 1];
  });
  return root;
}

export class TraceView {
  constructor(container, onFocus) {
    this.container = container;
    this.onFocus = onFocus || (() => {});
    this.ports = [];
    this.at = 0;
  }

  show(record) {
    this.ports = record.ports;
    this.cut = record.cut;
    this.tree = buildTree(this.ports);
    this.at = 0;
    this.render();
  }

  step() { this.go(this.at + 1); }

  skip() {
    const here = this.ports[this.at];
    if (!here) return;
    // The next port at this depth or above: the call's own Exit or Fail.
    let i = this.at + 1;
    while (i < this.ports.length && this.ports[i].depth > here.depth) i++;
    this.go(i);
  }

  leap() { this.go(this.ports.length - 1); }

  retry() {
    const here = this.ports[this.at];
    if (!here) return;
    for (let i = this.at; i >= 0; i--) {
      if (this.ports[i].depth === here.depth && this.ports[i].port === 'Call') { this.go(i); return; }
    }
  }

  go(i) {
    this.at = Math.max(0, Math.min(i, this.ports.length - 1));
    this.render();
  }

  render() {
    const c = this.container;
    c.textContent = '';
    if (!this.ports.length) {
      c.textContent = 'No ports: the query called no traced predicate.';
      return;
    }
    const list = document.createElement('ul');
    list.className = 'trace-tree';
    const addNode = (node, into) => {
      const li = document.createElement('li');
      const details = document.createElement('details');
      details.open = true;
      const summary = document.createElement('summary');
      summary.className = 'trace-call';
      for (const p of node.ports) {
        const tag = document.createElement('span');
        tag.className = `port port-${p.port.toLowerCase()}` + (p.index === this.at ? ' current' : '')
          + (p.index > this.at ? ' future' : '');
        tag.textContent = p.port;
        tag.title = `port ${p.index + 1}`;
        tag.dataset.index = p.index;
        tag.onclick = (e) => { e.preventDefault(); this.go(p.index); };
        summary.appendChild(tag);
      }
      const goal = document.createElement('code');
      goal.textContent = ` (${node.depth}) ${node.goal}`;
      summary.appendChild(goal);
      details.appendChild(summary);
      if (node.children.length) {
        const ul = document.createElement('ul');
        node.children.forEach((child) => addNode(child, ul));
        details.appendChild(ul);
      }
      li.appendChild(details);
      into.appendChild(li);
    };
    this.tree.children.forEach((n) => addNode(n, list));
    c.appendChild(list);
    const here = this.ports[this.at];
    const status = document.createElement('div');
    status.className = 'trace-status';
    status.textContent = `${here.port}: (${here.depth}) ${here.goal}   — port ${this.at + 1} of ${this.ports.length}`
      + (this.cut ? ' (the run was cut here)' : '');
    c.prepend(status);
    this.onFocus({ ...here, clause: this.clauseAt(this.at) });
  }

  // The clause port `i` is in: its own (a Call or Redo names the clause it
  // tries), else that of the last Call or Redo of the same frame before it.
  clauseAt(i) {
    const depth = this.ports[i].depth;
    for (let j = i; j >= 0; j--) {
      const p = this.ports[j];
      if (p.depth < depth) break;
      if (p.depth === depth && (p.port === 'Call' || p.port === 'Redo')) return p.clause || null;
    }
    return null;
  }
}
