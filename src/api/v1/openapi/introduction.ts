import { API_KEY_REQUESTS_PER_MINUTE } from '#src/modules/rate-limit/index.ts'

/** The document's introduction (CommonMark): what holds for every operation, said once. */
export const API_DESCRIPTION = `The shop's JSON API: the same services, rules and permissions as its pages.

**Who may call.** Each operation names its audience: *public* (anyone), *signed-in* (the session's own data), *seller* or *admin*. A session is the cookie that \`POST /api/v1/auth/sign-in\` sets. A seller may also send one of its API keys, made in the seller portal, as \`Authorization: Bearer ddk_…\`: a key acts as its seller on \`/api/v1/vendor/…\` only, a read-only key only reads, and each key takes ${API_KEY_REQUESTS_PER_MINUTE} requests a minute. Whatever the path, a request with a key is refused 401 \`invalid_api_key\` for a key that is mistyped or revoked, 429 \`rate_limited\` past its rate, and 403 \`api_key_scope\` outside \`/api/v1/vendor/…\` or for a write with a read-only key.

**Bodies** are JSON (\`Content-Type: application/json\`), at most 1 MB (more where pictures or documents are sent), with only the fields each operation names. **Money** leaves the API in rupees, to the paisa.

**Errors** are \`{ "error": { "code", "message", "details"? } }\` with a stable \`code\`; each status's codes are listed once, under the error answers. A path asked with a method it does not take is a 405 naming the methods in \`Allow\`; while the database is away every address answers 503 in plain text with \`Retry-After\`.

**Caching.** Public catalogue answers may be cached; every answer about one person is \`private, no-store\`.`
