import { redirect } from 'react-router'

/** A redirect that also sets (or clears) the session cookie. */
export function redirectWithCookies(to: string, setCookies: string[]): Response {
  const headers = new Headers()
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return redirect(to, { headers })
}

export async function formValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData()
  const values: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value
  return values
}
