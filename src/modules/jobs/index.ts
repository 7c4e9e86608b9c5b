// The jobs module's surface: everything outside src/modules/jobs/ imports from here, and only this.
export { jobsLastSucceeded, type ScheduledJob, scheduleOnceOnly } from './scheduled-job.service.ts'
