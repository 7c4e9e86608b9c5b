import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'

/** The admin's view of who ordered, where it goes and how it is paid (split from the order page). */
export function OrderCustomer({
  order,
}: {
  order: {
    customerName?: string | null
    userEmail: string
    shipping: {
      fullName: string
      addressLine1: string
      addressLine2: string | null
      city: string
      state: string
      pincode: string
      phone: string
    }
    paymentMethod: 'cod' | 'online'
    paymentProvider: string
    paymentReference: string | null
    storeCreditPaise: number
    dueOnDeliveryPaise: number
    createdAt: string
  }
}) {
  return (
    <section aria-labelledby="customer-heading" className="card p-5 text-sm">
      <h2 id="customer-heading" className="font-semibold text-slate-900">
        Customer
      </h2>
      <p className="mt-2 text-slate-900">{order.customerName ?? order.shipping.fullName}</p>
      <p className="text-slate-700">{order.userEmail}</p>
      <p className="mt-3 font-medium text-slate-900">Ship to</p>
      <address className="text-slate-700 not-italic">
        {order.shipping.fullName}
        <br />
        {order.shipping.addressLine1}
        {order.shipping.addressLine2 ? (
          <>
            <br />
            {order.shipping.addressLine2}
          </>
        ) : null}
        <br />
        {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
        <br />
        Phone {order.shipping.phone}
      </address>
      <p className="mt-3 font-medium text-slate-900">Payment</p>
      <p className="text-slate-700">
        {order.paymentMethod === 'cod' ? 'Cash on delivery' : `Online (${order.paymentProvider})`}
        {order.storeCreditPaise > 0 ? ` + store credit ${formatInr(order.storeCreditPaise)}` : ''}
        {order.dueOnDeliveryPaise > 0 ? (
          // What the couriers still collect: the live parcels' amounts due (decision 039).
          <span className="block font-medium text-slate-900">Collect {formatInr(order.dueOnDeliveryPaise)} on delivery</span>
        ) : null}
        {order.paymentReference ? <span className="block font-mono text-xs break-all">{order.paymentReference}</span> : null}
      </p>
      <p className="mt-3 text-slate-700">Placed {formatDate(order.createdAt)}</p>
    </section>
  )
}
