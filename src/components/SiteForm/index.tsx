import { formFieldSpecs } from '@/forms/formFieldSpecs'
import { CheckedForm, SiteForm } from '@/components/islands'
import type { FormFieldSpec } from '@/forms/fields'
import type { Form } from '@/payload-types'
import { linkHref } from '@/utilities/linkHref'

import { FormMarkup, plainRegister } from './FormMarkup'
import { plainText } from './plainText'

const DEFAULT_CONFIRMATION = 'Thank you. We received your message and will reply within 24 hours.'

/**
 * A file chosen, or a preset choice among radio buttons, cannot be carried from the light form
 * to the checked one: such forms load checked from the start.
 */
const checkedFromTheStart = (fields: FormFieldSpec[]) =>
  fields.some((field) => field.kind === 'upload' || (field.kind === 'radio' && field.defaultValue))

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
  const fields = formFieldSpecs(form).map((field) =>
    prefill?.[field.name] !== undefined && field.kind === 'text'
      ? { ...field, defaultValue: prefill[field.name] }
      : field,
  )
  const props = {
    formId: form.id,
    fields,
    submitLabel: form.submitButtonLabel || 'Send',
    confirmation: plainText(form.confirmationMessage as never) || DEFAULT_CONFIRMATION,
    redirectTo: redirectTo || undefined,
    layout,
  }
  if (checkedFromTheStart(fields)) return <CheckedForm {...props} />
  return (
    <SiteForm {...props}>
      <FormMarkup
        formId={props.formId}
        fields={fields}
        layout={layout}
        submitLabel={props.submitLabel}
        register={plainRegister(fields)}
      />
    </SiteForm>
  )
}
