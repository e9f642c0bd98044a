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
 * `extraFlags` besides the usual ones. Resolves to `{ driver, quit() }`; `quit` closes the
 * browser and deletes the profile.
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
