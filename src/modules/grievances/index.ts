// The grievances module's surface: everything outside src/modules/grievances/ imports from here, and only this.
// It owns complaints, their conversations and ticket numbers (decision 042).
export * from './browser.ts'
export {
  complaintForHandler,
  complaintQueue,
  escalateOverdueComplaints,
  type Handler,
  handleComplaint,
  overdueComplaintCount,
} from './complaint-handling.service.ts'
export {
  complaintChoices,
  type FiledOutcome,
  fileComplaint,
  myComplaint,
  myComplaints,
  replyAsCustomer,
  trackComplaint,
} from './complaints.service.ts'
export { handleSchema as complaintHandlingSchema } from './grievances.schemas.ts'
export { anonymiseComplaintsOf, complaintsOfUser } from './personal-data.service.ts'
