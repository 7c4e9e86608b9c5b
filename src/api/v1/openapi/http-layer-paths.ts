// Paths under /api/v1 that the HTTP layer answers itself, before the router (server/cart-events.ts,
// server/payment-webhooks.ts): written here as OpenAPI, for they have no handler in the route table.

const gatewayWebhook = (gateway: string, header: string) => ({
  post: {
    operationId: `${gateway.toLowerCase()}Webhook`,
    summary: `${gateway}'s payment events`,
    description: `For ${gateway} alone: the body is taken as sent and its \`${header}\` signature checked before anything is done. A 2xx tells the gateway the event is handled; anything else makes it deliver again.`,
    tags: ['Payment gateways'],
    'x-audience': 'public',
    parameters: [{ name: header, in: 'header', required: true, schema: { type: 'string' } }],
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
    responses: {
      200: {
        description: 'Handled, a repeat of one handled before, or not one this shop acts on',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { ok: { type: 'boolean' }, duplicate: { type: 'boolean' }, ignored: { type: 'boolean' } },
            },
          },
        },
      },
      400: { $ref: '#/components/responses/Error400' },
    },
  },
})

export const HTTP_LAYER_PATHS = {
  '/api/v1/cart/events': {
    get: {
      operationId: 'cartEvents',
      summary: "Live changes of the visitor's cart",
      description:
        'Server-sent events: `event: cart` with `data: changed` each time the cart changes in any tab or device, then fetch GET /api/v1/cart. A 204 means "do not reconnect" (no cart yet, or the shop holds as many streams as it takes).',
      tags: ['Cart'],
      'x-audience': 'public',
      responses: {
        200: { description: 'A stream of events', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        204: { description: 'No stream: nothing to follow, or too many open' },
      },
    },
  },
  '/api/v1/payments/razorpay/webhook': gatewayWebhook('Razorpay', 'X-Razorpay-Signature'),
  '/api/v1/payments/stripe/webhook': gatewayWebhook('Stripe', 'Stripe-Signature'),
}
