/**
 * What the sample and generated listings declare (Packaged Commodities Rules rule 6(10), decision 041).
 * Makers are the brands' parent companies at their registered head offices; the machines are made in
 * China unless said otherwise; the importer is the brand's Indian company at its registered city, or,
 * for brands that sell in India through importing distributors, the seller named (a sample store here).
 * Consumer care is the brand's Indian support site. A store that assembles a PC is its maker, in India.
 */
type Maker = { name: string; address: string; care: string; importer: { name: string; address: string } | 'seller' }

const MAKERS: Record<string, Maker> = {
  ASUS: {
    name: 'ASUSTeK Computer Inc.',
    address: 'No. 15, Li-Te Road, Beitou District, Taipei 112, Taiwan',
    care: 'www.asus.com/in/support',
    importer: { name: 'ASUS India Private Limited', address: 'Mumbai, Maharashtra' },
  },
  HP: {
    name: 'HP Inc.',
    address: '1501 Page Mill Road, Palo Alto, California 94304, United States',
    care: 'support.hp.com/in-en',
    importer: { name: 'HP India Sales Private Limited', address: 'Bengaluru, Karnataka' },
  },
  MSI: {
    name: 'Micro-Star International Co., Ltd.',
    address: 'No. 69, Lide Street, Zhonghe District, New Taipei City 235, Taiwan',
    care: 'www.msi.com/support',
    importer: 'seller',
  },
  Dell: {
    name: 'Dell Inc.',
    address: 'One Dell Way, Round Rock, Texas 78682, United States',
    care: 'www.dell.com/en-in/support',
    importer: { name: 'Dell International Services India Private Limited', address: 'Bengaluru, Karnataka' },
  },
  Acer: {
    name: 'Acer Incorporated',
    address: '8F, No. 88, Sec. 1, Xintai 5th Road, Xizhi District, New Taipei City 221, Taiwan',
    care: 'www.acer.com/in-en/support',
    importer: { name: 'Acer India Private Limited', address: 'Bengaluru, Karnataka' },
  },
  Gigabyte: {
    name: 'GIGA-BYTE Technology Co., Ltd.',
    address: 'No. 6, Baoqiang Road, Xindian District, New Taipei City 231, Taiwan',
    care: 'www.gigabyte.com/in/Support',
    importer: 'seller',
  },
  Microsoft: {
    name: 'Microsoft Corporation',
    address: 'One Microsoft Way, Redmond, Washington 98052, United States',
    care: 'support.microsoft.com/en-in',
    importer: { name: 'Microsoft Corporation (India) Private Limited', address: 'New Delhi, Delhi' },
  },
  Apple: {
    name: 'Apple Inc.',
    address: 'One Apple Park Way, Cupertino, California 95014, United States',
    care: 'support.apple.com/en-in',
    importer: { name: 'Apple India Private Limited', address: 'Bengaluru, Karnataka' },
  },
  Samsung: {
    name: 'Samsung Electronics Co., Ltd.',
    address: '129 Samsung-ro, Yeongtong-gu, Suwon-si, Gyeonggi-do, Republic of Korea',
    care: 'www.samsung.com/in/support',
    importer: { name: 'Samsung India Electronics Private Limited', address: 'New Delhi, Delhi' },
  },
  Lenovo: {
    name: 'Lenovo PC HK Limited',
    address: '23/F, Lincoln House, Taikoo Place, 979 King’s Road, Quarry Bay, Hong Kong',
    care: 'pcsupport.lenovo.com/in',
    importer: { name: 'Lenovo (India) Private Limited', address: 'Bengaluru, Karnataka' },
  },
  Razer: {
    name: 'Razer Inc.',
    address: '9 Pasteur, Suite 100, Irvine, California 92618, United States',
    care: 'mysupport.razer.com',
    importer: 'seller',
  },
}

/**
 * Series made in India by the brand's Indian company (Dell at Sriperumbudur, HP through Flex near
 * Chennai, Lenovo at Puducherry): their maker is that company and there is no importer.
 */
const MADE_IN_INDIA: Record<string, { name: string; address: string }> = {
  OptiPlex: { name: 'Dell International Services India Private Limited', address: 'Sriperumbudur, Tamil Nadu, India' },
  ProDesk: { name: 'HP India Sales Private Limited', address: 'Sriperumbudur, Tamil Nadu, India' },
  'ThinkCentre M': { name: 'Lenovo (India) Private Limited', address: 'Puducherry, India' },
}

export interface SeedDeclarations {
  manufacturerName: string
  manufacturerAddress: string
  importerName: string | null
  importerAddress: string | null
  countryOfOrigin: string
  genericName: string
  netQuantity: string
  consumerCare: string
}

/** The generic name a shopper would use for the kind of machine. */
function genericName(category: string, allInOne: boolean): string {
  if (allInOne) return 'All-in-one desktop computer'
  return category === 'Desktop' ? 'Desktop computer' : 'Laptop computer'
}

/**
 * The declarations of a product of `brand` sold by `seller` (its name and city). `series` picks out
 * the lines made in India; `allInOne` an all-in-one desktop (an iMac).
 */
export function declarationsFor(
  product: { brand: string; category: string; series?: string; allInOne?: boolean },
  seller: { name: string; city: string },
): SeedDeclarations {
  const common = { genericName: genericName(product.category, product.allInOne ?? false), netQuantity: '1 N' }
  const maker = MAKERS[product.brand]
  if (!maker) {
    // A store's own build: assembled and packed by the store, in India.
    return {
      ...common,
      manufacturerName: seller.name,
      manufacturerAddress: `${seller.city}, India`,
      importerName: null,
      importerAddress: null,
      countryOfOrigin: 'IN',
      consumerCare: `${seller.name}, ${seller.city}: through the order’s page on Deccan Digital`,
    }
  }
  const indian = product.series ? MADE_IN_INDIA[product.series] : undefined
  if (indian)
    return {
      ...common,
      manufacturerName: indian.name,
      manufacturerAddress: indian.address,
      importerName: null,
      importerAddress: null,
      countryOfOrigin: 'IN',
      consumerCare: maker.care,
    }
  const importer = maker.importer === 'seller' ? { name: seller.name, address: `${seller.city}, India` } : maker.importer
  return {
    ...common,
    manufacturerName: maker.name,
    manufacturerAddress: maker.address,
    importerName: importer.name,
    importerAddress: importer.address,
    countryOfOrigin: 'CN',
    consumerCare: maker.care,
  }
}
