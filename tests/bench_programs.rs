//! The benchmark programs of benches/ run on hornbook: `bench_check` prints
//! the result line that SWI-Prolog and GNU Prolog print too (recorded
//! below), and `bench(1)` runs one round of the workload silently. Every
//! program the compare runner can pick up is listed here.

use crate::support::path;
use crate::support::process::{hornbook, Run};

/// Program name and the `bench_check` line all three systems print.
const EXPECTED: &[(&str, &str)] = &[
    ("nrev", "nrev([30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1])"),
    ("tak", "tak(18,12,6,7)"),
    ("queens", "queens(8,92,[4,2,7,3,6,8,5,1])"),
    ("crypt", "send_more_money([9,5,6,7]+[1,0,8,5]=[1,0,6,5,2])"),
    ("deriv", "deriv(ops8=51,log10=66,divide10=163,times10=127)"),
    ("qsort", "qsort([0,2,4,6,7,8,10,11,11,17,18,18,21,27,27,28,28,28,29,31,32,33,37,39,40,46,47,51,53,53,55,59,61,63,65,66,74,74,75,81,82,83,85,85,90,92,94,95,99,99])"),
    ("zebra", "zebra(japanese,norwegian,[h(yellow,norwegian,fox,water,kools),h(blue,ukrainian,horse,tea,chesterfield),h(red,english,snails,milk,winston),h(ivory,spanish,dog,orange_juice,lucky_strike),h(green,japanese,zebra,coffee,parliament)])"),
    ("primes", "primes(10000,count=1229,last=9973,sum=5736396)"),
    ("katamino", "katamino tttwwrrcc/ltwwrrzzc/ltwkkrzcc/lkkkyzzpp/llyyyyppp"),
    ("prover", "prover([t,t,t,t,t,t,t,t,t,f,t,t,t,t,t,t,f,t,t,t,t,t,f,f])"),
    ("boyer", "boyer(size=31361,tautology)"),
    ("chat_parser", "chat([[belgium,germany,italy,luxembourg,spain,switzerland],[madrid],[danube,po,sava],12,[austria,czechia,hungary,switzerland],yes,no,[berlin,bern,bratislava,budapest,ljubljana,prague,rome],[adriatic,atlantic,baltic,mediterranean,north_sea],[sava],8,[algeria,egypt,france,germany,italy,spain,turkey],[algeria,egypt,france,libya,spain,turkey],[danube,dniester,elbe,oder,rhine],[algeria,egypt,france,germany,italy,libya,morocco,poland,spain,turkey,ukraine],[ankara,athens,belgrade,bucharest,sofia]])"),
    ("browse", "browse([75,36,83,44,23,169,40,3])"),
    ("meta_qsort", "meta_qsort(60,[6,9,14,21,33,44,61,63,73,87,109,119,132,154,170,195,225,245,250,275,288,298,312,347,350,374,391,402,415,426,440,466,487,503,509,512,521,530,560,588,601,612,653,660,677,703,721,749,765,798,832,838,851,866,897,899,908,916,943,979])"),
    ("poly", "poly(terms=286,sum=1048576,largest=25200)"),
    ("sieve", "sieve(20000,count=2262,last=19997,sum=21171191)"),
    ("serialise", "serialise(distinct=54,[19,50,33,46,53,1,31,36,29,46,29,31,48,33,46,1,43,34,1,48],checksum=1216224)"),
    ("mu", "mu([1=[2,2,2,3,3],2=[2,2,2,1,3,3,4],3=[2,2,2,1,3,3,4],4=[2,2,2,3,3,2,4,3],5=[2,2,2,3,3,2,4,3]])"),
    ("query", "query(density=38,[austria/egypt,austria/hungary,austria/iraq],twins=19,[bangladesh/nepal,bolivia/egypt,canada/china])"),
];

/// Programs in benches/ that are not part of the compare runner.
const NOT_COMPARED: &[&str] = &["index_second_arg", "gc_loop", "metacall"];

fn run(name: &str, goal: &str) -> Run {
    let file = format!("benches/{name}.pl");
    hornbook(&[file.as_str(), "-g", goal, "-t", "halt"]).run()
}

fn check_ok(name: &str, goal: &str, out: &Run) {
    assert!(out.status.success(), "{name} {goal}: exit {:?}\nstderr: {}", out.status, out.stderr);
    assert!(out.stderr.is_empty(), "{name} {goal}: diagnostics: {}", out.stderr);
}

#[test]
fn every_bench_check_prints_the_agreed_line() {
    for (name, line) in EXPECTED {
        let out = run(name, "bench_check");
        check_ok(name, "bench_check", &out);
        assert_eq!(out.stdout, format!("{line}\n"), "{name}");
    }
}

#[test]
fn one_round_of_each_workload_runs_silently() {
    for (name, _) in EXPECTED {
        let out = run(name, "bench(1)");
        check_ok(name, "bench(1)", &out);
        assert!(out.stdout.is_empty(), "{name}: bench(1) printed {}", out.stdout);
    }
}

#[test]
fn every_program_in_benches_is_listed() {
    let mut found: Vec<String> = std::fs::read_dir(path("benches"))
        .expect("benches/")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pl"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .filter(|n| !NOT_COMPARED.contains(&n.as_str()))
        .collect();
    found.sort();
    let mut listed: Vec<String> = EXPECTED.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(found, listed);
}
