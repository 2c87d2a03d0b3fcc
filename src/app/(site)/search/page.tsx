import type { Metadata } from 'next'
import Link from 'next/link'

import { PageTitle } from '@/components/PageTitle'
import { SearchBox } from '@/components/SearchBox'
import { Section } from '@/components/Section'
import { RESULTS_SHOWN, searchSite, type SiteSearch } from '@/content/search'
import { searchQuery } from '@/utilities/searchQuery'

import styles from './page.module.css'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const query = searchQuery((await searchParams).q)
  return {
    title: query ? `Search: ${query}` : 'Search',
    // A results page is the visitor's words; search engines follow its links, not index it.
    robots: { index: false, follow: true },
  }
}

const EXAMPLES = ['Texas', 'annual report', 'EIN', 'nonprofit']

const searchPath = (words: string) => `/search?q=${encodeURIComponent(words)}`

function Examples() {
  return (
    <p className={styles.hint}>
      Try a state, a company type or a question:{' '}
      {EXAMPLES.map((words, index) => (
        <span key={words}>
          {index > 0 && ', '}
          <Link href={searchPath(words)}>{words}</Link>
        </span>
      ))}
      .
    </p>
  )
}

function countText({ results, total }: SiteSearch, query: string) {
  if (total === 0) return `Nothing matches “${query}”.`
  const found = `${total} result${total === 1 ? '' : 's'} for “${query}”`
  return total > results.length
    ? `${found}; the ${RESULTS_SHOWN} best are shown. Add a word to narrow them.`
    : `${found}.`
}

/** The site search: published pages, blog posts, open roles and state guides. */
export default async function SearchPage({ searchParams }: Args) {
  const query = searchQuery((await searchParams).q)
  const found = query ? await searchSite(query) : null
  return (
    <>
      <Section background="dark" spacing="compact">
        <PageTitle pageTitle={query ? `Search: ${query}` : 'Search the site'} crumb="Search" />
      </Section>
      <Section>
        <div className={styles.search}>
          <label htmlFor="site-search" className={styles.label}>
            Search pages, state guides, blog posts and open roles
          </label>
          <SearchBox
            action="/search"
            id="site-search"
            query={query}
            placeholder="e.g. Delaware LLC"
          />
          {!found && <Examples />}
          {found && (
            <>
              <p role="status" className={styles.count}>
                {countText(found, query)}
              </p>
              {found.total === 0 && (
                <p className={styles.hint}>
                  Check the spelling or use fewer words, or browse the{' '}
                  <Link href="/states">state guides</Link> and the <Link href="/blog">blog</Link>.
                </p>
              )}
              <ol className={styles.results}>
                {found.results.map((result) => (
                  <li key={result.id} className={styles.result}>
                    <p className={styles.kind}>{result.kind}</p>
                    <h2 className={styles.title}>
                      <Link href={result.path}>{result.title}</Link>
                    </h2>
                    {result.summary && <p className={styles.summary}>{result.summary}</p>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </Section>
    </>
  )
}
