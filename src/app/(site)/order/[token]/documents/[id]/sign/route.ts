import { answeringTooLarge, readSiteForm } from '@/api/siteForm'
import { signDocumentFromForm } from '@/order/server/documents/signForm'
import { getPayloadClient } from '@/utilities/payload'

type Context = { params: Promise<{ token: string; id: string }> }

/**
 * The order page's form to sign a document (docs/documents.md#signatures), without JavaScript: a
 * browser is sent back to the page, which says what happened; any other client gets the answer
 * in words, 200 or a 4xx naming the problem.
 */
export const POST = (request: Request, { params }: Context) =>
  answeringTooLarge(async () => {
    const { token, id } = await params
    const payload = await getPayloadClient()
    return signDocumentFromForm(payload, request, token, id, () => readSiteForm(request))
  })
