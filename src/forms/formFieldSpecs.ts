import { DOCUMENT_TYPES, MAX_UPLOAD_BYTES } from '@/collections/SubmissionFiles/accepted'
import type { Form } from '@/payload-types'
import { US_STATES } from '@/collections/StateFees/usStates'

import type { FormFieldSpec, Option } from './fields'

type FieldBlock = NonNullable<Form['fields']>[number]

const STATE_OPTIONS: Option[] = Object.values(US_STATES).map((name) => ({
  label: name,
  value: name,
}))

const optionsOf = (options: { label: string; value: string }[] | null | undefined): Option[] =>
  (options ?? []).map(({ label, value }) => ({ label, value }))

function specOf(block: FieldBlock): FormFieldSpec {
  const base = {
    name: block.name,
    label: block.label || block.name,
    required: Boolean(block.required),
    ...(block.width ? { width: block.width } : {}),
  }
  switch (block.blockType) {
    case 'checkbox':
      return {
        ...base,
        kind: 'checkbox',
        defaultValue: Boolean(block.defaultValue),
        ...(block.linkText && block.linkPath
          ? { link: { text: block.linkText, path: block.linkPath } }
          : {}),
      }
    case 'number':
      return { ...base, kind: 'number', defaultValue: block.defaultValue?.toString() }
    case 'select':
      return {
        ...base,
        kind: 'select',
        options: optionsOf(block.options),
        placeholder: block.placeholder ?? undefined,
        defaultValue: block.defaultValue ?? undefined,
      }
    case 'radio':
      return {
        ...base,
        kind: 'radio',
        options: optionsOf(block.options),
        defaultValue: block.defaultValue ?? undefined,
      }
    case 'state':
      return { ...base, kind: 'select', options: STATE_OPTIONS, placeholder: 'Choose a state' }
    case 'upload': {
      const chosen = (block.mimeTypes ?? []).map((entry) => entry.mimeType)
      const accept = chosen.length ? chosen.filter((type) => DOCUMENT_TYPES.includes(type)) : []
      return {
        ...base,
        kind: 'upload',
        accept: accept.length ? accept : DOCUMENT_TYPES,
        maxBytes: Math.min(block.maxFileSize || MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES),
      }
    }
    case 'email':
      return { ...base, kind: 'email' }
    default:
      return { ...base, kind: block.blockType, defaultValue: block.defaultValue ?? undefined }
  }
}

/** The fields of a form document as the browser and the server check them. */
export const formFieldSpecs = (form: Pick<Form, 'fields'>): FormFieldSpec[] =>
  (form.fields ?? []).map(specOf)
