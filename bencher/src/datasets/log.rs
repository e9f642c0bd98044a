//! `log`: 10 000 HTTP access-log entries (the upstream suite's `log` dataset).

use rand::Rng;

use super::common::{borrowed, gen_index, gen_vec, owned, upstream_rng, Dataset, ReadDigest};

owned! {
    /// An IPv4 address, one byte per component.
    #[derive(Copy)]
    // Also decoded inside the borrowed forms.
    #[cfg_attr(feature = "msgpacker", derive(msgpacker::MsgUnpackerBorrowed))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Address {
        /// First component.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub x0: u8,
        /// Second component.
        #[cfg_attr(feature = "minicbor", n(1))]
        pub x1: u8,
        /// Third component.
        #[cfg_attr(feature = "minicbor", n(2))]
        pub x2: u8,
        /// Fourth component.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub x3: u8,
    }

    /// One access-log entry.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Log {
        /// Client address.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub address: Address,
        /// RFC 1413 identity (always `-`).
        #[cfg_attr(feature = "minicbor", n(1))]
        pub identity: String,
        /// Authenticated user.
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub userid: String,
        /// Request time, `day/Mon/year:h:m:s zone`.
        #[cfg_attr(feature = "minicbor", n(3))]
        pub date: String,
        /// `METHOD route protocol`.
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "compactly", compactly(LowCardinality, allow_string))]
        pub request: String,
        /// HTTP status code.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub code: u16,
        /// Response size in bytes.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub size: u64,
    }

    /// The dataset: a list of log entries.
    #[cfg_attr(feature = "bilrost", derive(bilrost::Message))]
    #[cfg_attr(feature = "fory", derive(fory::ForyStruct))]
    pub struct Logs {
        /// The entries.
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub logs: Vec<Log>,
    }
}

borrowed! {
    /// [`Log`] with its strings borrowed from the input.
    pub struct BorrowLog<'a> {
        /// Client address.
        #[cfg_attr(feature = "minicbor", n(0))]
        pub address: Address,
        /// RFC 1413 identity.
        #[cfg_attr(feature = "minicbor", b(1))]
        pub identity: &'a str,
        /// Authenticated user.
        #[cfg_attr(feature = "minicbor", b(2))]
        pub userid: &'a str,
        /// Request time.
        #[cfg_attr(feature = "minicbor", b(3))]
        pub date: &'a str,
        /// Request line.
        #[cfg_attr(feature = "minicbor", b(4))]
        pub request: &'a str,
        /// HTTP status code.
        #[cfg_attr(feature = "minicbor", n(5))]
        pub code: u16,
        /// Response size in bytes.
        #[cfg_attr(feature = "minicbor", n(6))]
        pub size: u64,
    }

    /// [`Logs`] with its strings borrowed from the input.
    pub struct BorrowLogs<'a> {
        /// The entries.
        #[serde(borrow)]
        #[cfg_attr(feature = "minicbor", b(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding(packed)))]
        pub logs: Vec<BorrowLog<'a>>,
    }
}

impl From<BorrowLog<'_>> for Log {
    fn from(log: BorrowLog<'_>) -> Self {
        Log {
            address: log.address,
            identity: log.identity.to_owned(),
            userid: log.userid.to_owned(),
            date: log.date.to_owned(),
            request: log.request.to_owned(),
            code: log.code,
            size: log.size,
        }
    }
}

impl From<BorrowLogs<'_>> for Logs {
    fn from(logs: BorrowLogs<'_>) -> Self {
        Logs {
            logs: logs.logs.into_iter().map(Log::from).collect(),
        }
    }
}

impl Address {
    fn generate(rng: &mut impl Rng) -> Self {
        // `0..=255` on u8 spans the whole type: rand then draws a plain u8.
        Address {
            x0: rng.gen_range(0..=255u8),
            x1: rng.gen_range(0..=255u8),
            x2: rng.gen_range(0..=255u8),
            x3: rng.gen_range(0..=255u8),
        }
    }
}

const USERIDS: [&str; 9] = [
    "-", "alice", "bob", "carmen", "david", "eric", "frank", "george", "harry",
];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const TIMEZONES: [&str; 25] = [
    "-1200", "-1100", "-1000", "-0900", "-0800", "-0700", "-0600", "-0500", "-0400", "-0300",
    "-0200", "-0100", "+0000", "+0100", "+0200", "+0300", "+0400", "+0500", "+0600", "+0700",
    "+0800", "+0900", "+1000", "+1100", "+1200",
];
const CODES: [u16; 63] = [
    100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304,
    305, 306, 307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414,
    415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504,
    505, 506, 507, 508, 510, 511,
];
const METHODS: [&str; 5] = ["GET", "POST", "PUT", "UPDATE", "DELETE"];
const ROUTES: [&str; 7] = [
    "/favicon.ico",
    "/css/index.css",
    "/css/font-awsome.min.css",
    "/img/logo-full.svg",
    "/img/splash.jpg",
    "/api/login",
    "/api/logout",
];
const PROTOCOLS: [&str; 4] = ["HTTP/1.0", "HTTP/1.1", "HTTP/2", "HTTP/3"];

/// Picks an element uniformly (one index draw, `gen_index`).
fn pick<'t, T>(rng: &mut impl Rng, items: &'t [T]) -> &'t T {
    &items[gen_index(rng, 0..items.len())]
}

impl Log {
    fn generate(rng: &mut impl Rng) -> Self {
        // Draw order: date, request, address, user, code, size. The date's numbers are i32.
        let day = rng.gen_range(1..=28i32);
        let month = pick(rng, &MONTHS);
        let year = rng.gen_range(1970..=2021i32);
        let hour = rng.gen_range(0..24i32);
        let minute = rng.gen_range(0..60i32);
        let second = rng.gen_range(0..60i32);
        let zone = pick(rng, &TIMEZONES);
        let date = format!("{day}/{month}/{year}:{hour}:{minute}:{second} {zone}");
        let method = pick(rng, &METHODS);
        let route = pick(rng, &ROUTES);
        let protocol = pick(rng, &PROTOCOLS);
        let request = format!("{method} {route} {protocol}");
        let address = Address::generate(rng);
        let userid = pick(rng, &USERIDS).to_string();
        let code = *pick(rng, &CODES);
        let size = rng.gen_range(0..100_000_000u64);
        Log {
            address,
            identity: "-".to_owned(),
            userid,
            date,
            request,
            code,
            size,
        }
    }
}

impl Dataset for Logs {
    const INFO: &'static schema::DatasetInfo = super::common::info("log");
    const HAS_BORROWED_FORM: bool = true;
    type Borrowed<'a> = BorrowLogs<'a>;

    fn generate() -> Self {
        const LOGS: usize = 10_000;
        let mut rng = upstream_rng();
        Logs {
            logs: gen_vec(&mut rng, LOGS..LOGS + 1, Log::generate),
        }
    }

    /// Each entry's address, code and size.
    fn read_digest(&self) -> u64 {
        let mut digest = ReadDigest::default();
        for log in &self.logs {
            let a = &log.address;
            digest.add(address_bits([a.x0, a.x1, a.x2, a.x3]));
            digest.add(u64::from(log.code));
            digest.add(log.size);
        }
        digest.finish()
    }

    /// Zeroes each entry's address and size and sets its code to 200.
    fn apply_update(&mut self) {
        for log in &mut self.logs {
            log.address = Address {
                x0: 0,
                x1: 0,
                x2: 0,
                x3: 0,
            };
            log.code = 200;
            log.size = 0;
        }
    }
}

/// The four address bytes as one number, for read digests.
pub fn address_bits(bytes: [u8; 4]) -> u64 {
    u64::from(u32::from_le_bytes(bytes))
}
