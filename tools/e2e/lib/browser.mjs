// Starts headless Chromium through chromedriver (both from Debian). Both paths are given
// explicitly, so Selenium Manager never runs and nothing is downloaded.

import { Builder, logging } from 'selenium-webdriver';
import chrome from 'selenium-webdriver/chrome.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The browser binary; override with CHROMIUM_BIN. */
export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
/** The WebDriver server; override with CHROMEDRIVER_BIN. */
export const CHROMEDRIVER = process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver';

/**
 * Flags for a quiet, self-contained headless browser. Without the background-networking
 * flags Chromium keeps trying to reach Google's hosts, which this machine's network refuses.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--window-size=1280,1000',
];

for (const [what, file] of [
  ['chromium', CHROMIUM],
  ['chromedriver', CHROMEDRIVER],
]) {
  if (!fs.existsSync(file)) {
    throw new Error(`${what} not found at ${file}: run scripts/install.sh browser`);
  }
}

/**
 * A fresh browser: new profile directory (empty cache, storage and history), started with
 * `extraFlags` besides the usual ones. Resolves to `{ driver, settled(), quit() }`; `quit` closes
 * the browser and deletes the profile.
 */
export async function launchBrowser(extraFlags = []) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'serbench-chromium-'));
  const options = new chrome.Options()
    .setChromeBinaryPath(CHROMIUM)
    .addArguments(...FLAGS, ...extraFlags, `--user-data-dir=${profile}`);
  // The browser console is kept so a failing test can show what the page said.
  const logs = new logging.Preferences();
  logs.setLevel(logging.Type.BROWSER, logging.Level.ALL);
  options.setLoggingPrefs(logs);
  const service = new chrome.ServiceBuilder(CHROMEDRIVER);
  let driver;
  try {
    driver = await new Builder()
      .forBrowser('chrome')
      .setChromeOptions(options)
      .setChromeService(service)
      .build();
  } catch (error) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  let closed = false;
  return {
    driver,
    /** Resolves once this browser's own start-up work is over ([`settled`]), to the ms waited. */
    settled: () => settled(profile),
    async quit() {
      if (closed) return;
      closed = true;
      try {
        await driver.quit();
      } finally {
        fs.rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

/** How often, and over how long a window, `settled` reads the browser's CPU time. */
const SETTLE_POLL_MS = 100;
/** The most a browser's processes may use, in CPU ms per poll window, and still be settled. */
const SETTLE_IDLE_CPU_MS = 10;
/** `settled` gives up waiting after this long (a browser never idle, or no /proc to read). */
const SETTLE_TIMEOUT_MS = 10_000;
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * Waits until the browser of `profile` has done its own start-up work: its processes (each
 * started with the profile's directory on its command line) used at most SETTLE_IDLE_CPU_MS of
 * CPU in each of two consecutive SETTLE_POLL_MS windows. A newly started Chromium 156 keeps about
 * one and a half cores busy for half a second after WebDriver has it (its omnibox popup and
 * new-tab pages, its network and storage services); a page loaded meanwhile shares this
 * machine's two cores with that, and its times say more about the overlap than about the page.
 * Resolves to the ms waited (at most SETTLE_TIMEOUT_MS; at once where there is no /proc).
 */
async function settled(profile) {
  const start = Date.now();
  if (!fs.existsSync('/proc/self/stat')) return 0;
  let before = profileCpuMs(profile);
  let quiet = 0;
  while (quiet < 2 && Date.now() - start < SETTLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = profileCpuMs(profile);
    quiet = now - before <= SETTLE_IDLE_CPU_MS ? quiet + 1 : 0;
    before = now;
  }
  return Date.now() - start;
}

/** The CPU time (user + system, ms) of the running processes started with `profile`. */
function profileCpuMs(profile) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`--user-data-dir=${profile}\0`)) continue;
      // The fields after the command name, which may itself hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
