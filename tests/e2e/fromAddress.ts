import { createHash } from 'node:crypto'
import http from 'node:http'

import { test } from '@playwright/test'

/**
 * Requests to the server from another client address than the browser's (127.0.0.1): the server
 * listens on loopback, and Linux routes all of 127.0.0.0/8 there, so each address is a client of
 * its own to the per-address limits.
 */

/** A loopback address derived from a label (its test file and purpose), never 127.0.0.x. */
export function loopbackFor(label: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(label).digest()
  return `127.${1 + (a % 254)}.${b}.${c}`
}

export type Answer = { status: number; text: string; json: any }

/** One request from `localAddress`; a FormData body goes as multipart, anything else as JSON. */
export async function requestFrom(
  localAddress: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(path, test.info().project.use.baseURL)
  const encoded =
    body instanceof FormData
      ? new Response(body)
      : new Response(body === undefined ? null : JSON.stringify(body))
  const type = body instanceof FormData ? encoded.headers.get('content-type')! : 'application/json'
  const payload = Buffer.from(await encoded.arrayBuffer())
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, localAddress, headers: { 'content-type': type, ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: response.statusCode ?? 0, text, json })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}
