import { answeringTooLarge, readSiteForm } from '@/api/siteForm'
import { stopAgentFromForm } from '@/order/server/agent/stopForm'
import { getPayloadClient } from '@/utilities/payload'

type Context = { params: Promise<{ token: string }> }

/**
 * The order page's form to stop our registered agent service (docs/registered-agent.md#stopping),
 * without JavaScript: a browser is sent back to the page, which says what happened; any other
 * client gets the answer in words, 200 or a 4xx naming the problem.
 */
export const POST = (request: Request, { params }: Context) =>
  answeringTooLarge(async () => {
    const { token } = await params
    const payload = await getPayloadClient()
    return stopAgentFromForm(payload, request, token, () => readSiteForm(request))
  })
