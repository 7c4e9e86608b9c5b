// Production entry: `node server/main.js` after `react-router build`.
// `--demo` (what `npm start` passes) runs the demo shop: React's production build, with the sample
// catalogue, the demo sign-ins and the test gateway (DEMO), unless the environment says otherwise.
const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(
    `Deccan Digital needs Node 24 or newer (this is Node ${process.versions.node}); run it through npm (npm start), which brings Node 24, or install Node 24.`,
  )
  process.exit(1)
}
if (process.argv.includes('--demo')) {
  process.env.NODE_ENV ??= 'production'
  process.env.DEMO ??= 'true'
}

// Imported only now: react-dom/server picks its production or development build from NODE_ENV as it loads.
const { startServer } = await import('../build/server/index.js')
startServer().catch((error) => {
  console.error('Deccan Digital failed to start:', error)
  process.exit(1)
})
