'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { useLazyToaster } from '@/components/LazyToaster'
import type { Problem } from '@/order/filing/check'
import type { SectionName } from '@/order/filing/details'

import { type Answer, postFilingDetails } from './api'
import { focusProblem, localPath, SUBMIT_ID, toggleId } from './paths'
import { firstOpen, nextSection, problemsBySection, reportsFrom } from './progress'
import type { FilingFormProps } from './props'
import { answers } from './words'

type Refused = Extract<Answer, { ok: false }>
type Focus = { id: string } | { section: SectionName; path: string }

/** State the server's page gave, kept until the page is drawn again with newer (a refresh). */
function useSynced<T>(given: T) {
  const [value, setValue] = useState(given)
  const [seen, setSeen] = useState(given)
  if (seen !== given) {
    setSeen(given)
    setValue(given)
  }
  return [value, setValue] as const
}

/** The form's state, and its two requests: save one section, submit them all. */
export function useSectionSave(props: FilingFormProps) {
  const { token, plans, changeRequest, today } = props
  const router = useRouter()
  const toasts = useLazyToaster('filing-details')
  const [reports, setReports] = useSynced(props.reports)
  const [status, setStatus] = useSynced(props.status)
  const [ssnOnFile, setSsnOnFile] = useSynced(props.ssnOnFile)
  const [submittedOn, setSubmittedOn] = useSynced(props.submittedOn ?? null)
  // Staff's named sections, until each is saved again.
  const [asked, setAsked] = useState(() =>
    plans.map((plan) => plan.name).filter((name) => changeRequest?.sections.includes(name)),
  )
  const [open, setOpen] = useState(() => firstOpen(plans, props.reports, asked))
  const [problems, setProblems] = useState<Partial<Record<SectionName, Problem[]>>>({})
  const [focus, setFocus] = useState<Focus | null>(null)
  const [said, setSaid] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [withdrawn, setWithdrawn] = useState(false)

  // After the answer is drawn: the field to correct, or where to go on.
  useEffect(() => {
    if (!focus) return
    if ('id' in focus) document.getElementById(focus.id)?.focus()
    else focusProblem(focus.section, focus.path)
  }, [focus])

  const tell = (kind: 'success' | 'error', message: string, description?: string) => {
    setSaid(description ? `${message}. ${description}` : `${message}.`)
    void toasts.notify(kind, message, description)
  }

  const showProblems = (sorted: Partial<Record<SectionName, Problem[]>>) => {
    setProblems((all) => ({ ...all, ...sorted }))
    const first = plans.find((plan) => sorted[plan.name]?.length)
    if (!first) return
    setOpen(first.name)
    const path = localPath(first.name, sorted[first.name]![0]!.path) ?? ''
    setFocus({ section: first.name, path })
  }

  /** A refusal: `saving` names the section sent, absent for a submission. */
  const refused = (answer: Refused, saving?: { name: SectionName; title: string }) => {
    if (answer.code === 422 && answer.problems.length) {
      const sorted = problemsBySection(plans, answer.problems)
      // A save refused for its shape changes nothing else: other sections keep their messages.
      showProblems(saving ? { [saving.name]: sorted[saving.name] ?? [] } : sorted)
      return saving
        ? tell(
            'error',
            `${saving.title}: not saved`,
            'Some answers are not in a form we can take: see the messages beside them.',
          )
        : tell(
            'error',
            'Not submitted yet',
            `${answers(answer.problems.length)} still to give or correct.`,
          )
    }
    tell('error', saving ? `${saving.title}: not saved` : 'Not submitted', answer.error)
    // The order was filed meanwhile: the page draws the details as they now stand.
    if (answer.code === 409) router.refresh()
  }

  const save = async (name: SectionName, values: Record<string, unknown>) => {
    const title = plans.find((plan) => plan.name === name)?.title ?? name
    const answer = await postFilingDetails({ token, sections: { [name]: values } })
    if (!answer.ok) {
      refused(answer, { name, title })
      return false
    }
    setReports(answer.reports)
    if (status === 'submitted' && answer.status !== 'submitted') setWithdrawn(true)
    setStatus(answer.status)
    if (name === 'ein') setSsnOnFile(values.hasSsn !== false && (Boolean(values.ssn) || ssnOnFile))
    const left = answer.reports.find((report) => report.name === name)?.problems ?? []
    setProblems((all) => ({ ...all, [name]: left }))
    const stillAsked = asked.filter((other) => other !== name)
    setAsked(stillAsked)
    if (left.length) {
      tell('success', `${title}: saved`, `${answers(left.length)} still to give in this section.`)
      setFocus({ section: name, path: localPath(name, left[0]!.path) ?? '' })
      return true
    }
    tell('success', `${title}: saved`)
    const next = nextSection(plans, answer.reports, name, stillAsked)
    setOpen(next)
    setFocus({ id: next ? toggleId(next) : SUBMIT_ID })
    return true
  }

  const submit = async () => {
    setSubmitting(true)
    const answer = await postFilingDetails({ token, submit: true })
    setSubmitting(false)
    if (!answer.ok) {
      if (answer.code === 422)
        setReports(reportsFrom(plans, problemsBySection(plans, answer.problems)))
      return refused(answer)
    }
    setReports(answer.reports)
    setStatus(answer.status)
    setSubmittedOn(today)
    setWithdrawn(false)
    setAsked([])
    setProblems({})
    setOpen(null)
    tell(
      'success',
      'Submitted for filing',
      'We are reviewing your details and will write if anything needs changing.',
    )
    router.refresh()
  }

  const toggle = (name: SectionName) => setOpen((current) => (current === name ? null : name))

  return {
    reports,
    status,
    ssnOnFile,
    submittedOn,
    asked,
    open,
    problems,
    said,
    submitting,
    withdrawn,
    save,
    submit,
    toggle,
    toasts,
  }
}
