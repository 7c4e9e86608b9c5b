// Production entry: `node server/main.js` after `react-router build`.
import { startServer } from '../build/server/index.js'

startServer().catch((error) => {
  console.error('Deccan Digital failed to start:', error)
  process.exit(1)
})
