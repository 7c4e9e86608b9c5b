/** The shape of one product in the bundled sample catalogue (spec section 3). Prices are whole rupees here; the seeder converts them to paise. */
export type SeedCategory = 'Laptop' | 'Gaming Laptop' | 'Desktop'

export interface SeedProduct {
  name: string
  slug: string
  description: string
  /** Whole rupees. */
  price: number
  /** Whole rupees, below price, when the product is on offer. */
  discountPrice?: number
  category: SeedCategory
  brand: string
  /** Label to text. Always processor, ram, storage, display, graphics; desktops also cooling and power. */
  specs: Record<string, string>
  stock: number
  isFeatured?: boolean
  isNew?: boolean
  vendorId: 'v1' | 'v2' | 'v3'
  /** Image file names under public/images/products/, first is the main image. */
  images: string[]
}

export interface SeedVendor {
  id: 'v1' | 'v2' | 'v3'
  name: string
  city: string
  /** A complete, approved seller profile (decision 038): GSTINs with correct check characters. */
  profile: {
    legalName: string
    addressLine1: string
    addressLine2: string
    state: string
    stateCode: string
    pincode: string
    gstin: string
    pan: string
    email: string
    carePhone: string
    grievanceName: string
    grievanceDesignation: string
    grievanceEmail: string
    grievancePhone: string
    bankAccountHolder: string
    bankIfsc: string
    bankAccountNumber: string
    invoicePrefix: string
  }
}
