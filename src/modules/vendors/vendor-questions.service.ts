import { productsOfVendor } from '#src/modules/catalog/index.ts'
import { answerQuestion, type QaOutcome, unansweredQuestions } from '#src/modules/questions/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

/** Shoppers' questions on the vendor's own products still waiting for its answer, oldest first (decision 087). */
export async function ownQuestionQueue(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  const ids = (await productsOfVendor(ctx, store.id)).map((p) => p.id)
  return unansweredQuestions(ctx, ids)
}

/** The vendor answers from its portal: the questions module checks the product is its own. */
export async function answerOwnQuestion(ctx: ServiceContext, questionId: string, input: unknown): Promise<QaOutcome> {
  await requireOwnStore(ctx)
  return answerQuestion(ctx, questionId, input)
}
