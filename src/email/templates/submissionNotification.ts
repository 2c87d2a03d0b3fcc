import { escapeHtml as h } from './escape'

export type SubmissionNotice = {
  formTitle: string
  summary: string
  /** Each answer under the label the form gives it, in the form's order. */
  answers: { label: string; value: string }[]
  files: number
  adminLink: string
}

/** The staff mail for one new form submission: what was sent and where to read it. */
export function submissionNotification({
  formTitle,
  summary,
  answers,
  files,
  adminLink,
}: SubmissionNotice) {
  const attached = files
    ? `${files} attached file${files === 1 ? '' : 's'}: open the submission to download ${files === 1 ? 'it' : 'them'}.`
    : null
  return {
    subject: `New ${formTitle} submission: ${summary}`.slice(0, 160),
    text: [
      `A visitor sent the ${formTitle} form.`,
      '',
      ...answers.map(({ label, value }) => `${label}: ${value}`),
      ...(attached ? ['', attached] : []),
      '',
      `Open it in the admin: ${adminLink}`,
    ].join('\n'),
    html: [
      `<p>A visitor sent the <strong>${h(formTitle)}</strong> form.</p>`,
      '<table cellpadding="6" style="border-collapse:collapse">',
      ...answers.map(
        ({ label, value }) =>
          `<tr><th align="left" valign="top">${h(label)}</th><td style="white-space:pre-wrap">${h(value)}</td></tr>`,
      ),
      '</table>',
      ...(attached ? [`<p>${h(attached)}</p>`] : []),
      `<p><a href="${h(adminLink)}">Open it in the admin</a></p>`,
    ].join('\n'),
  }
}
