import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes'

// Mirrors the spec's route list (section 2).
export default [
  layout('routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx'),
    route('products', 'routes/storefront/products.tsx'),
    route('products/:slug', 'routes/storefront/product.tsx'),
    route('search', 'routes/storefront/search.tsx'),
    route('about', 'routes/content/about.tsx'),
    route('contact', 'routes/content/contact.tsx'),
    route('newsletter', 'routes/content/newsletter.tsx'),
    route('privacy', 'routes/content/privacy.tsx'),
    route('terms', 'routes/content/terms.tsx'),
    route('refund', 'routes/content/refund.tsx'),

    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('vendor/register', 'routes/auth/register.tsx', { id: 'vendor-register' }),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    route('logout', 'routes/auth/logout.tsx'),
    route('account', 'routes/account/account.tsx'),
    route('cart', 'routes/cart/cart.tsx'),
    route('checkout', 'routes/checkout/checkout.tsx'),
    route('pay/:orderId', 'routes/checkout/pay.tsx'),
    route('order-confirmation', 'routes/checkout/order-confirmation.tsx'),
    route('orders', 'routes/orders/orders.tsx'),
    route('orders/:orderId', 'routes/orders/order.tsx'),
    route('orders/:orderId/invoice', 'routes/orders/invoice.tsx'),
    route('orders/:orderId/return', 'routes/orders/order-return.tsx'),
    route('orders/:orderId/credit-notes/:creditNoteId', 'routes/orders/credit-note.tsx'),

    ...prefix('vendor', [
      layout('routes/vendor/layout.tsx', [
        route('dashboard', 'routes/vendor/dashboard.tsx'),
        route('products', 'routes/vendor/products.tsx'),
        route('products/new', 'routes/vendor/product-new.tsx'),
        route('products/:productId/edit', 'routes/vendor/product-edit.tsx'),
        route('orders', 'routes/vendor/orders.tsx'),
        route('returns', 'routes/vendor/returns.tsx'),
      ]),
    ]),

    route('*', 'routes/storefront/not-found.tsx'),
  ]),

  // The admin area has no public header or footer.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/new', 'routes/admin/user-new.tsx'),
    route('users/:userId', 'routes/admin/user-edit.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/:productId/edit', 'routes/admin/product-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('returns', 'routes/admin/returns.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('inbox/messages', 'routes/admin/inbox-messages.tsx'),
    route('inbox/subscribers', 'routes/admin/inbox-subscribers.tsx'),
    route('inbox/subscribers.csv', 'routes/admin/inbox-subscribers-csv.tsx'),
    route('inbox/outbox', 'routes/admin/inbox-outbox.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
  ]),
] satisfies RouteConfig
