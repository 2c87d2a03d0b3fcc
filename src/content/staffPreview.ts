import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffUser } from '@/access'
import { SESSION_COOKIE } from '@/security/staffRequest'
import { getPayloadClient } from '@/utilities/payload'

/**
 * Whether this request reads drafts: Next's draft mode is on and a signed-in staff member sent
 * it. The draft-mode cookie alone is one value for the whole build, kept by anyone who once
 * previewed, so it shows the published version (docs/security.md#drafts). Outside draft mode
 * nothing is read from the request, so published pages stay cached.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const requestHeaders = await headers()
  const cookies = requestHeaders.get('cookie') ?? ''
  if (!requestHeaders.has('authorization') && !cookies.includes(`${SESSION_COOKIE}=`)) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders, canSetHeaders: false })
  return isStaffUser(user)
})
