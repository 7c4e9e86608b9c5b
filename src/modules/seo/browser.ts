// The seo module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { robotsTxt } from './robots.ts'
export { absoluteUrl } from './site-url.ts'
