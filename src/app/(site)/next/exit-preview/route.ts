import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { safeRedirectPath } from '@/utilities/safeRedirectPath'

/** Leaves draft mode and goes back to the page; any path off this site leads home instead. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const requested = request.nextUrl.searchParams.get('path')
  redirect(safeRedirectPath(requested, request.nextUrl.origin) ?? '/')
}
