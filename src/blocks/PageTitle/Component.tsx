import { PageTitle } from '@/components/PageTitle'
import type { PageTitleBlock } from '@/payload-types'

type Props = Pick<PageTitleBlock, 'title' | 'crumb'> & { pageTitle: string }

/** The page-title banner as a block: the heading and crumb staff typed, else the page's title. */
export function PageTitleView({ title, crumb, pageTitle }: Props) {
  return <PageTitle title={title} crumb={crumb} pageTitle={pageTitle} />
}
