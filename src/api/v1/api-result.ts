export interface ApiResult {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export const ok = (body: unknown, headers?: Record<string, string>): ApiResult => ({ status: 200, body, headers })

export function apiError(status: number, code: string, message: string, details?: unknown): ApiResult {
  return { status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } }
}
