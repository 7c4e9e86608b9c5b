import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#src/platform/validation.ts'
import { contactSchema, newsletterSchema } from './content.schemas.ts'

const valid = { name: 'Asha Kulkarni', email: 'Asha@Example.in', subject: 'Order Status', message: 'Where is my order?' }

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('contactSchema', () => {
  it('accepts a complete message and normalises the email', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, email: 'asha@example.in' })
  })

  it("gives the spec's message for each empty field", () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
  })

  it('treats whitespace-only as empty', () => {
    expect(errorsOf({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    })
  })

  it('refuses an address that is not email-like', () => {
    expect(errorsOf({ ...valid, email: 'asha.example.in' })).toEqual({ email: 'Please enter a valid email address' })
  })

  it('accepts only the listed subjects', () => {
    expect(errorsOf({ ...valid, subject: 'Free laptop' })).toEqual({ subject: 'Please choose a subject from the list' })
  })
})

describe('newsletterSchema', () => {
  it('requires an email-like address', () => {
    expect(newsletterSchema.safeParse({ email: '' }).success).toBe(false)
    expect(newsletterSchema.safeParse({ email: 'x@y' }).success).toBe(false)
    expect(newsletterSchema.parse({ email: ' Ravi@Mail.com ' })).toEqual({ email: 'ravi@mail.com' })
  })
})
