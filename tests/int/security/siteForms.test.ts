import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as lostLink } from '@/app/(site)/order/lost-link/route'
import { POST as orderReminders } from '@/app/(site)/order/[token]/reminders/route'
import { POST as stopReminders } from '@/app/(site)/order/stop-reminders/route'
import { ensureLinkToken } from '@/order/server/orderLinks'
import { remindersTokenOf } from '@/security/orderLinkTokens'
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from '@/security/socketAddress'

import { testPayload } from '../helpers'
import { newAddress, paidOrder } from '../orders/helpers'

let payload: Payload
let routes: { name: string; url: string; post: (request: Request) => Promise<Response> }[]

const MB = 1024 * 1024

beforeAll(async () => {
  payload = await testPayload()
  const { id } = await paidOrder()
  const token = (await ensureLinkToken(payload, id))!
  routes = [
    { name: 'lost link', url: '/order/lost-link', post: lostLink },
    {
      name: 'stop reminders',
      url: `/order/stop-reminders?t=${remindersTokenOf(id)}`,
      post: stopReminders,
    },
    {
      name: "the order page's reminders",
      url: `/order/${token}/reminders`,
      post: (request) => orderReminders(request, { params: Promise.resolve({ token }) }),
    },
  ]
})

/** A form request as the HTTP server hands it on: declared, or streamed in 64 KB chunks. */
function formRequest(url: string, bytes: number, { chunked = false, multipart = false } = {}) {
  const body = Buffer.from(`reminders=off&email=${'x'.repeat(bytes)}`)
  const headers: Record<string, string> = {
    'content-type': multipart
      ? 'multipart/form-data; boundary=----x'
      : 'application/x-www-form-urlencoded',
    [SOCKET_ADDRESS_HEADER]: socketAddressStamp(newAddress()),
  }
  if (!chunked) headers['content-length'] = String(body.length)
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      controller.enqueue(body.subarray(offset, (offset += 64 * 1024)))
    },
  })
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers,
    body: chunked ? stream : body,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit)
}

describe("the site's form routes outside /api", () => {
  it('refuse an oversized body with 413, declared, chunked or multipart', async () => {
    for (const route of routes) {
      for (const options of [{}, { chunked: true }, { multipart: true, chunked: true }]) {
        const answer = await route.post(formRequest(route.url, 32 * MB, options))
        expect(answer.status, `${route.name} ${JSON.stringify(options)}`).toBe(413)
        expect(await answer.text()).toMatch(/larger than \d+ KB/)
      }
    }
  })

  it('still take their own small forms', async () => {
    for (const route of routes) {
      const answer = await route.post(formRequest(route.url, 20, { chunked: true }))
      expect([200, 303], route.name).toContain(answer.status)
    }
  })
})
