//! Thread CPU time per name of a Rust Public Suffix List crate's registrable-domain call over a
//! corpus, one name per line: the best of 30 rounds after 10, as
//! `org.idna4j.benchmarks.PslCpuTime` measures the JVM libraries. With `PSL_DUMP` set, prints each
//! name's answer instead (an empty line for none). `PSL_DISTINCT=K` asks the first K names over
//! and over; `PSL_NAME=NAME` asks one name.
//!
//! Run: `psl-cpu-time psl CORPUS` (the list compiled into the `psl` crate) or
//! `psl-cpu-time publicsuffix CORPUS LIST` (a `public_suffix_list.dat` parsed at start).

use publicsuffix::Psl as _;
use std::time::Duration;

const WARM_UP_ROUNDS: usize = 10;
const ROUNDS: usize = 30;

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, t: *mut Timespec) -> i32;
}

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID` is 3 on Linux).
fn cpu_time() -> Duration {
    let mut t = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the valid pointer it is given.
    unsafe { clock_gettime(3, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: psl-cpu-time psl|publicsuffix CORPUS [LIST]");
        std::process::exit(2);
    }
    let parsed: Option<publicsuffix::List> = (args[1] == "publicsuffix")
        .then(|| std::fs::read_to_string(&args[3]).expect("LIST").parse().expect("a valid list"));
    let domain = |name: &[u8]| -> usize {
        let answer = match &parsed {
            Some(list) => list.domain(name).map(|d| d.as_bytes().len()),
            None => psl::domain(name).map(|d| d.as_bytes().len()),
        };
        answer.unwrap_or(0)
    };
    let corpus = std::fs::read_to_string(&args[2]).expect("CORPUS");
    let mut names: Vec<&[u8]> = corpus.lines().map(str::as_bytes).collect();
    if std::env::var_os("PSL_DUMP").is_some() {
        for name in &names {
            let n = domain(name);
            println!("{}", String::from_utf8_lossy(&name[name.len() - n..]));
        }
        return;
    }
    let only = std::env::var("PSL_NAME").ok();
    if let Some(name) = &only {
        names[0] = name.as_bytes();
    }
    let distinct = match &only {
        Some(_) => 1,
        None => std::env::var("PSL_DISTINCT").ok().and_then(|v| v.parse().ok()).unwrap_or(names.len()),
    };
    for i in distinct..names.len() {
        names[i] = names[i % distinct];
    }
    let mut best = f64::MAX;
    let mut checksum = 0;
    for round in 0..WARM_UP_ROUNDS + ROUNDS {
        let t0 = cpu_time();
        for name in &names {
            checksum += domain(std::hint::black_box(name)); // over all rounds, as PslCpuTime sums
        }
        let t = (cpu_time() - t0).as_secs_f64();
        if round >= WARM_UP_ROUNDS && t < best {
            best = t;
        }
    }
    println!(
        "{} {}: {:.1} ns of CPU per name, best of {} rounds (checksum {}){}",
        args[1],
        args[2],
        best / names.len() as f64 * 1e9,
        ROUNDS,
        checksum,
        only.map(|n| format!(", repeated: {n}")).unwrap_or_default()
    );
}
