import { data } from 'react-router'
import type { QaActionData } from '#app/components/questions/product-questions.tsx'
import { answerQuestion, askQuestion, voteForAnswer } from '#src/modules/questions/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'

/** The product page's question, answer and vote posts (decision 087); null for its other forms (reviews). */
export async function questionAction(ctx: ServiceContext, productId: string, form: Record<string, string>) {
  const answered = (outcome: Awaited<ReturnType<typeof askQuestion>>, intent: QaActionData['intent'], targetId?: string) =>
    data<QaActionData>(
      { qa: true, intent, targetId, ...outcome, ...(outcome.ok ? {} : { errors: outcome.errors }) },
      { status: outcome.ok ? 200 : httpStatusOf(outcome) },
    )
  switch (form.intent) {
    case 'ask':
      return answered(await askQuestion(ctx, productId, form), 'ask')
    case 'answer':
      return answered(await answerQuestion(ctx, form.questionId ?? '', form), 'answer', form.questionId)
    case 'vote-answer':
      return answered(await voteForAnswer(ctx, form.answerId ?? ''), 'vote-answer', form.answerId)
    default:
      return null
  }
}
