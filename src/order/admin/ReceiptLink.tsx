'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** Square's own receipt of the payment, opened from the order; plain words when Square gave none. */
export const ReceiptLink: TextFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string | null>({ path })
  const url = typeof value === 'string' && /^https?:\/\//.test(value) ? value : null
  return (
    <div className="field-type">
      <FieldLabel label={field.label} path={path} />
      <p>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open Square&apos;s receipt
          </a>
        ) : (
          'No receipt from Square for this order.'
        )}
      </p>
    </div>
  )
}
