import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

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
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
] satisfies RouteConfig
