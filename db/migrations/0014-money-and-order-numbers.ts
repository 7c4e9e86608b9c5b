import { type Kysely, sql } from 'kysely'

// Issue 15 (decision 013): states by GST code, the payable total in whole rupees, order numbers.
//
// - addresses.state_code and orders.ship_state_code: the GST state code of the typed state. Existing
//   rows are mapped from the names and common abbreviations below; a row that cannot be mapped keeps
//   NULL (a saved address is then shown to its owner to fix; an old order keeps its text).
// - orders.round_off_paise: the payable total is whole rupees. Old rows get their round-off, so the
//   total shown (always whole rupees) and the invoice agree, except where Razorpay already holds the
//   exact amount (a gateway order was made): that amount is what was charged, and it stays.
// - orders.order_number (DD-YYMM-NNNNNN, month in India's time zone) from order_number_counters,
//   backfilled in creation order.

// The 36 states and union territories by GST code as of this migration, and what people type for them.
const STATE_NAMES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
}

// Keys are compared lower-case with "&" as "and" and everything but letters and digits removed.
// Official vehicle-registration and ISO 3166-2:IN codes, former names and common short forms only.
const ALIASES: Record<string, string> = {
  jk: '01',
  jammukashmir: '01',
  jandk: '01',
  hp: '02',
  pb: '03',
  ch: '04',
  uk: '05',
  ut: '05',
  uttaranchal: '05',
  hr: '06',
  dl: '07',
  nctofdelhi: '07',
  nct: '07',
  newdelhi: '07',
  delhinct: '07',
  nctdelhi: '07',
  rj: '08',
  up: '09',
  br: '10',
  sk: '11',
  ar: '12',
  nl: '13',
  mn: '14',
  mz: '15',
  tr: '16',
  ml: '17',
  as: '18',
  wb: '19',
  jh: '20',
  od: '21',
  or: '21',
  orissa: '21',
  cg: '22',
  ct: '22',
  chattisgarh: '22',
  mp: '23',
  gj: '24',
  dn: '26',
  dd: '26',
  dnhdd: '26',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  mh: '27',
  maha: '27',
  ka: '29',
  karnatak: '29',
  ga: '30',
  ld: '31',
  kl: '32',
  tn: '33',
  py: '34',
  pondicherry: '34',
  pondy: '34',
  an: '35',
  andamanandnicobar: '35',
  andamannicobarislands: '35',
  ts: '36',
  tg: '36',
  ap: '37',
  la: '38',
}

const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '')

const BY_KEY = new Map<string, string>([
  ...Object.entries(STATE_NAMES).map(([code, name]) => [keyOf(name), code] as [string, string]),
  ...Object.keys(STATE_NAMES).map((code) => [code, code] as [string, string]),
  ...Object.entries(ALIASES),
])

/** The GST state code a typed state means, or null when it cannot be told for certain. */
export function legacyStateCode(text: string | null | undefined): string | null {
  if (!text) return null
  return BY_KEY.get(keyOf(text)) ?? BY_KEY.get(keyOf(text.replace(/^(the\s+)?(state|ut|union territory)\s+of\s+/i, ''))) ?? null
}

/** DD-YYMM: the year and month of a moment in India's time zone. */
export function orderNumberMonth(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000)
  return `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`
}

// Queries name columns in camelCase: the connection's CamelCasePlugin maps them, as for the app.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('state_code', 'text').execute()
  await db.schema.alterTable('orders').addColumn('ship_state_code', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('round_off_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('order_number', 'text').execute()
  await db.schema
    .createTable('order_number_counters')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()

  for (const { state } of await db.selectFrom('addresses').select('state').distinct().execute()) {
    const code = legacyStateCode(state)
    if (code) await db.updateTable('addresses').set({ stateCode: code, state: STATE_NAMES[code] }).where('state', '=', state).execute()
  }
  for (const { shipState: state } of await db.selectFrom('orders').select('shipState').distinct().execute()) {
    const code = legacyStateCode(state)
    if (code) await db.updateTable('orders').set({ shipStateCode: code }).where('shipState', '=', state).execute()
  }

  // Half a rupee rounds up; amounts are positive, so integer division is floor on both databases.
  await sql`update orders set round_off_paise = ((total_paise + 50) / 100) * 100 - total_paise where gateway_order_id is null`.execute(db)
  await sql`update orders set total_paise = total_paise + round_off_paise`.execute(db)

  const orders = await db.selectFrom('orders').select(['id', 'createdAt']).orderBy('createdAt').orderBy('id').execute()
  const counters = new Map<string, number>()
  for (const order of orders) {
    const month = orderNumberMonth(new Date(order.createdAt))
    const next = (counters.get(month) ?? 0) + 1
    counters.set(month, next)
    await db
      .updateTable('orders')
      .set({ orderNumber: `DD-${month}-${String(next).padStart(6, '0')}` })
      .where('id', '=', order.id)
      .execute()
  }
  if (counters.size > 0) {
    await db
      .insertInto('order_number_counters')
      .values([...counters].map(([month, last]) => ({ month, lastNumber: last })))
      .execute()
  }
  await db.schema.createIndex('orders_order_number_idx').on('orders').column('order_number').unique().execute()
}
