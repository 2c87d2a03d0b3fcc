import { Button } from '@payloadcms/ui'

import styles from './OrderActions.module.css'
import { useHydrated } from './useHydrated'

/** Enter in one of the panel's fields acts on the panel, not on the admin's document form. */
const enterSubmits = (submit: () => void) => (event: React.KeyboardEvent<HTMLElement>) => {
  const target = event.target as HTMLInputElement
  if (event.key === 'Enter' && target.tagName === 'INPUT' && target.type !== 'file') {
    event.preventDefault()
    submit()
  }
}

/**
 * One action of the panel: its fields and its button. Not a <form>: the panel sits inside the
 * admin's own document form, so Enter in a field and the button act here instead.
 */
export function ActionGroup({
  label,
  action,
  busy,
  busyLabel,
  buttonStyle,
  onSubmit,
  children,
}: {
  label: string
  action: string
  busy: boolean
  busyLabel: string
  buttonStyle: 'secondary' | 'error'
  onSubmit: () => void
  children: React.ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <div
      className={styles.section}
      role="group"
      aria-label={label}
      onKeyDown={enterSubmits(onSubmit)}
    >
      {children}
      <Button
        type="button"
        buttonStyle={buttonStyle}
        size="small"
        disabled={busy || !hydrated}
        onClick={onSubmit}
      >
        {busy ? busyLabel : action}
      </Button>
    </div>
  )
}
