'use client'
import { useConfig, useDocumentTitle, useField } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Titles the export dialog "Export orders", from the exported list's plural label. A new export
 * has no name saved yet, so Payload titled it "[Untitled]"; its title provider resets the title
 * whenever the document's data changes, so it is set again after each reset, a frame later.
 */
export function useExportTitle(): void {
  const { value: slug } = useField<string>({ path: 'collectionSlug' })
  const { getEntityConfig } = useConfig()
  const { title, setDocumentTitle } = useDocumentTitle()
  const plural = slug ? getEntityConfig({ collectionSlug: slug })?.labels?.plural : undefined
  const wanted = typeof plural === 'string' ? `Export ${plural.toLowerCase()}` : undefined
  useEffect(() => {
    if (!wanted || title === wanted) return
    const frame = requestAnimationFrame(() => setDocumentTitle(wanted))
    return () => cancelAnimationFrame(frame)
  }, [title, wanted, setDocumentTitle])
}
