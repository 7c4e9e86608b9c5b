import { Form, Link, useLocation, useNavigation } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { ANSWER_LENGTH, MARK_LABELS, type QaStanding, QUESTION_LENGTH, type QuestionView } from '#src/modules/questions/browser.ts'
import { FormAlert } from '../form-bits.tsx'

/** What the product page's action answers a question, an answer or a vote with. */
export type QaActionData = {
  qa: true
  intent: 'ask' | 'answer' | 'vote-answer'
  ok: boolean
  message: string
  /** The question answered or the answer voted for, so the message shows beside it. */
  targetId?: string
  errors?: Record<string, string | undefined>
}

const MARK_STYLES = { seller: 'bg-brand-700 text-white', buyer: 'bg-green-100 text-green-900' } as const

function Status({ outcome }: { outcome: QaActionData }) {
  return (
    <p role="status" className={`text-sm ${outcome.ok ? 'text-green-800' : 'text-red-700'}`}>
      {outcome.message}
    </p>
  )
}

/**
 * Questions and answers on a product page (decision 087): a search over them, the list with each answer's
 * mark and votes (most first), the ask form for a signed-in shopper, and an answer form for the seller or
 * a verified buyer. Plain forms: they work without JavaScript; text is shown as text.
 */
export function ProductQuestions({
  questions,
  standing,
  search,
  signedIn,
  outcome,
}: {
  questions: QuestionView[]
  standing: QaStanding
  search: string
  signedIn: boolean
  outcome: QaActionData | null
}) {
  const busy = useNavigation().state === 'submitting'
  const location = useLocation()
  const askErrors = outcome?.intent === 'ask' && !outcome.ok ? (outcome.errors ?? {}) : {}
  return (
    <section aria-labelledby="qa-heading" className="card mt-12 p-6">
      <h2 id="qa-heading" className="text-xl font-bold text-slate-900">
        Questions and answers
      </h2>
      <Form method="get" preventScrollReset role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="qa-search" className="sr-only">
          Search questions and answers
        </label>
        <input
          id="qa-search"
          name="qa"
          type="search"
          defaultValue={search}
          placeholder="Search questions and answers"
          className="field-input"
        />
        <button type="submit" className="btn-secondary shrink-0">
          Search
        </button>
      </Form>
      {search ? (
        <p className="mt-2 text-sm text-slate-700">
          {questions.length} {questions.length === 1 ? 'question matches' : 'questions match'} “{search}”.{' '}
          <Link to={location.pathname} preventScrollReset className="font-semibold text-brand-700 underline">
            Show all
          </Link>
        </p>
      ) : null}

      {questions.length === 0 ? (
        <p className="mt-4 text-slate-700">{search ? 'No question or answer has those words.' : 'No questions yet.'}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {questions.map((question) => (
            <li key={question.id} className="py-4">
              <p className="font-semibold whitespace-pre-line text-slate-900">
                <span aria-hidden="true">Q: </span>
                <span className="sr-only">Question: </span>
                {question.body}
              </p>
              <p className="mt-0.5 text-xs text-slate-600">
                Asked by {question.author} on {formatDate(question.createdAt)}
              </p>
              {question.answers.length > 0 ? (
                <ul aria-label={`Answers to: ${question.body}`} className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
                  {question.answers.map((answer) => (
                    <li key={answer.id}>
                      <p className="whitespace-pre-line text-slate-800">{answer.body}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                        <span className={`rounded px-1.5 py-0.5 font-semibold ${MARK_STYLES[answer.mark]}`}>
                          {MARK_LABELS[answer.mark]}
                        </span>
                        <span>
                          {answer.author} · {formatDate(answer.createdAt)}
                        </span>
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value="vote-answer" />
                          <input type="hidden" name="answerId" value={answer.id} />
                          <button
                            type="submit"
                            className="inline-flex min-h-8 items-center rounded-md border border-slate-300 px-2 hover:border-brand-600"
                            disabled={busy}
                          >
                            Helpful ({answer.votes})<span className="sr-only"> answer by {answer.author}</span>
                          </button>
                        </Form>
                      </div>
                      {outcome?.intent === 'vote-answer' && outcome.targetId === answer.id ? <Status outcome={outcome} /> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-600">Not answered yet.</p>
              )}
              {standing.answerAs ? (
                <details className="mt-3" open={outcome?.intent === 'answer' && outcome.targetId === question.id && !outcome.ok}>
                  <summary className="inline-flex min-h-9 cursor-pointer items-center text-sm font-semibold text-brand-700">
                    Answer as {standing.answerAs === 'seller' ? 'the seller' : 'a verified buyer'}
                  </summary>
                  <Form method="post" preventScrollReset className="mt-2 max-w-xl space-y-2">
                    <input type="hidden" name="intent" value="answer" />
                    <input type="hidden" name="questionId" value={question.id} />
                    <label htmlFor={`answer-${question.id}`} className="field-label">
                      Your answer
                    </label>
                    <textarea id={`answer-${question.id}`} name="answer" rows={3} maxLength={ANSWER_LENGTH.max} className="field-input" />
                    <button type="submit" className="btn-primary" disabled={busy}>
                      Publish answer
                    </button>
                  </Form>
                </details>
              ) : null}
              {outcome?.intent === 'answer' && outcome.targetId === question.id ? <Status outcome={outcome} /> : null}
            </li>
          ))}
        </ul>
      )}

      {standing.canAsk ? (
        <Form method="post" preventScrollReset className="mt-6 max-w-xl space-y-2 border-t border-slate-200 pt-6" noValidate>
          <input type="hidden" name="intent" value="ask" />
          <label htmlFor="qa-question" className="text-lg font-semibold text-slate-900">
            Ask a question
          </label>
          {outcome?.intent === 'ask' ? outcome.ok ? <Status outcome={outcome} /> : <FormAlert message={outcome.message} /> : null}
          <textarea
            id="qa-question"
            name="question"
            rows={3}
            maxLength={QUESTION_LENGTH.max}
            aria-invalid={askErrors.question ? true : undefined}
            aria-describedby={askErrors.question ? 'qa-question-error qa-question-hint' : 'qa-question-hint'}
            className="field-input"
          />
          <p id="qa-question-hint" className="text-xs text-slate-600">
            {QUESTION_LENGTH.min} to {QUESTION_LENGTH.max} characters. The seller and customers who bought it can answer. Phone numbers and
            emails are hidden.
          </p>
          {askErrors.question ? (
            <p id="qa-question-error" className="field-error">
              {askErrors.question}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={busy}>
            Ask
          </button>
        </Form>
      ) : !signedIn ? (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <Link to={`/login?redirect=${location.pathname}`} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>{' '}
          to ask a question.
        </p>
      ) : null}
    </section>
  )
}
