#!/usr/bin/env python3
"""Side-by-side replay of toplevel interactions through hornbook and swipl.

Each interaction starts both systems in a pseudo-terminal (80 columns), in
this directory, types the same keys, waits until the program is quiet after
each step, and renders what a terminal would show (a small VT100 subset:
enough for both line editors). The two screens are normalised for what is
inherently different (banner, version, timing figures, variable numbers,
frame depths), then compared; a difference is printed as a unified diff and
marked deliberate when docs/toplevel_differences.md lists it (the `deliberate`
field below names the section).

Run by hand from the repository root (swipl is not needed by `cargo test`):

    python3 tests/sidebyside/sidebyside.py [--hornbook target/release/hornbook]
                                           [--swipl swipl] [-v] [NAME ...]

-v prints both screens of every interaction. The exit status is 1 when a
difference is not listed as deliberate.
"""

import argparse
import difflib
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import fcntl
import time

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = 80
ROWS = 24

ENTER = "\r"
CTRL_D = "\x04"
CTRL_C = "\x03"

# Each interaction: name, files loaded on the command line, the keys typed
# (one string per step; the replay waits for quiet after each step), and,
# when the remaining difference is deliberate, the heading of its section in
# docs/toplevel_differences.md.
INTERACTIONS = [
    dict(name="fact_query", keys=["parent(tom, X).\r", ";"]),
    dict(name="fact_enter", keys=["parent(tom, X).\r", "\r"]),
    dict(name="fact_dot", keys=["parent(tom, X).\r", "."]),
    # Both answer true. (the second argument settles the call); Enter is
    # then an empty line at the prompt.
    dict(name="ground_true", keys=["parent(tom, bob).\r", "\r"],
         deliberate="An empty line at the prompt"),
    dict(name="ground_false", keys=["parent(ann, tom).\r"]),
    dict(name="rule_all", keys=["grandparent(tom, X).\r", ";", ";"]),
    dict(name="conjunction", keys=["parent(X, Y), X == bob.\r", ";"]),
    dict(name="arith", keys=["X is 2 + 3 * 4.\r"]),
    dict(name="count", keys=["count([a,b,c], N).\r"], deliberate="Error context and backtrace"),
    dict(name="max_list", keys=["max_list2([3,1,4,1,5], M).\r", ";"]),
    dict(name="between_all", keys=["between(1, 3, X).\r", ";", ";"]),
    dict(name="member_stop", keys=["member(X, [a,b,c]).\r", ";", "\r"]),
    dict(name="write_no_newline", keys=["write(hi).\r"]),
    dict(name="write_then_answer", keys=["member(X, [1,2]), write(X).\r", ";"]),
    dict(name="format_nl", keys=["format(\"~w and ~a~n\", [foo, bar]).\r"]),
    dict(name="multi_line", keys=["X = f(a,\r", "b).\r"]),
    dict(name="multi_line_quote", keys=["X = 'ab\r", "cd'.\r"]),
    dict(name="dcg_phrase", keys=["phrase(sentence, [the,cat,sees,a,dog]).\r"]),
    dict(name="dcg_fail", keys=["phrase(sentence, [the,cat]).\r"]),
    dict(name="list_answer", keys=["findall(X-Y, parent(X, Y), L).\r"]),
    dict(name="unbound_var", keys=["X = f(Y, Z).\r"]),
    dict(name="empty_line", keys=["\r", "X = 1.\r"], deliberate="An empty line at the prompt"),
    dict(name="length_open", keys=["length(L, 2).\r"]),
    dict(name="error_unknown", keys=["foo(1).\r"], deliberate="Unknown procedures"),
    dict(name="error_instantiation", keys=["X is Y + 1.\r"], deliberate="Error context and backtrace"),
    dict(name="error_type", keys=["atom_length(1, a).\r"], deliberate="Error context and backtrace"),
    dict(name="error_syntax", keys=["X = f(a.\r"], deliberate="Syntax errors and load warnings"),
    dict(name="user_consult", keys=["[user].\r", "bird(tweety).\r", "bird(polly).\r", CTRL_D,
                                    "bird(B).\r", ";"], deliberate="Ctrl-D ending [user]"),
    dict(name="assert_retract", keys=["assertz(seen(1)), assertz(seen(2)).\r",
                                      "retract(seen(1)).\r", "seen(X).\r"]),
    dict(name="listing", keys=["listing(count/2).\r"]),
    # Six ports, then Enter at the answer.
    dict(name="trace_creep", keys=["trace.\r", "grandparent(tom, ann).\r",
                                   "\r", "\r", "\r", "\r", "\r", "\r", "\r",
                                   "notrace.\r"], deliberate="The Clause: line of the tracer"),
    dict(name="trace_skip", keys=["trace.\r", "count([a,b], N).\r", "\r", "s", "\r", "\r",
                                  "notrace.\r"],
         deliberate=["Error context and backtrace", "The Clause: line of the tracer"]),
    dict(name="trace_leap", keys=["trace.\r", "grandparent(tom, ann).\r", "l", "\r",
                                  "notrace.\r", "nodebug.\r"]),
    dict(name="trace_fail", keys=["trace.\r", "grandparent(tom, ann).\r", "\r", "f", "\r",
                                  "notrace.\r"], deliberate="The Clause: line of the tracer"),
    dict(name="trace_abort", keys=["trace.\r", "grandparent(tom, ann).\r", "\r", "a",
                                   "nodebug.\r"], deliberate="The Clause: line of the tracer"),
    # Eight ports, then Enter at the answer.
    dict(name="trace_arith", keys=["trace.\r", "max_list2([3,1], M).\r",
                                   "\r", "\r", "\r", "\r", "\r", "\r", "\r", "\r", "\r",
                                   "notrace.\r"], deliberate="The Clause: line of the tracer"),
    dict(name="help_predicate", keys=["help(between).\r"], deliberate="help/1"),
    dict(name="halt_status", keys=["halt(3).\r"]),
    dict(name="load_warnings", files=["warnings.pl"], keys=["likes(john, X).\r"],
         deliberate="Syntax errors and load warnings"),
    dict(name="neg_and_if", keys=["\\+ parent(ann, _), (1 < 2 -> Y = yes ; Y = no).\r"]),
]


# Deliberate differences that can be taken out of hornbook's screen, so
# that an interaction listing only these is checked to differ by nothing
# else: its label is then `deliberate`, and `DIFFERENT` if more remains.
FILTERS = {
    "The Clause: line of the tracer": lambda text: re.sub(r"(?m)^   Clause: \(.*\n", "", text),
}


class Screen:
    """A terminal without a bottom: rows never scroll away, so the whole
    session stays visible. Cursor addressing (H) counts from the top of the
    last ROWS rows, as a real terminal of that height would."""

    def __init__(self):
        self.lines = [[]]
        self.row = 0
        self.col = 0
        self.pending_wrap = False

    def _line(self):
        while len(self.lines) <= self.row:
            self.lines.append([])
        return self.lines[self.row]

    def _put(self, ch):
        if self.pending_wrap:
            self.row += 1
            self.col = 0
            self.pending_wrap = False
        line = self._line()
        while len(line) < self.col:
            line.append(" ")
        if self.col < len(line):
            line[self.col] = ch
        else:
            line.append(ch)
        if self.col == COLUMNS - 1:
            self.pending_wrap = True
        else:
            self.col += 1

    def feed(self, text, reply):
        i = 0
        n = len(text)
        while i < n:
            ch = text[i]
            i += 1
            if ch == "\x1b":
                if i < n and text[i] == "[":
                    j = i + 1
                    while j < n and not ("@" <= text[j] <= "~"):
                        j += 1
                    if j >= n:
                        return text[i - 1:]
                    self._csi(text[i + 1:j], text[j], reply)
                    i = j + 1
                elif i < n and text[i] == "]":
                    j = i + 1
                    while j < n and text[j] != "\x07" and text[j:j + 2] != "\x1b\\":
                        j += 1
                    if j >= n:
                        return text[i - 1:]
                    i = j + (1 if text[j] == "\x07" else 2)
                elif i < n and text[i] in "()":
                    i += 2
                elif i < n:
                    i += 1
                else:
                    return "\x1b"
            elif ch == "\r":
                self.col = 0
                self.pending_wrap = False
            elif ch == "\n":
                self.row += 1
                self.pending_wrap = False
                self._line()
            elif ch == "\b":
                if self.pending_wrap:
                    self.pending_wrap = False
                elif self.col > 0:
                    self.col -= 1
            elif ch == "\t":
                self.col = min(COLUMNS - 1, (self.col // 8 + 1) * 8)
            elif ch == "\x07" or ord(ch) < 32:
                pass
            else:
                self._put(ch)
        return ""

    def _csi(self, params, final, reply):
        private = params.startswith("?") or params.startswith(">")
        nums = [int(p) if p.isdigit() else 0 for p in params.lstrip("?>").split(";")] if params else []
        first = nums[0] if nums else 0
        count = first or 1
        self.pending_wrap = False
        if private:
            return
        if final == "A":
            self.row = max(0, self.row - count)
        elif final == "B":
            self.row += count
        elif final == "C":
            self.col = min(COLUMNS - 1, self.col + count)
        elif final == "D":
            self.col = max(0, self.col - count)
        elif final == "G":
            self.col = count - 1
        elif final in "Hf":
            top = max(0, len(self.lines) - ROWS)
            r = (nums[0] if nums and nums[0] else 1) - 1
            c = (nums[1] if len(nums) > 1 and nums[1] else 1) - 1
            self.row, self.col = top + r, c
        elif final == "K":
            line = self._line()
            if first == 0:
                del line[self.col:]
            elif first == 1:
                for k in range(min(self.col + 1, len(line))):
                    line[k] = " "
            else:
                line.clear()
        elif final == "J":
            if first == 0:
                del self._line()[self.col:]
                del self.lines[self.row + 1:]
            elif first == 2:
                top = max(0, len(self.lines) - ROWS)
                del self.lines[top:]
                self.row, self.col = top, 0
        elif final == "P":
            line = self._line()
            del line[self.col:self.col + count]
        elif final == "@":
            line = self._line()
            for _ in range(count):
                line.insert(self.col, " ")
        elif final == "n" and first == 6:
            top = max(0, len(self.lines) - ROWS)
            reply("\x1b[%d;%dR" % (self.row - top + 1, self.col + 1))

    def text(self):
        return "\n".join("".join(l).rstrip() for l in self.lines).rstrip("\n")


def replay(command, keys, quiet=0.7, first_wait=20.0, step_wait=15.0):
    """Runs command in a pty, types each step of keys after the output has
    been quiet for `quiet` seconds, and returns the screen and exit status."""
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(HERE)
        env = dict(os.environ, TERM="xterm", COLUMNS=str(COLUMNS), LINES=str(ROWS))
        env.pop("NO_COLOR", None)
        os.execvpe(command[0], command, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    screen = Screen()
    leftover = ""
    done = False

    def reply(s):
        try:
            os.write(fd, s.encode())
        except OSError:
            pass

    def pump(limit):
        nonlocal leftover, done
        start = time.time()
        last = None
        while not done:
            now = time.time()
            if now - start > limit:
                return
            if last is not None and now - last > quiet:
                return
            if last is None and now - start > limit:
                return
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    done = True
                    return
                if not data:
                    done = True
                    return
                leftover = screen.feed(leftover + data.decode("utf-8", "replace"), reply)
                last = time.time()
            elif last is None and now - start > quiet * 3 and now - start > 2.0:
                # Nothing printed at all (a quiet start with no prompt yet):
                # keep waiting until the limit.
                pass

    pump(first_wait)
    for step in keys:
        if done:
            break
        os.write(fd, step.encode())
        pump(step_wait)
    status = None
    if not done:
        os.write(fd, CTRL_D.encode())
        pump(3.0)
        os.write(fd, CTRL_D.encode())
        pump(3.0)
    for _ in range(50):
        wpid, st = os.waitpid(pid, os.WNOHANG)
        if wpid:
            status = os.waitstatus_to_exitcode(st)
            break
        time.sleep(0.1)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        status = "killed"
    os.close(fd)
    return screen.text(), status


HB_BANNER = re.compile(r"^hornbook \S+ — .*$\n?", re.M)
VAR = re.compile(r"\b_(G)?\d+\b")
TIMING = re.compile(r"^% [\d,]+ inferences, .*$", re.M)
DEPTH = re.compile(r"^(\s*(?:Call|Exit|Redo|Fail|Exception|Unify|Clause):\s*)\((\d+)\)", re.M)


def normalise(text, status):
    text = HB_BANNER.sub("", text)
    text = TIMING.sub("% TIMING", text)
    text = VAR.sub("_G", text)
    # Frame depths count from where each system's toplevel starts: keep them
    # relative to the first frame shown.
    depths = [int(m.group(2)) for m in DEPTH.finditer(text)]
    if depths:
        base = min(depths) - 1
        text = DEPTH.sub(lambda m: "%s(%d)" % (m.group(1), int(m.group(2)) - base), text)
    lines = [l.rstrip() for l in text.split("\n")]
    # The closing Ctrl-D: swipl prints a blank line, hornbook nothing or
    # "halt"; neither is part of the interaction.
    if lines and lines[-1].endswith("^D"):
        lines[-1] = lines[-1][:-2].rstrip()
    while lines and lines[-1] in ("", "halt", "% halt"):
        lines.pop()
    return "\n".join(lines) + "\n[exit status %s]\n" % status


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hornbook", default=os.path.join(HERE, "..", "..", "target", "release", "hornbook"))
    ap.add_argument("--swipl", default="swipl")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    hornbook = os.path.abspath(args.hornbook)
    chosen = [i for i in INTERACTIONS if not args.names or i["name"] in args.names]
    same = 0
    deliberate = []
    open_diffs = []
    for inter in chosen:
        files = inter.get("files", ["family.pl"])
        hb_text, hb_status = replay([hornbook, "-q"] + files, inter["keys"])
        sw_text, sw_status = replay([args.swipl, "-q"] + files, inter["keys"])
        hb = normalise(hb_text, hb_status)
        sw = normalise(sw_text, sw_status)
        if args.verbose:
            print("==== %s: swipl ====\n%s==== %s: hornbook ====\n%s" % (inter["name"], sw, inter["name"], hb))
        if hb == sw:
            same += 1
            print("same        %s" % inter["name"])
            continue
        why = inter.get("deliberate") or []
        if isinstance(why, str):
            why = [why]
        filtered = hb
        for section in why:
            if section in FILTERS:
                filtered = FILTERS[section](filtered)
        if why and all(section in FILTERS for section in why) and filtered != sw:
            why = []
        label = "deliberate" if why else "DIFFERENT "
        where = "  (docs/toplevel_differences.md: %s)" % "; ".join(why) if why else ""
        print("%s  %s%s" % (label, inter["name"], where))
        diff = difflib.unified_diff(sw.split("\n"), hb.split("\n"), "swipl", "hornbook", lineterm="", n=2)
        for line in list(diff)[2:]:
            print("    " + line)
        (deliberate if why else open_diffs).append(inter["name"])
    print("\n%d of %d interactions identical after normalisation; %d deliberate differences%s; %d other" % (
        same, len(chosen), len(deliberate), " (" + ", ".join(deliberate) + ")" if deliberate else "",
        len(open_diffs)))
    return 1 if open_diffs else 0


if __name__ == "__main__":
    sys.exit(main())
