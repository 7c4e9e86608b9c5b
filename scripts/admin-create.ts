// npm run admin:create -- --email a@b.in --name "Meera Joshi" --password '…'
// Makes an administrator (or promotes an existing account). Asks for anything not given.
// Uses the same configuration as the server (DATABASE_URL, DATA_DIR, AUTH_SECRET …).
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import pino from 'pino'
import { openDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { authSecretOf, loadConfig } from '#src/config.ts'
import { commonPasswordError, createAuth, findAccountByEmail, makeAdministrator } from '#src/modules/accounts/index.ts'
import { createMailer } from '#src/modules/email/index.ts'

/** Administrators get a longer minimum than the public sign-up's 6 characters. */
const ADMIN_PASSWORD_MIN = 10

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } })
const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null
const ask = async (question: string, given: string | undefined) => {
  if (given) return given.trim()
  if (!prompt) throw new Error(`Missing --${question.toLowerCase()} (no terminal to ask on)`)
  return (await prompt.question(`${question}: `)).trim()
}

try {
  const config = loadConfig()
  const email = (await ask('Email', values.email)).toLowerCase()
  const name = await ask('Name', values.name)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('That is not an email address')
  if (!name) throw new Error('A name is required')

  const log = pino({ level: 'warn' })
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  await migrateToLatest(database.db)
  const existing = await findAccountByEmail(database.db, email)
  if (existing) {
    await makeAdministrator(database.db, existing.id)
    console.log(`${email} already had an account: it is now an administrator.`)
  } else {
    const password = await ask('Password', values.password)
    if (password.length < ADMIN_PASSWORD_MIN) throw new Error(`An administrator's password needs at least ${ADMIN_PASSWORD_MIN} characters`)
    const common = commonPasswordError(password)
    if (common) throw new Error(common)
    const mailer = createMailer({ db: database.db, log, from: config.mailFrom })
    const auth = createAuth({
      db: database.db,
      dialect: database.dialect,
      secret: authSecretOf(config),
      publicUrl: config.publicUrl,
      mailer,
      log,
    })
    const { user } = await auth.api.signUpEmail({ body: { email, name, password } })
    await makeAdministrator(database.db, user.id)
    console.log(`Administrator ${email} created. Sign in at ${config.publicUrl}/admin/login`)
  }
  await database.close()
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  prompt?.close()
}
