// Runs first in `npm test`, on whatever Node is at hand (plain JavaScript): what the tests need from the
// machine, each missing piece named in one line, and Debian's Chromium installed where we may.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(`The tests need Node 24 (this is ${process.versions.node}): run them with npm test, which brings Node 24 after npm ci.`)
  process.exit(1)
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH
  if (!canInstall) {
    console.error(`The browser tests need Chromium at ${chromium}: install Debian's chromium and fonts-noto-core, or set CHROMIUM_PATH.`)
    process.exit(1)
  }
  console.log("Installing Debian's Chromium for the browser tests (apt-get install chromium fonts-noto-core)")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: ['ignore', 'ignore', 'inherit'], env })
}
