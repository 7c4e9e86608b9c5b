// The demo module's surface: the demo shop's sample history, made through the services real sales use.

export { seedDemoHistory } from './demo-history.service.ts'
