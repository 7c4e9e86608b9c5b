// Runs first in `npm test`, on whatever Node is at hand (plain JavaScript): what the tests need from the
// machine, each missing piece named in one line, and Debian's Chromium and Java installed where we may.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'

const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(`The tests need Node 24 (this is ${process.versions.node}): run them with npm test, which brings Node 24 after npm ci.`)
  process.exit(1)
}

const mayInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
let aptUpdated = false

/** apt-get install, after one apt-get update per run. */
function aptInstall(packages) {
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv })
  aptUpdated = true
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv })
}

// The browser tests run Debian's headless shell (decision 055); CHROMIUM_PATH names another Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
if (!existsSync(chromium)) {
  if (!mayInstall || process.env.CHROMIUM_PATH) {
    console.error(
      `The browser tests need Chromium at ${chromium}: install Debian's chromium-headless-shell and fonts-noto-core, or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  console.log("Installing Debian's headless Chromium for the browser tests (apt-get install chromium-headless-shell fonts-noto-core)")
  aptInstall(['chromium-headless-shell', 'fonts-noto-core'])
}

// The Nu HTML Checker (vnu-jar, from npm) is a Java program: the valid-HTML test runs it with the machine's Java.
const java = process.env.JAVA ?? 'java'
if (spawnSync(java, ['-version'], { stdio: 'ignore' }).error) {
  if (!mayInstall || process.env.JAVA) {
    console.error(`The HTML check needs Java (${java}): install Debian's default-jre-headless, or set JAVA to a java command.`)
    process.exit(1)
  }
  console.log("Installing Debian's Java for the HTML check (apt-get install default-jre-headless)")
  // Slim Debian images leave out the manual folders, and the JDK's package scripts fail without this one.
  mkdirSync('/usr/share/man/man1', { recursive: true })
  aptInstall(['default-jre-headless'])
}
