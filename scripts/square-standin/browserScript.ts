/** GET /v1/square.js: the stub of Square's Web Payments script that the app's card form loads. */
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'

/** The stub of Square's Web Payments script, served as GET /v1/square.js. */
export const BROWSER_STUB_PATH = fileURLToPath(new URL('./web-payments-stub.js', import.meta.url))

/** The browser stub, read on every request so edits show up without a restart. */
export async function sendBrowserScript(req: IncomingMessage, res: ServerResponse) {
  const script = await readFile(BROWSER_STUB_PATH)
  res.writeHead(200, {
    'content-type': 'application/javascript; charset=utf-8',
    'content-length': script.length,
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : script)
}
