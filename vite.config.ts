import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The server build's entry is our own server/app.ts, so the HTTP layer (API, static files, headers)
// and the React Router app share one module graph: one database handle, one set of services.
export default defineConfig({
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: './server/app.ts' },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
})
