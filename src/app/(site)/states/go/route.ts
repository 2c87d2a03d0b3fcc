import { US_STATES } from '@/collections/StateFees/usStates'
import { STATES_PATH, statePath } from '@/states/links'

/**
 * The state picker's form (blocks/StatePicker) without JavaScript: ?state=texas answers with the
 * guide's address, anything else with the comparison. 303: the browser follows it with a GET.
 */
export function GET(request: Request) {
  const state = new URL(request.url).searchParams.get('state') ?? ''
  const path = Object.hasOwn(US_STATES, state) ? statePath(state) : STATES_PATH
  return new Response(null, { status: 303, headers: { Location: path } })
}
