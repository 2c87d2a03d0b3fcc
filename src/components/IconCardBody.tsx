import type { ComponentProps } from 'react'

import { Icon } from './Icon'

/** The icon badge, title and text that feature, service and process cards share. */
export function IconCardBody({ icon, title, text }: { icon: ComponentProps<typeof Icon>['name']; title: string; text?: string | null }) {
  return (
    <>
      <span className="icon-badge">
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
    </>
  )
}
