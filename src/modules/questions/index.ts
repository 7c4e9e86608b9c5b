// The questions module's surface: everything outside src/modules/questions/ imports from here, and only this.
// It owns the questions and answers on product pages, their votes and their moderation (decision 087).
export * from './browser.ts'
export { maskContacts } from './contact-mask.ts'
export {
  anonymiseQuestionsOf,
  answerQuestion,
  askQuestion,
  type QaOutcome,
  qaStanding,
  questionsForAdmin,
  questionsOfPerson,
  questionsOfProduct,
  setQaHidden,
  unansweredQuestions,
  voteForAnswer,
} from './questions.service.ts'
