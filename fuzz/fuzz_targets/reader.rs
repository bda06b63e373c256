//! The reader on arbitrary text: every clause reads or gives a syntax
//! error (with a report that renders), never a panic or a hang.
#![no_main]

use hornbook::reader::{Ops, ReadFlags, Reader};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, _) = hornbook::reader::decode::decode(data.to_vec(), 1, 0);
    let ops = Ops::default();
    let flags = ReadFlags::default();
    let mut reader = Reader::for_program(&text);
    let mut last = 0;
    loop {
        match reader.next(&ops, &flags) {
            Ok(Some(term)) => {
                let _ = term.to_canonical();
            }
            Ok(None) => break,
            Err(e) => {
                let _ = hornbook::messages::diag::render_syntax_error("fuzz.pl", &text, &e, false);
            }
        }
        // Every step must move on, or the loop would never end.
        assert!(reader.offset() > last || reader.offset() >= text.len(), "the reader did not advance");
        last = reader.offset();
    }
});
