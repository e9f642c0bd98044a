//! What a run measured on: toolchain, CPU, operating system, cores, the build, and the
//! checkout.
//!
//! Every probe is best effort: a missing tool (no `lscpu`, not a git checkout) leaves its field
//! empty rather than failing the run. In wasm the machine's probes find nothing (a browser
//! has no processes or files): the host that drives the browser records its machine
//! (`bencher run --wasm`).

use std::process::Command;
use std::time::Duration;
use web_time::{Instant, SystemTime};

/// Captures the machine and toolchain.
pub fn capture() -> schema::Environment {
    schema::Environment {
        rustc: command_output("rustc", &["-vV"]),
        cpu: command_output("lscpu", &[]).or_else(cpu_from_proc),
        os: os_description().filter(|os| !os.is_empty()),
        cores: machine_cores(),
        valgrind: None,
        build: Some(build()),
        browser: None,
        clock_step_ns: u64::try_from(clock_step().as_nanos()).ok(),
    }
}

/// The step of the clock timings read (std's `Instant` natively, `performance.now()` in
/// wasm): the median of 21 intervals between one tick and the next, each read from the
/// moment a tick is seen. Measured once per process.
pub fn clock_step() -> Duration {
    static STEP: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *STEP.get_or_init(|| {
        let next_tick = |from: Instant| loop {
            let now = Instant::now();
            if now != from {
                return now;
            }
        };
        let mut steps: Vec<Duration> = (0..21)
            .map(|_| {
                let tick = next_tick(Instant::now());
                next_tick(tick) - tick
            })
            .collect();
        steps.sort();
        steps[steps.len() / 2]
    })
}

/// A seed for a run's rounds when none is given: the clock's nanoseconds.
pub fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// RFC 3339 UTC timestamp to the second (`2026-11-29T20:04:42Z`).
pub fn rfc3339(time: SystemTime) -> String {
    let since_epoch = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default();
    humantime::format_rfc3339_seconds(std::time::UNIX_EPOCH + since_epoch).to_string()
}

/// What this bencher was compiled for (recorded by its build script): `native (<cpu>)` when
/// built with `-C target-cpu=native`, as `scripts/bench.sh` and the bench workflow build it,
/// else the CPU asked for or the target's baseline (`--portable`).
pub fn build() -> schema::Build {
    schema::Build {
        target_cpu: env!("BENCHER_TARGET_CPU").to_owned(),
        target_features: env!("BENCHER_TARGET_FEATURES")
            .split(',')
            .filter(|f| !f.is_empty())
            .map(str::to_owned)
            .collect(),
        target: Some(env!("BENCHER_TARGET").to_owned()),
    }
}

/// The commit this bencher was built from, with `-dirty` when its checkout had changes then
/// (recorded by its build script); `None` when it was not built from a git checkout.
pub fn git_commit() -> Option<String> {
    let commit = env!("BENCHER_GIT_COMMIT");
    (!commit.is_empty()).then(|| commit.to_owned())
}

/// The machine's logical CPUs, whatever this process's affinity: a run pinned to one core
/// (`taskset -c 1`, as the full run's shards are) is still a run on the same machine as an
/// unpinned one, and comparisons tell machines apart by this count.
fn machine_cores() -> Option<u32> {
    let online = std::fs::read_to_string("/sys/devices/system/cpu/online").ok();
    online.as_deref().and_then(count_cpu_list).or_else(|| {
        std::thread::available_parallelism()
            .ok()
            .and_then(|n| u32::try_from(n.get()).ok())
    })
}

/// The number of CPUs in a kernel CPU list (`0-3,8,10-11` has 7).
fn count_cpu_list(list: &str) -> Option<u32> {
    let mut count = 0u32;
    for part in list.trim().split(',') {
        let (first, last) = match part.split_once('-') {
            Some((first, last)) => (first.parse::<u32>().ok()?, last.parse::<u32>().ok()?),
            None => {
                let cpu = part.parse::<u32>().ok()?;
                (cpu, cpu)
            }
        };
        count = count.checked_add(last.checked_sub(first)?.checked_add(1)?)?;
    }
    (count > 0).then_some(count)
}

/// Trimmed standard output of a successful command.
pub(crate) fn command_output(program: &str, args: &[&str]) -> Option<String> {
    let output = Command::new(program).args(args).output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn cpu_from_proc() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let model = info.lines().find(|line| line.starts_with("model name"))?;
    Some(model.to_owned())
}

fn os_description() -> Option<String> {
    let pretty = std::fs::read_to_string("/etc/os-release")
        .ok()
        .and_then(|release| {
            release.lines().find_map(|line| {
                let value = line.strip_prefix("PRETTY_NAME=")?;
                Some(value.trim_matches('"').to_owned())
            })
        });
    let kernel = command_output("uname", &["-srm"]);
    match (pretty, kernel) {
        (Some(p), Some(k)) => Some(format!("{p}; {k}")),
        (p, k) => p.or(k).or_else(|| Some(std::env::consts::OS.to_owned())),
    }
}

/// The machine's and this process's CPU time counters (Linux `/proc`, in the kernel's clock
/// ticks), taken at a run's start and end to tell what else used the machine meanwhile
/// ([`CpuTimes::load_since`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuTimes {
    /// All cores' time spent running anything (user, nice, system, interrupts).
    busy: u64,
    /// All cores' time the hypervisor gave to other guests.
    steal: u64,
    /// All cores' time, idle included.
    total: u64,
    /// This process's time (user and system, with its waited-for children).
    own: u64,
}

impl CpuTimes {
    /// The counters now; `None` where there is no `/proc` (not Linux).
    pub fn now() -> Option<CpuTimes> {
        let machine = std::fs::read_to_string("/proc/stat").ok()?;
        let process = std::fs::read_to_string("/proc/self/stat").ok()?;
        CpuTimes::parse(&machine, &process)
    }

    /// Reads the `cpu` line of `/proc/stat` and the times of `/proc/self/stat`.
    fn parse(machine: &str, process: &str) -> Option<CpuTimes> {
        let counters: Vec<u64> = machine
            .lines()
            .find_map(|line| line.strip_prefix("cpu "))?
            .split_whitespace()
            .map(|field| field.parse().ok())
            .collect::<Option<_>>()?;
        // user nice system idle iowait irq softirq steal [guest guest_nice]: guest time is
        // already counted in user and nice.
        let [user, nice, system, idle, iowait, irq, softirq, steal] = *counters.get(..8)? else {
            return None;
        };
        // The command name (in parentheses) may hold spaces; the fields after it start with
        // the state, so utime, stime, cutime and cstime are the 12th to 15th.
        let after_name = &process[process.rfind(')')? + 1..];
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        let own = fields
            .get(11..15)?
            .iter()
            .map(|field| field.parse::<u64>().ok())
            .sum::<Option<u64>>()?;
        let busy = user + nice + system + irq + softirq;
        Some(CpuTimes {
            busy,
            steal,
            total: busy + idle + iowait + steal,
            own,
        })
    }

    /// These counters with `also` counted as this process's own time: the time of processes
    /// that work for it but are not its waited-for children (the browser of a wasm run).
    pub fn with_own(self, also: Duration) -> CpuTimes {
        // /proc counts in USER_HZ ticks, a hundred a second on Linux.
        let ticks = (also.as_secs_f64() * 100.0).round() as u64;
        CpuTimes {
            own: self.own + ticks,
            ..self
        }
    }

    /// What else used the machine between `start` and these counters: other processes' share
    /// of all cores' time, and the hypervisor's. `None` when no time passed.
    pub fn load_since(&self, start: &CpuTimes) -> Option<schema::MachineLoad> {
        let total = self.total.checked_sub(start.total).filter(|&t| t > 0)? as f64;
        let busy = self.busy.saturating_sub(start.busy);
        let own = self.own.saturating_sub(start.own);
        // To a hundredth of a percent: the counters tick a hundred times a second.
        let share = |ticks: u64| ((ticks as f64 / total).clamp(0.0, 1.0) * 1e4).round() / 1e4;
        Some(schema::MachineLoad {
            // Counters tick at different moments: a process alone on the machine can read a
            // tick or two above the machine's busy time, hence the saturation.
            others_cpu_share: share(busy.saturating_sub(own)),
            steal_share: share(self.steal.saturating_sub(start.steal)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_rfc3339_to_the_second_and_the_clock_ticks() {
        let stamp = rfc3339(SystemTime::UNIX_EPOCH + Duration::from_millis(86_400_500));
        assert_eq!(stamp, "1970-01-02T00:00:00Z");
        let step = clock_step();
        assert!(
            step > Duration::ZERO && step < Duration::from_millis(1),
            "{step:?}"
        );
    }

    /// `/proc/stat` with the given `cpu` line, and a `/proc/self/stat` whose name holds a
    /// space and a parenthesis, with `utime stime cutime cstime`.
    fn snapshot(cpu: &str, own: [u64; 4]) -> CpuTimes {
        let machine = format!("{cpu}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2\n");
        let [utime, stime, cutime, cstime] = own;
        let process = format!(
            "4242 (bench (x) y) R 1 4242 4242 0 -1 4194304 100 0 0 0 \
             {utime} {stime} {cutime} {cstime} 20 0 3 0 100 1000 200"
        );
        CpuTimes::parse(&machine, &process).expect("parses")
    }

    #[test]
    fn machine_load_is_the_others_share_and_the_steal_share_of_all_cores_time() {
        // user nice system idle iowait irq softirq steal guest guest_nice
        let start = snapshot("cpu  1000 0 100 5000 0 0 0 0 40 0", [300, 50, 0, 0]);
        // 1000 ticks pass: 600 busy (400 ours), 300 idle, 100 stolen.
        let end = snapshot("cpu  1500 0 200 5300 0 0 0 100 90 0", [600, 100, 0, 50]);
        let load = end.load_since(&start).unwrap();
        assert_eq!(load.others_cpu_share, 0.2);
        assert_eq!(load.steal_share, 0.1);
        // Alone on the machine, with our counter a tick ahead of the machine's: no others.
        let alone = snapshot("cpu  1100 0 100 5000 0 0 0 0 0 0", [401, 50, 0, 0]);
        assert_eq!(alone.load_since(&start).unwrap().others_cpu_share, 0.0);
        // No time passed: no share to tell.
        assert_eq!(start.load_since(&start), None);
        // A browser that worked for us for 1.5 s (150 ticks) of the others' 200 is ours.
        let with_browser = end.with_own(Duration::from_millis(1500));
        assert_eq!(
            with_browser.load_since(&start).unwrap().others_cpu_share,
            0.05
        );
    }

    #[test]
    fn cpu_times_refuse_what_is_not_proc_stat() {
        let process = "1 (x) R 1 1 1 0 -1 0 0 0 0 0 1 2 3 4 20";
        assert!(CpuTimes::parse("cpu  1 2 3 4 5 6 7 8", process).is_some());
        assert_eq!(CpuTimes::parse("cpu  1 2 3", process), None);
        assert_eq!(CpuTimes::parse("cpu  1 2 x 4 5 6 7 8", process), None);
        assert_eq!(CpuTimes::parse("intr 1 2 3", process), None);
        assert_eq!(CpuTimes::parse("cpu  1 2 3 4 5 6 7 8", "1 (x) R 1"), None);
        assert_eq!(
            CpuTimes::parse("cpu  1 2 3 4 5 6 7 8", "no name here"),
            None
        );
    }

    #[test]
    fn cpu_times_are_read_on_linux() {
        if cfg!(target_os = "linux") {
            let start = CpuTimes::now().expect("/proc is readable");
            assert!(start.total >= start.busy + start.steal);
        }
    }

    #[test]
    fn cpu_lists_count_ranges_and_single_cpus() {
        assert_eq!(count_cpu_list("0-1\n"), Some(2));
        assert_eq!(count_cpu_list("0-3,8,10-11"), Some(7));
        assert_eq!(count_cpu_list("5"), Some(1));
        assert_eq!(count_cpu_list(""), None);
        assert_eq!(count_cpu_list("3-1"), None);
        assert_eq!(count_cpu_list("a-b"), None);
    }
}
