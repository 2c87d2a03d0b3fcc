'use client'
import { useConfig, useDocumentTitle, useField } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Titles the export dialog "Export orders" (from the exported collection's plural label). A new
 * export has no saved name to title it, so the dialog read "[Untitled]"; the title is set again
 * whenever the document's own title logic resets it.
 */
export function ExportTitle() {
  const { value: slug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const { title, setDocumentTitle } = useDocumentTitle()
  const plural = slug ? getEntityConfig({ collectionSlug: slug })?.labels?.plural : undefined
  const wanted = `Export ${typeof plural === 'string' ? plural.toLowerCase() : (slug ?? 'a list')}`
  useEffect(() => {
    if (title !== wanted) setDocumentTitle(wanted)
  }, [title, wanted, setDocumentTitle])
  return null
}
