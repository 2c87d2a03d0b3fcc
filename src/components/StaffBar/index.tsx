import { STAFF_BAR_SCRIPT } from './script'

/**
 * The same bytes for every visitor, so cached pages stay shared by visitors and staff; inline
 * (the site's CSP allows inline scripts, docs/security.md), so visitors load nothing more.
 */
export function StaffBar() {
  return <script dangerouslySetInnerHTML={{ __html: STAFF_BAR_SCRIPT }} />
}
