// `npm test`'s checks before the tests, side by side: the type check (one core), then lint and the
// production build (which the browser tests drive) on the other. Each one's output is printed whole when it
// ends, so they never interleave; the first failure is named and fails the run (decision 055).
import { spawn } from 'node:child_process'

function run(scripts) {
  return scripts.reduce(
    (previous, script) =>
      previous.then((failed) => {
        if (failed) return failed
        return new Promise((resolve) => {
          const started = Date.now()
          const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            process.stdout.write(`\n> npm run ${script} (${seconds} s${code === 0 ? '' : `, failed with code ${code}`})\n${output}`)
            // A page whose component code reaches a module's server side ships it to the browser: Vite
            // only warns ("externalized for browser compatibility"); here it fails the build. Components
            // take values from a module's browser.ts.
            if (script === 'build' && output.includes('externalized for browser compatibility')) {
              process.stdout.write('\nThe browser bundle reaches server code (see the warnings above): import from browser.ts.\n')
              resolve(script)
              return
            }
            resolve(code === 0 ? null : script)
          })
        })
      }),
    Promise.resolve(null),
  )
}

const failed = (await Promise.all([run(['typecheck']), run(['lint', 'build'])])).filter(Boolean)
if (failed.length > 0) {
  console.error(`\n${failed.join(' and ')} failed: the tests were not run.`)
  process.exit(1)
}
