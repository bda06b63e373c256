//! The browser playground end to end: builds web/dist (`web/build.sh`)
//! and runs `web/tests/e2e.mjs` in headless Chromium, giving it the
//! terminal toplevel's answers to compare the page's with. Needs what
//! `.ci/run` installs: the wasm32-unknown-unknown target, wasm-bindgen-cli,
//! Node.js with npm, and Debian's chromium. HORNBOOK_SKIP_BROWSER=1 skips
//! it on a machine without them (it says so).

use crate::support::process::hornbook;
use crate::support::root;
use std::process::Command;

fn have(program: &str, arg: &str) -> bool {
    Command::new(program).arg(arg).output().is_ok_and(|o| o.status.success())
}

/// What the terminal toplevel shows for a query (the program's output,
/// then the first answer), without the answer's final `.`.
fn terminal_answer(program: &str, query: &str) -> String {
    let run = hornbook(&[&format!("programs/{program}.pl")]).input(format!("{query}\n")).run();
    assert_eq!(run.code(), Some(0), "{}", run.stderr);
    run.stdout.trim_end().trim_end_matches('.').to_string()
}

#[test]
fn the_playground_works_in_headless_chromium() {
    if std::env::var_os("HORNBOOK_SKIP_BROWSER").is_some() {
        eprintln!("playground: skipped (HORNBOOK_SKIP_BROWSER is set)");
        return;
    }
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_string());
    let missing: Vec<&str> = [
        ("wasm-bindgen", have("wasm-bindgen", "--version")),
        ("node", have("node", "--version")),
        ("chromium", std::path::Path::new(&chromium).exists()),
    ]
    .iter()
    .filter(|(_, ok)| !ok)
    .map(|(name, _)| *name)
    .collect();
    assert!(
        missing.is_empty(),
        "the playground tests need {missing:?}: run .ci/run once (it installs them), \
         or set HORNBOOK_SKIP_BROWSER=1"
    );
    let build = Command::new("sh").arg("web/build.sh").current_dir(root()).output().expect("sh");
    assert!(build.status.success(), "web/build.sh failed:\n{}", String::from_utf8_lossy(&build.stderr));

    // The queries whose answers the page must print as the terminal does.
    // (Deterministic queries: a seeded deal differs between the native and
    // the browser build, whose random generators differ in word size.)
    let cases = [
        (
            "freecell",
            "freecell",
            "create_solution([[[0,0],[2,1]],[[2,0],[3,0]],[[1,1],[3,1]],[[1,0],[0,1]]], 4, 2, S).",
        ),
        ("katamino", "katamino", "katamino([l,t,w,k,y,r,z,c,p])."),
        // Also the digits the Shapely view must draw (web/tests/views.mjs).
        ("shapely", "shapely_squares", "shapely_solution(10, Rows)."),
        ("tictactoe", "tictactoe", "makeStep([[x,a,a],[a,o,a],[a,a,x]], R, C)."),
        (
            "tictactoe_mn",
            "tictactoe_mn",
            "new_game(15, 15), P = [sq(7,7,lightStone),sq(7,8,lightStone),sq(8,7,darkStone)], \
             getMoves(P, ML), move(P, darkStone, lightStone, ML, Rule, Moves).",
        ),
    ];
    let mut expected = Vec::new();
    for (name, program, query) in cases {
        let answer = terminal_answer(program, query);
        expected.push(format!(
            "{}:{{\"program\":{},\"query\":{},\"answer\":{}}}",
            hornbook::web::session::json_string(name),
            hornbook::web::session::json_string(program),
            hornbook::web::session::json_string(query),
            hornbook::web::session::json_string(&answer)
        ));
    }
    let file = std::env::temp_dir().join(format!("hornbook-playground-{}.json", std::process::id()));
    std::fs::write(&file, format!("{{{}}}", expected.join(","))).expect("expectations file");
    let run = Command::new("node")
        .arg("web/tests/e2e.mjs")
        .arg(&file)
        .env("CHROMIUM", &chromium)
        .current_dir(root())
        .output()
        .expect("node");
    let _ = std::fs::remove_file(&file);
    let report = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{report}\n{}", String::from_utf8_lossy(&run.stderr));
    eprintln!("{report}");
}
