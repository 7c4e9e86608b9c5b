/** Rupees with paise, as statements and tax figures are read; negatives with a true minus sign. */
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
export const exactRupees = (paise: number) => exact.format(paise / 100 || 0).replace('-', '−')
