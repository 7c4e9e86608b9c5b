import { data, Form, Link, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { MARK_LABELS } from '#src/modules/questions/browser.ts'
import { questionsForAdmin, setQaHidden } from '#src/modules/questions/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/questions'

export const meta = () => noindexMeta('Questions')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return { questions: await questionsForAdmin(services(context)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { intent = '', kind = '', id = '', reason } = await formValues(request)
  const outcome = await setQaHidden(services(context), kind === 'answer' ? 'answer' : 'question', id, intent === 'hide', { reason })
  return data({ ...outcome, id }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

/** Hide, with the reason, or show again: one form for a question or an answer. */
function Moderate({
  kind,
  id,
  hiddenReason,
  what,
}: {
  kind: 'question' | 'answer'
  id: string
  hiddenReason: string | null
  what: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {hiddenReason ? (
        <>
          <p className="text-sm text-red-800">Hidden: {hiddenReason}</p>
          <button type="submit" name="intent" value="show" className="btn-secondary" disabled={busy}>
            Show again<span className="sr-only"> the {what}</span>
          </button>
        </>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <label htmlFor={`reason-${id}`} className="field-label">
              Reason for hiding
            </label>
            <input id={`reason-${id}`} name="reason" maxLength={300} className="field-input" />
          </div>
          <button type="submit" name="intent" value="hide" className="btn-secondary" disabled={busy}>
            Hide<span className="sr-only"> the {what}</span>
          </button>
        </>
      )}
    </Form>
  )
}

/** The newest questions and their answers, hidden ones too, each with its moderation (decision 087). */
export default function AdminQuestions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Questions and answers</h1>
      <p className="mt-1 text-sm text-slate-700">The newest 100 questions. A hidden one is shown to no shopper; its reason stays here.</p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {loaderData.questions.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No questions yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.questions.map((question) => (
            <li key={question.id} className="card p-5">
              <p className="text-sm text-slate-600">
                {question.product ? (
                  <Link to={`/products/${question.product.slug}`} className="font-semibold text-brand-700 hover:underline">
                    {question.product.name}
                  </Link>
                ) : null}{' '}
                · {question.authorName}, {formatDateTime(question.createdAt)}
              </p>
              <p className="mt-1 font-medium whitespace-pre-line text-slate-900">{question.body}</p>
              <Moderate kind="question" id={question.id} hiddenReason={question.hiddenReason} what={`question by ${question.authorName}`} />
              {question.answers.length > 0 ? (
                <ul aria-label="Answers" className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
                  {question.answers.map((answer) => (
                    <li key={answer.id}>
                      <p className="text-sm text-slate-600">
                        {MARK_LABELS[answer.mark]} · {answer.authorName}, {formatDateTime(answer.createdAt)} · {answer.votes} helpful
                      </p>
                      <p className="whitespace-pre-line text-slate-800">{answer.body}</p>
                      <Moderate kind="answer" id={answer.id} hiddenReason={answer.hiddenReason} what={`answer by ${answer.authorName}`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
