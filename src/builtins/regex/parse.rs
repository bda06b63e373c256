//! Reading a regular expression in the Perl/PCRE syntax library(pcre)
//! users write: literals and escapes (`\d \w \s \D \W \S \b \B \A \z \Z
//! \n \t \xHH \x{H..}`), `.`, classes `[a-z\d]` and `[^...]`, anchors
//! `^ $`, groups `( )`, `(?: )`, named `(?<name> )` / `(?P<name> )`,
//! inline flags `(?i)` `(?s)` `(?m)` `(?x)` and `(?i: )`, alternation, the
//! quantifiers `* + ? {n} {n,} {n,m}` with their lazy `?` and possessive
//! `+` forms (possessive read as greedy), and back references `\1` and
//! `\k<name>`. Not here: lookaround and recursion (an error says so).

use super::{Flags, RegexError};

/// A set of characters: ranges, and the class escapes inside `[...]`.
#[derive(Clone, Debug)]
pub struct Class {
    pub ranges: Vec<(char, char)>,
    pub perl: Vec<(PerlClass, bool)>,
    pub negated: bool,
}

/// `\d`, `\w`, `\s` (the bool in a class says negated: `\D`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PerlClass {
    Digit,
    Word,
    Space,
}

impl PerlClass {
    pub fn contains(self, c: char) -> bool {
        match self {
            PerlClass::Digit => c.is_ascii_digit(),
            PerlClass::Word => c.is_alphanumeric() || c == '_',
            PerlClass::Space => c.is_whitespace(),
        }
    }
}

impl Class {
    pub fn matches(&self, c: char, caseless: bool) -> bool {
        let hit = |c: char| {
            self.ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi)
                || self.perl.iter().any(|&(p, neg)| p.contains(c) != neg)
        };
        let found = hit(c) || (caseless && (c.to_lowercase().any(hit) || c.to_uppercase().any(hit)));
        found != self.negated
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Assertion {
    /// `^`: the start, or after a newline in multiline mode.
    LineStart,
    /// `$`: the end (or before a final newline), or before a newline in
    /// multiline mode.
    LineEnd,
    TextStart,
    TextEnd,
    /// `\Z`: the end or before a final newline.
    TextEndNewline,
    WordBoundary,
    NotWordBoundary,
}

#[derive(Clone, Debug)]
pub enum Node {
    Char(char, bool),
    /// `.`; the bool: it matches a newline too (dotall).
    Any(bool),
    Class(Box<Class>, bool),
    Assert(Assertion, bool),
    Group(Box<Node>, Option<usize>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    },
    Backref(usize, bool),
    /// A named back reference, resolved once every group is known.
    NamedBackref(String, bool),
}

/// The expression and its groups: `names[i]` is the name of group i+1.
pub struct Parsed {
    pub node: Node,
    pub names: Vec<Option<String>>,
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    names: Vec<Option<String>>,
}

pub fn parse(pattern: &str, flags: Flags) -> Result<Parsed, RegexError> {
    let mut p = Parser { chars: pattern.chars().collect(), pos: 0, names: Vec::new() };
    let mut flags = flags;
    let mut node = p.alternation(&mut flags, 0)?;
    if p.pos < p.chars.len() {
        return Err(p.error("unmatched closing parenthesis"));
    }
    resolve_names(&mut node, &p.names)?;
    Ok(Parsed { node, names: p.names })
}

fn resolve_names(node: &mut Node, names: &[Option<String>]) -> Result<(), RegexError> {
    let mut work = vec![node];
    while let Some(n) = work.pop() {
        match n {
            Node::NamedBackref(name, caseless) => {
                let Some(i) = names.iter().position(|x| x.as_deref() == Some(name.as_str())) else {
                    return Err(RegexError(format!("reference to non-existent group {name}")));
                };
                *n = Node::Backref(i + 1, *caseless);
            }
            Node::Group(inner, _) => work.push(inner),
            Node::Repeat { node, .. } => work.push(node),
            Node::Concat(v) | Node::Alt(v) => work.extend(v.iter_mut()),
            _ => {}
        }
    }
    Ok(())
}

/// Groups nested deeper than this are refused rather than read on the Rust
/// stack.
const MAX_NESTING: usize = 200;

impl Parser {
    /// PCRE's message (SWI-Prolog's error term carries it alone).
    fn error(&self, what: &str) -> RegexError {
        RegexError(what.to_string())
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn alternation(&mut self, flags: &mut Flags, depth: usize) -> Result<Node, RegexError> {
        if depth > MAX_NESTING {
            return Err(self.error("groups nested too deeply"));
        }
        let mut alts = vec![self.concat(flags, depth)?];
        while self.eat('|') {
            alts.push(self.concat(flags, depth)?);
        }
        Ok(if alts.len() == 1 { alts.pop().expect("one") } else { Node::Alt(alts) })
    }

    fn concat(&mut self, flags: &mut Flags, depth: usize) -> Result<Node, RegexError> {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            if flags.extended {
                if c.is_whitespace() {
                    self.pos += 1;
                    continue;
                }
                if c == '#' {
                    while let Some(c) = self.peek() {
                        self.pos += 1;
                        if c == '\n' {
                            break;
                        }
                    }
                    continue;
                }
            }
            let Some(atom) = self.atom(flags, depth)? else { continue };
            let atom = self.quantified(atom, flags)?;
            items.push(atom);
        }
        Ok(if items.len() == 1 { items.pop().expect("one") } else { Node::Concat(items) })
    }

    fn quantified(&mut self, atom: Node, flags: &Flags) -> Result<Node, RegexError> {
        let mut atom = atom;
        loop {
            let one_char = |p: &mut Parser, bounds| {
                p.pos += 1;
                bounds
            };
            let (min, max) = match self.peek() {
                Some('*') => one_char(self, (0, None)),
                Some('+') => one_char(self, (1, None)),
                Some('?') => one_char(self, (0, Some(1))),
                Some('{') => match self.counted()? {
                    Some(bounds) => bounds,
                    None => return Ok(atom),
                },
                _ => return Ok(atom),
            };
            if matches!(atom, Node::Assert(..)) {
                return Err(self.error("quantifier does not follow a repeatable item"));
            }
            let mut greedy = !flags.ungreedy;
            if self.eat('?') {
                greedy = !greedy;
            } else {
                self.eat('+');
            }
            atom = Node::Repeat { node: Box::new(atom), min, max, greedy };
            if !matches!(self.peek(), Some('*' | '+' | '?' | '{')) {
                return Ok(atom);
            }
        }
    }

    /// `{n}`, `{n,}`, `{n,m}`, consumed; None (nothing consumed) when the
    /// brace starts no count, which PCRE reads as a literal.
    fn counted(&mut self) -> Result<Option<(u32, Option<u32>)>, RegexError> {
        let start = self.pos;
        self.pos += 1;
        let number = |p: &mut Parser| {
            let s = p.pos;
            while p.peek().is_some_and(|c| c.is_ascii_digit()) {
                p.pos += 1;
            }
            let digits: String = p.chars[s..p.pos].iter().collect();
            digits.parse::<u32>().ok()
        };
        let Some(min) = number(self) else {
            self.pos = start;
            return Ok(None);
        };
        let max = if self.eat(',') {
            if self.peek() == Some('}') {
                None
            } else {
                match number(self) {
                    Some(m) => Some(m),
                    None => {
                        self.pos = start;
                        return Ok(None);
                    }
                }
            }
        } else {
            Some(min)
        };
        if !self.eat('}') {
            self.pos = start;
            return Ok(None);
        }
        if max.is_some_and(|m| m < min) {
            return Err(self.error("numbers out of order in {} quantifier"));
        }
        if min > 10_000 || max.is_some_and(|m| m > 10_000) {
            return Err(self.error("number too big in {} quantifier"));
        }
        Ok(Some((min, max)))
    }

    /// One item; None for an inline flag setting such as `(?i)`.
    fn atom(&mut self, flags: &mut Flags, depth: usize) -> Result<Option<Node>, RegexError> {
        let c = self.peek().expect("an item");
        self.pos += 1;
        Ok(Some(match c {
            '.' => Node::Any(flags.dotall),
            '^' => Node::Assert(Assertion::LineStart, flags.multiline),
            '$' => Node::Assert(Assertion::LineEnd, flags.multiline),
            '[' => Node::Class(Box::new(self.class()?), flags.caseless),
            '(' => return self.group(flags, depth),
            '\\' => self.escape(flags)?,
            '*' | '+' | '?' => return Err(self.error("quantifier does not follow a repeatable item")),
            c => Node::Char(c, flags.caseless),
        }))
    }

    fn group(&mut self, flags: &mut Flags, depth: usize) -> Result<Option<Node>, RegexError> {
        let mut inner_flags = *flags;
        let mut index = None;
        if self.eat('?') {
            match self.peek() {
                Some(':') => self.pos += 1,
                Some('<') if !matches!(self.chars.get(self.pos + 1), Some('=' | '!')) => {
                    self.pos += 1;
                    index = Some(self.named_group('>')?);
                }
                Some('P') if self.chars.get(self.pos + 1) == Some(&'<') => {
                    self.pos += 2;
                    index = Some(self.named_group('>')?);
                }
                Some('\'') => {
                    self.pos += 1;
                    index = Some(self.named_group('\'')?);
                }
                Some('=' | '!' | '<') => return Err(self.error("lookaround assertions are not supported")),
                _ => {
                    // (?flags) or (?flags: ...)
                    let mut on = true;
                    let mut set = *flags;
                    loop {
                        match self.peek() {
                            Some('-') => on = false,
                            Some('i') => set.caseless = on,
                            Some('m') => set.multiline = on,
                            Some('s') => set.dotall = on,
                            Some('x') => set.extended = on,
                            Some('U') => set.ungreedy = on,
                            Some(')') => {
                                self.pos += 1;
                                *flags = set;
                                return Ok(None);
                            }
                            Some(':') => {
                                self.pos += 1;
                                inner_flags = set;
                                break;
                            }
                            _ => return Err(self.error("unrecognized character after (? or (?-")),
                        }
                        self.pos += 1;
                    }
                }
            }
        } else {
            self.names.push(None);
            index = Some(self.names.len());
        }
        let inner = self.alternation(&mut inner_flags, depth + 1)?;
        if !self.eat(')') {
            return Err(self.error("missing closing parenthesis"));
        }
        Ok(Some(Node::Group(Box::new(inner), index)))
    }

    fn named_group(&mut self, close: char) -> Result<usize, RegexError> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_alphanumeric() || c == '_') {
            self.pos += 1;
        }
        let name: String = self.chars[start..self.pos].iter().collect();
        if name.is_empty() || !self.eat(close) {
            return Err(self.error("syntax error in subpattern name"));
        }
        self.names.push(Some(name));
        Ok(self.names.len())
    }

    fn escape(&mut self, flags: &Flags) -> Result<Node, RegexError> {
        let Some(c) = self.peek() else { return Err(self.error("\\ at end of pattern")) };
        self.pos += 1;
        let perl =
            |p, neg| Node::Class(Box::new(Class { ranges: Vec::new(), perl: vec![(p, neg)], negated: false }), false);
        Ok(match c {
            'd' => perl(PerlClass::Digit, false),
            'D' => perl(PerlClass::Digit, true),
            'w' => perl(PerlClass::Word, false),
            'W' => perl(PerlClass::Word, true),
            's' => perl(PerlClass::Space, false),
            'S' => perl(PerlClass::Space, true),
            'b' => Node::Assert(Assertion::WordBoundary, false),
            'B' => Node::Assert(Assertion::NotWordBoundary, false),
            'A' => Node::Assert(Assertion::TextStart, false),
            'z' => Node::Assert(Assertion::TextEnd, false),
            'Z' => Node::Assert(Assertion::TextEndNewline, false),
            'k' => {
                let close = match self.peek() {
                    Some('<') => '>',
                    Some('{') => '}',
                    Some('\'') => '\'',
                    _ => return Err(self.error("\\k is not followed by a group name")),
                };
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c != close) {
                    self.pos += 1;
                }
                let name: String = self.chars[start..self.pos].iter().collect();
                if !self.eat(close) {
                    return Err(self.error("\\k is not followed by a group name"));
                }
                Node::NamedBackref(name, flags.caseless)
            }
            '1'..='9' => {
                let mut n = c.to_digit(10).expect("a digit") as usize;
                while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
                    n = n * 10 + d as usize;
                    self.pos += 1;
                }
                Node::Backref(n, flags.caseless)
            }
            _ => Node::Char(self.escaped_char(c)?, flags.caseless),
        })
    }

    /// The character an escape that is not a class or assertion stands for.
    fn escaped_char(&mut self, c: char) -> Result<char, RegexError> {
        Ok(match c {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'f' => '\x0c',
            'v' => '\x0b',
            'e' => '\x1b',
            'a' => '\x07',
            '0' => '\0',
            'x' => {
                let digits: String = if self.eat('{') {
                    let start = self.pos;
                    while self.peek().is_some_and(|c| c != '}') {
                        self.pos += 1;
                    }
                    let d = self.chars[start..self.pos].iter().collect();
                    if !self.eat('}') {
                        return Err(self.error("missing } after \\x{"));
                    }
                    d
                } else {
                    let start = self.pos;
                    while self.pos < start + 2 && self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
                        self.pos += 1;
                    }
                    self.chars[start..self.pos].iter().collect()
                };
                let code = u32::from_str_radix(&digits, 16).unwrap_or(0);
                char::from_u32(code).ok_or_else(|| self.error("character code point value is too large"))?
            }
            c if c.is_ascii_alphanumeric() => return Err(self.error(&format!("unrecognized escape \\{c}"))),
            c => c,
        })
    }

    fn class(&mut self) -> Result<Class, RegexError> {
        let mut class = Class { ranges: Vec::new(), perl: Vec::new(), negated: self.eat('^') };
        let mut first = true;
        loop {
            let Some(c) = self.peek() else { return Err(self.error("missing terminating ] for character class")) };
            self.pos += 1;
            if c == ']' && !first {
                return Ok(class);
            }
            first = false;
            let lo = match c {
                '[' if self.peek() == Some(':') => {
                    self.posix_class(&mut class)?;
                    continue;
                }
                '\\' => {
                    let Some(e) = self.peek() else { return Err(self.error("\\ at end of pattern")) };
                    self.pos += 1;
                    match e {
                        'd' | 'D' | 'w' | 'W' | 's' | 'S' => {
                            let p = match e.to_ascii_lowercase() {
                                'd' => PerlClass::Digit,
                                'w' => PerlClass::Word,
                                _ => PerlClass::Space,
                            };
                            class.perl.push((p, e.is_ascii_uppercase()));
                            continue;
                        }
                        'b' => '\x08',
                        e => self.escaped_char(e)?,
                    }
                }
                c => c,
            };
            if self.peek() == Some('-') && self.chars.get(self.pos + 1).is_some_and(|&c| c != ']') {
                self.pos += 1;
                let hi = self.peek().expect("checked");
                self.pos += 1;
                let hi = if hi == '\\' {
                    let e = self.peek().ok_or_else(|| self.error("\\ at end of pattern"))?;
                    self.pos += 1;
                    self.escaped_char(e)?
                } else {
                    hi
                };
                if hi < lo {
                    return Err(self.error("range out of order in character class"));
                }
                class.ranges.push((lo, hi));
            } else {
                class.ranges.push((lo, lo));
            }
        }
    }

    /// `[:alpha:]` and the other POSIX names inside a class.
    fn posix_class(&mut self, class: &mut Class) -> Result<(), RegexError> {
        let start = self.pos + 1;
        let Some(end) = (start..self.chars.len()).find(|&i| self.chars[i] == ':') else {
            return Err(self.error("unknown POSIX class name"));
        };
        let name: String = self.chars[start..end].iter().collect();
        if self.chars.get(end + 1) != Some(&']') {
            return Err(self.error("unknown POSIX class name"));
        }
        self.pos = end + 2;
        let ranges: &[(char, char)] = match name.as_str() {
            "alpha" => &[('a', 'z'), ('A', 'Z')],
            "digit" => &[('0', '9')],
            "alnum" => &[('a', 'z'), ('A', 'Z'), ('0', '9')],
            "upper" => &[('A', 'Z')],
            "lower" => &[('a', 'z')],
            "space" => &[(' ', ' '), ('\t', '\r')],
            "blank" => &[(' ', ' '), ('\t', '\t')],
            "punct" => &[('!', '/'), (':', '@'), ('[', '`'), ('{', '~')],
            "xdigit" => &[('0', '9'), ('a', 'f'), ('A', 'F')],
            "word" => &[('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')],
            _ => return Err(self.error("unknown POSIX class name")),
        };
        class.ranges.extend_from_slice(ranges);
        Ok(())
    }
}
