import { STAFF_ROLES } from '@/access'
import { STAFF_MARKER } from '@/security/staffMarker'
import { ADMIN_EDIT_META } from '@/utilities/metadata'

const text = JSON.stringify

/** Inline styles, the fewest bytes; focus shows the site's own outline (globals.css). */
const STYLE =
  'display:flex;flex-wrap:wrap;gap:0 20px;padding:6px 16px;background:#0f172a;font:600 14px/2 sans-serif'

/**
 * The staff bar, as the inline script every public page carries. Hand-written and kept as text,
 * so its bytes are what the budget counts whatever compiles the server. Visitors carry no marker
 * and it stops at its first test, with no request; for staff it asks who is signed in and draws
 * the bar (docs/content-editing.md#the-staff-bar). The edit link follows the page's meta tag,
 * which a client-side navigation swaps.
 */
export const STAFF_BAR_SCRIPT = [
  '(()=>{',
  `let d=document,m=${text(STAFF_MARKER)};`,
  'if(!d.cookie.split("; ").includes(m+"=1"))return;',
  'fetch("/api/users/me").then(r=>r.json()).then(({user:u})=>{',
  // A marker that outlived its session is forgotten, so the next page asks nothing.
  'if(!u)d.cookie=m+"=;Path=/;Max-Age=0";',
  `if(!${text(STAFF_ROLES)}.includes(u?.role))return;`,
  'let n=d.createElement("nav"),',
  'a=(t,h="")=>{let e=n.appendChild(d.createElement("a"));e.textContent=t;e.href=h;e.style.color="#fff";return e},',
  'e=a("Edit this page"),',
  'p=(a("New page","/admin/collections/pages/create"),a("Preview")),',
  `f=()=>{let t=d.querySelector('meta[name="${ADMIN_EDIT_META}"]');`,
  'e.hidden=!t;e.href=t?.content??"";',
  'p.href="/next/preview?path="+encodeURIComponent(location.pathname)};',
  'a("Log out","/admin/logout");',
  `n.setAttribute("aria-label","Staff");n.style.cssText=${text(STYLE)};`,
  'f();new MutationObserver(f).observe(d.head,{subtree:1,childList:1});',
  // After the skip link, which stays the keyboard's first stop.
  'd.body.insertBefore(n,d.querySelector(".skip-link")?.nextSibling)',
  '}).catch(()=>{})',
  '})()',
].join('')
