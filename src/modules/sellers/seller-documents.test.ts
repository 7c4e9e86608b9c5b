import { describe, expect, it } from 'vitest'
import { changesBetween } from './profile-details.ts'
import { documentMediaType, documentProblem, isPdf, safeDownloadName } from './seller-documents.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('a seller document', () => {
  it('is a PDF by its first bytes, not by its name', () => {
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true)
    expect(isPdf(bytes('<html>%PDF-'))).toBe(false)
    expect(documentProblem('gst_certificate', { fileName: 'gst.pdf', bytes: bytes('%PDF-1.4 certificate') })).toBeNull()
    expect(documentProblem('pan_card', { fileName: 'pan.pdf', bytes: bytes('<svg onload=alert(1)>') })).toBe(
      'PAN card: please send a PDF, or a JPEG, PNG or WebP image.',
    )
  })

  it('may be an image the product-picture checks accept', () => {
    expect(documentProblem('cancelled_cheque', { fileName: 'cheque.png', bytes: PNG })).toBeNull()
  })

  it('is refused when empty or over 5 MB', () => {
    expect(documentProblem('pan_card', { fileName: 'pan.pdf', bytes: new Uint8Array() })).toBe('PAN card: please choose a file.')
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(bytes('%PDF-'))
    expect(documentProblem('gst_certificate', { fileName: 'gst.pdf', bytes: big })).toContain('larger than 5 MB')
  })

  it('is served as what its bytes are, under a name no header can be broken by', () => {
    expect(documentMediaType(bytes('%PDF-1.7'))).toBe('application/pdf')
    expect(documentMediaType(PNG)).toBe('image/png')
    expect(documentMediaType(bytes('GIF89a'))).toBeNull()
    expect(safeDownloadName('pan "card"\r\n.png', 'application/pdf')).toBe('pan-card.pdf')
    expect(safeDownloadName('../../etc/passwd', 'image/jpeg')).toBe('etc-passwd.jpg')
    expect(safeDownloadName('प्रमाणपत्र.pdf', 'application/pdf')).toBe('document.pdf')
  })

  it('shows as changed when replaced, even by a file of the same name and size', () => {
    const row = { label: 'PAN card', value: 'pan.pdf, 12 KB, uploaded 3 Jan 2027, 10:05 am' }
    const before = { details: [row], bankAccountSince: 1, files: { 'PAN card': '2027-01-03T04:35:00.000Z' } }
    const after = { details: [row], bankAccountSince: 1, files: { 'PAN card': '2027-01-03T04:35:30.000Z' } }
    expect(changesBetween(before, after)).toEqual([{ label: 'PAN card', before: row.value, after: `${row.value} (another file)` }])
    expect(changesBetween(before, before)).toEqual([])
  })
})
