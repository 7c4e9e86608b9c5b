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
    // A render stuck past the timeout is abandoned. Once it is done the timer goes too: left to run, it
    // would keep every finished render (its request, tree and HTML) alive for six seconds: thousands
    // of them at a few hundred pages a second (issue 28, seen in heap snapshots).
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timer)
        const body = new PassThrough()
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
        pipe(body)
      },
      onShellError(error: unknown) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        console.error(error)
      },
    })
  })
}
