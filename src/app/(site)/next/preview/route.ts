import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isStaffUser } from '@/access'
import { getPayloadClient } from '@/utilities/payload'
import { safeRedirectPath } from '@/utilities/safeRedirectPath'

/** Admin preview: signed-in staff get Next's draft mode and are sent to the page. */
export async function GET(request: NextRequest) {
  const path = safeRedirectPath(
    request.nextUrl.searchParams.get('path') || '/',
    request.nextUrl.origin,
  )
  if (!path) {
    return new Response('The preview path must be a path of this site.', { status: 400 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return new Response('Sign in to the admin panel to preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
