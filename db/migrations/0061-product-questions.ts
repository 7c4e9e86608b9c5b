import type { Kysely } from 'kysely'

/**
 * Questions and answers on a product page (issue 45, decision 087). A question is asked by a signed-in
 * shopper; an answer is the listing's seller's (`mark = 'seller'`) or a customer's to whom the product was
 * delivered (`mark = 'buyer'`). Texts are stored as written, with phone numbers and emails already masked.
 * The admin hides either, with a reason, and may show it again. `votes` counts `answer_votes`, one a person.
 * Questions and answers go with their product; a person's are kept with their name taken off when they
 * erase their account, as reviews are (decision 042).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .execute()
  await db.schema.createIndex('product_questions_product').on('product_questions').columns(['product_id', 'created_at']).execute()
  await db.schema.createIndex('product_questions_user').on('product_questions').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('product_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question_id', 'text', (c) => c.notNull().references('product_questions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('mark', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .execute()
  await db.schema.createIndex('product_answers_question').on('product_answers').column('question_id').execute()
  await db.schema.createIndex('product_answers_user').on('product_answers').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('answer_votes')
    .addColumn('answer_id', 'text', (c) => c.notNull().references('product_answers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_votes_pk', ['answer_id', 'user_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answer_votes').execute()
  await db.schema.dropTable('product_answers').execute()
  await db.schema.dropTable('product_questions').execute()
}
