import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// Mirrors the spec's route list (section 2).
export default [
  // For search engines: plain resource routes, outside every layout.
  route('robots.txt', 'routes/seo/robots.tsx'),
  route('sitemap.xml', 'routes/seo/sitemap.tsx'),
  route('sitemaps/:file', 'routes/seo/sitemap.tsx', { id: 'sitemap-part' }),

  layout('routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx'),
    route('products', 'routes/storefront/products.tsx'),
    route('products/:slug', 'routes/storefront/product.tsx'),
    route('search', 'routes/storefront/search.tsx'),
    route('compare', 'routes/storefront/compare.tsx'),
    route('about', 'routes/content/about.tsx'),
    route('contact', 'routes/content/contact.tsx'),
    route('newsletter', 'routes/content/newsletter.tsx'),
    route('privacy', 'routes/content/privacy.tsx'),
    route('terms', 'routes/content/terms.tsx'),
    route('refund', 'routes/content/refund.tsx'),
    route('how-we-rank', 'routes/content/how-we-rank.tsx'),

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

    route('*', 'routes/storefront/not-found.tsx'),
  ]),

  // The vendor area is a workplace: its own header, no shopper footer or newsletter box (decision 021).
  route('vendor', 'routes/vendor/shell.tsx', [
    layout('routes/vendor/layout.tsx', [
      index('routes/vendor/index.tsx'),
      route('dashboard', 'routes/vendor/dashboard.tsx'),
      route('products', 'routes/vendor/products.tsx'),
      route('products/new', 'routes/vendor/product-new.tsx'),
      route('products/:productId/edit', 'routes/vendor/product-edit.tsx'),
      route('orders', 'routes/vendor/orders.tsx'),
      route('orders.csv', 'routes/vendor/orders-csv.tsx'),
      route('orders/:orderId/packing-slip', 'routes/vendor/packing-slip.tsx'),
      route('returns', 'routes/vendor/returns.tsx'),
      route('reviews', 'routes/vendor/reviews.tsx'),
    ]),
    route('*', 'routes/storefront/not-found.tsx', { id: 'vendor-not-found' }),
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
    route('orders.csv', 'routes/admin/orders-csv.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('returns', 'routes/admin/returns.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('reports', 'routes/admin/reports.tsx'),
    route('reports/gst.csv', 'routes/admin/reports-gst-csv.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('inbox/messages', 'routes/admin/inbox-messages.tsx'),
    route('inbox/subscribers', 'routes/admin/inbox-subscribers.tsx'),
    route('inbox/subscribers.csv', 'routes/admin/inbox-subscribers-csv.tsx'),
    route('inbox/outbox', 'routes/admin/inbox-outbox.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
  ]),
] satisfies RouteConfig
