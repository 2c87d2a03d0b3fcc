import Link from 'next/link'

import type { AccordionItem } from '@/components/Accordion'
import { Accordion, Tabs } from '@/components/islands'
import { CMSLink } from '@/components/CMSLink'
import { LinkButtons } from '@/components/CMSLink/LinkButtons'
import { SectionHeading } from '@/components/SectionHeading'
import { faqTopics } from '@/collections/Faqs/topics'
import { type Question, questionsOf } from '@/content/faqs'
import type { FaqBlock } from '@/payload-types'

import { paragraphs } from '@/utilities/paragraphs'
import styles from './styles.module.css'

type Group = { key: string; title: string; questions: Question[] }

const Answer = ({ text }: { text: string }) => paragraphs(text).map((p, i) => <p key={i}>{p}</p>)

const accordionItems = (group: Group): AccordionItem[] =>
  group.questions.map((q) => ({
    id: `${group.key}-${q.id}`,
    title: q.question,
    content: <Answer text={q.answer} />,
  }))

export async function FaqView({ eyebrow, title, intro, layout, groups, closing, links }: FaqBlock) {
  const loaded: Group[] = await Promise.all(
    groups.map(async (group, i) => ({
      key: group.id ?? String(i),
      title: group.title || faqTopics.find((t) => t.value === group.topic)?.label || 'Questions',
      questions: await questionsOf(group.topic, group.limit),
    })),
  )
  const ask = links?.[0]?.link
  // An empty group still says something useful: where to ask instead.
  const empty = (
    <div className={styles.empty}>
      <p>No questions here yet.</p>
      {ask ? (
        <CMSLink {...ask} label="Ask us a question" appearance="text" />
      ) : (
        <Link href="/contact">Ask us a question</Link>
      )}
    </div>
  )
  const all: Group = { key: 'all', title: '', questions: loaded.flatMap((g) => g.questions) }

  let body
  if (layout === 'grid') {
    body = all.questions.length ? (
      <ul className={`card-list ${styles.grid}`}>
        {loaded.flatMap((group) =>
          group.questions.map((q) => (
            <li key={`${group.key}-${q.id}`} className={`card-surface ${styles.card}`}>
              <h3>{q.question}</h3>
              <Answer text={q.answer} />
            </li>
          )),
        )}
      </ul>
    ) : (
      empty
    )
  } else if (layout === 'groups') {
    body = (
      <div className={styles.groups}>
        {loaded.map((group) => (
          <div key={group.key}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            {group.questions.length ? (
              <Accordion items={accordionItems(group)} headingLevel={4} />
            ) : (
              empty
            )}
          </div>
        ))}
      </div>
    )
  } else if (layout === 'tabs') {
    body = (
      <Tabs
        orientation="vertical"
        label={title ? `${title}: topics` : 'Questions by topic'}
        tabs={loaded.map((group) => ({
          id: group.key,
          label: group.title,
          content: group.questions.length ? <Accordion items={accordionItems(group)} /> : empty,
        }))}
      />
    )
  } else {
    body = all.questions.length ? (
      <div className={styles.single}>
        <Accordion items={loaded.flatMap(accordionItems)} />
      </div>
    ) : (
      empty
    )
  }

  return (
    <>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {body}
      {(closing || Boolean(links?.length)) && (
        <div className={styles.closing}>
          {closing && <p>{closing}</p>}
          <LinkButtons links={links} />
        </div>
      )}
    </>
  )
}
