//! The session as JavaScript sees it (wasm-bindgen): `new Playground()`,
//! then `load`, `query`, `next`, `stop`, `trace`, each answering a JSON
//! text. Printed text goes to the worker's global `hornbookPrint(channel,
//! text)` as it is written (channel 1: user_output, 2: user_error).

use super::session::{Channel, Session};
use std::rc::Rc;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = hornbookPrint)]
    fn host_print(channel: u32, text: &str);
}

#[wasm_bindgen]
pub struct Playground {
    session: Session,
}

#[wasm_bindgen]
impl Playground {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Playground {
        // A panic is a bug; in a browser it would otherwise show only as
        // "unreachable": its message goes where errors are shown.
        std::panic::set_hook(Box::new(|info| host_print(2, &format!("hornbook panicked: {info}\n"))));
        let printer = Rc::new(|channel: Channel, text: &str| {
            host_print(if channel == Channel::Output { 1 } else { 2 }, text);
        });
        Playground { session: Session::new(printer) }
    }

    /// Consults `text` as file `name`: `{"errors":N,"warnings":N}`.
    pub fn load(&mut self, name: &str, text: &str) -> String {
        let (errors, warnings) = self.session.load(name, text);
        format!("{{\"errors\":{errors},\"warnings\":{warnings}}}")
    }

    /// Puts a file in memory without loading it: `{}`.
    pub fn put_file(&mut self, name: &str, text: &str) -> String {
        self.session.put_file(name, text);
        "{}".to_string()
    }

    /// Starts a query: its first step.
    pub fn query(&mut self, text: &str) -> String {
        self.session.query(text).to_json()
    }

    /// The next answer of the open query.
    pub fn next(&mut self) -> String {
        self.session.next().to_json()
    }

    /// Ends the open query.
    pub fn stop(&mut self) -> String {
        self.session.stop().to_json()
    }

    /// Runs a query to its first answer under the tracer, recording at
    /// most `cap` ports.
    pub fn trace(&mut self, text: &str, cap: usize) -> String {
        self.session.trace(text, cap).to_json()
    }
}

impl Default for Playground {
    fn default() -> Self {
        Self::new()
    }
}
