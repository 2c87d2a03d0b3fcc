import { formFieldSpecs } from '@/forms/formFieldSpecs'
import { SiteForm } from '@/components/islands'
import type { Form } from '@/payload-types'
import { linkHref } from '@/utilities/linkHref'

import { plainText } from './plainText'

const DEFAULT_CONFIRMATION = 'Thank you. We received your message and will reply within 24 hours.'

/**
 * A form staff built in the admin, as visitors use it. Only what the browser needs travels to it:
 * field names, labels and rules, the button and the confirmation; never the form's email settings.
 */
export function SiteFormView({
  form,
  layout = 'stacked',
  prefill,
}: {
  form: Form | number | null | undefined
  layout?: 'stacked' | 'inline'
  /** Starting values of text fields by name, e.g. `{ role: job.title }` on a role's page. */
  prefill?: Record<string, string>
}) {
  if (!form || typeof form !== 'object') return null
  const redirect = form.confirmationType === 'redirect' ? form.redirect : undefined
  const redirectTo =
    redirect &&
    linkHref({
      type: redirect.type === 'reference' ? 'reference' : 'custom',
      reference: redirect.reference?.value,
      url: redirect.url,
    })
  return (
    <SiteForm
      formId={form.id}
      fields={formFieldSpecs(form).map((field) =>
        prefill?.[field.name] !== undefined && field.kind === 'text'
          ? { ...field, defaultValue: prefill[field.name] }
          : field,
      )}
      submitLabel={form.submitButtonLabel || 'Send'}
      confirmation={plainText(form.confirmationMessage as never) || DEFAULT_CONFIRMATION}
      redirectTo={redirectTo || undefined}
      layout={layout}
    />
  )
}
