import type { ProductFormValues } from '#app/components/product-form/product-form.tsx'
import type { SpecValues } from '#src/modules/catalog/browser.ts'
import { DECLARATION_FIELDS, type Declarations, productFormInput } from '#src/modules/catalog/browser.ts'
import type { ProductSave } from '#src/modules/catalog/index.ts'

/** The product form's submission as the editor service takes it: fields, new files and the gallery order. */
export async function readProductForm(request: Request): Promise<{ save: ProductSave; echo: Partial<ProductFormValues> }> {
  const form = await request.formData()
  const files = form.getAll('images').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  const uploads = await Promise.all(files.map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })))
  const fields = productFormInput(form)
  return {
    save: { fields, uploads, imageOrder: form.get('galleryOrdered') ? form.getAll('imageOrder').map(String) : undefined },
    echo: echoed(fields),
  }
}

/** What was typed, to fill the form again after a refusal (a page without JavaScript reloads). */
function echoed(fields: Record<string, unknown>): Partial<ProductFormValues> {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '')
  const whole = (key: string) => Number(text(key).replace(/[,\s₹]/g, '')) || 0
  return {
    name: text('name'),
    brand: text('brand'),
    description: text('description'),
    mrp: whole('mrp') || null,
    sellingPrice: whole('sellingPrice'),
    stock: whole('stock'),
    isNew: fields.isNew === 'on',
    isPublished: fields.isPublished === 'on',
    nonReturnable: (text('nonReturnable') || null) as ProductFormValues['nonReturnable'],
    // What was picked, kept as typed where it is not a number, so a refusal shows it again.
    specChoices: {
      ramGb: whole('ramGb') || null,
      storageGb: whole('storageGb') || null,
      storageType: (text('storageType') || null) as SpecValues['storageType'],
      cpuBrand: (text('cpuBrand') || null) as SpecValues['cpuBrand'],
      cpuFamily: text('cpuFamily') || null,
      gpu: text('gpu') || null,
      screenTenths: Math.round(Number(text('screenInches')) * 10) || null,
      weightGrams: Math.round(Number(text('weightKg')) * 1000) || null,
    },
    declarations: Object.fromEntries(DECLARATION_FIELDS.map((field) => [field, text(field) || null])) as unknown as Declarations,
    specs: (fields.specs as Array<{ label: string; value: string }>).filter((row) => row.label || row.value),
  }
}
