/** A bank transfer's UTR: NEFT 16 and RTGS 22 letters or digits, IMPS 12 digits. */
export const UTR = /^(?:[A-Z0-9]{16}|[A-Z0-9]{22}|[0-9]{12})$/
