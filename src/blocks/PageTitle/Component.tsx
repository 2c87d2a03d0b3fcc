import { PageTitle } from '@/components/PageTitle'
import type { PageTitleBlock as PageTitleBlockProps } from '@/payload-types'

type Props = Pick<PageTitleBlockProps, 'title' | 'crumb'> & { pageTitle: string }

/** The page-title banner as a block: the heading and crumb staff typed, else the page's title. */
export function PageTitleBlock({ title, crumb, pageTitle }: Props) {
  return <PageTitle title={title} crumb={crumb} pageTitle={pageTitle} />
}
