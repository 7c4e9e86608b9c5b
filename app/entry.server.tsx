import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

export const streamTimeout = 5_000

/**
 * Renders the whole document before responding: our loaders await their data, so there is nothing
 * to stream, and the HTTP layer needs the complete page to hash its inline scripts for the CSP.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough()
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
        pipe(body)
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}
