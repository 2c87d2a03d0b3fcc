import { redirectRules } from '@/content/redirects'

/** The redirect table, for the proxy (src/redirects/redirectTable.ts) to keep in memory. */
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await redirectRules(), { headers: { 'Cache-Control': 'no-store' } })
}
