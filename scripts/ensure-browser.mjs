#!/usr/bin/env node
// Makes sure a Chromium is there for the Playwright e2e tests.
//
// Ponto's e2e tests run in the system's Chromium (never a browser downloaded by Playwright).
// - CHROMIUM_PATH set: that file must exist, nothing is installed.
// - /usr/bin/chromium (or /usr/bin/chromium-browser) exists: done.
// - otherwise, on Debian/Ubuntu as root: `apt-get install -y chromium` (with `apt-get update` first only
//   when the install fails without it).
// - otherwise: a clear message saying what to install, exit code 1.
//
// Prints the path of the browser on success. Usage: node scripts/ensure-browser.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium the e2e tests use, or null when there is none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return DEFAULT_CHROMIUM_PATHS.find((path) => existsSync(path)) ?? null;
}

function log(message) {
  console.log(`[ensure-browser] ${message}`);
}

function fail(message) {
  console.error(`[ensure-browser] ${message}`);
  process.exit(1);
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function isDebianLike() {
  return existsSync('/etc/debian_version') && hasCommand('apt-get');
}

function aptGet(args) {
  log(`apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) log(`apt-get could not run: ${result.error.message}`);
  return result.status === 0;
}

const HOW_TO_INSTALL = [
  'The e2e tests need a Chromium installed on the system. Install one, then run the tests again:',
  '  Debian:  sudo apt-get install chromium',
  '  Ubuntu:  sudo apt-get install chromium-browser   (or any Chromium/Chrome build)',
  '  other:   install Chromium and set CHROMIUM_PATH=/path/to/chromium',
].join('\n');

export function ensureBrowser() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) {
      log(`using CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`);
      return process.env.CHROMIUM_PATH;
    }
    fail(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.\n${HOW_TO_INSTALL}`);
  }
  const found = findChromium();
  if (found) {
    log(`using ${found}`);
    return found;
  }
  if (!isDebianLike())
    fail(`No Chromium found at ${DEFAULT_CHROMIUM_PATHS.join(' or ')}.\n${HOW_TO_INSTALL}`);
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    fail(
      `No Chromium found at ${DEFAULT_CHROMIUM_PATHS.join(' or ')}, and installing it needs root.\n${HOW_TO_INSTALL}`,
    );
  }
  log('no Chromium found: installing the Debian package "chromium"');
  const install = ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'chromium'];
  if (!aptGet(install)) {
    log('install failed; refreshing the package lists and trying again');
    if (!aptGet(['-o', 'DPkg::Lock::Timeout=300', 'update']) || !aptGet(install))
      fail(`apt-get could not install chromium.\n${HOW_TO_INSTALL}`);
  }
  const installed = findChromium();
  if (!installed) fail(`apt-get finished but no Chromium is at ${DEFAULT_CHROMIUM_PATHS.join(' or ')}.`);
  log(`installed ${installed}`);
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBrowser();
