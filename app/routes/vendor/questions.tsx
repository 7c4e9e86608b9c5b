import { data, Form, Link, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { ANSWER_LENGTH } from '#src/modules/questions/browser.ts'
import { answerOwnQuestion, ownQuestionQueue } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/questions'

export const meta = () => noindexMeta('Questions to answer')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { questions: await asVendor(() => ownQuestionQueue(services(context))) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const form = await formValues(request)
  const outcome = await asVendor(() => answerOwnQuestion(services(context), form.questionId ?? '', form))
  return data({ ...outcome, questionId: form.questionId ?? '' }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

/** Shoppers' questions on the vendor's products that wait for its answer, oldest first (decision 087). */
export default function VendorQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { questions } = loaderData
  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Questions to answer</h1>
      <p className="mt-2 text-slate-700">
        What shoppers ask about your products, oldest first. Your answer is shown on the product page marked “Seller”, in your store's name.
        Phone numbers and emails are hidden: sales stay on the shop.
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {questions.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No questions wait for your answer.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {questions.map((question) => (
            <li key={question.id} className="card p-5">
              <p className="text-sm text-slate-600">
                <Link to={`/products/${question.productSlug}`} className="font-semibold text-brand-700 hover:underline">
                  {question.productName}
                </Link>{' '}
                · {question.author} asked on {formatDate(question.createdAt)}
              </p>
              <p className="mt-2 font-medium whitespace-pre-line text-slate-900">{question.body}</p>
              <Form method="post" className="mt-3 space-y-2">
                <input type="hidden" name="questionId" value={question.id} />
                <label htmlFor={`answer-${question.id}`} className="field-label">
                  Your answer
                </label>
                <textarea id={`answer-${question.id}`} name="answer" rows={3} maxLength={ANSWER_LENGTH.max} className="field-input" />
                {actionData && !actionData.ok && actionData.questionId === question.id ? <OutcomeMessage outcome={actionData} /> : null}
                <button type="submit" className="btn-primary" disabled={busy}>
                  Publish answer
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
