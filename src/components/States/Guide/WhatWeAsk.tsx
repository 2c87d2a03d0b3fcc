import { ENTITY_KEYS, ENTITY_LABELS, type EntityKey } from '@/collections/StateFees/vocabulary'
import { asks, type FilingRules, filingRulesOf } from '@/order/filing/rules'
import type { StateFee } from '@/payload-types'

import { Rule } from './Rule'
import styles from './styles.module.css'

/** What every order of the entity type is asked after payment, beyond the name and contact. */
const ASKED: Record<EntityKey, string[]> = {
  llc: [
    'Each member (a person or a company): legal name, address and share, adding up to 100%',
    'Whether the members run the LLC or name managers, and the managers',
  ],
  corporation: [
    'Authorized shares and their par value, and the shares each shareholder receives',
    'The first directors, and the president, secretary and treasurer (one person may hold several offices)',
  ],
  nonprofit: [
    'Its specific purpose, and whether it will apply for 501(c)(3) status (then the IRS’s purpose and dissolution clauses go in its articles)',
    'The first directors, and whether it has members',
  ],
}

const COMMON = [
  'The registered agent: ours (below), or your own with a street address in the state',
  'The principal office and a mailing address, and the fiscal year’s last month',
  'When the company starts: the day the state files it, or a later day',
]

function Rules({ entity, rules }: { entity: EntityKey; rules: FilingRules }) {
  const also = [
    asks(rules, 'naics') && 'the industry’s NAICS code',
    asks(rules, 'county') && 'the county of the principal office',
    asks(rules, 'specificPurpose') && entity !== 'nonprofit' && 'a specific business purpose',
  ].filter(Boolean)
  return (
    <dl className={`fact-list ${styles.facts}`}>
      {entity !== 'llc' && (
        <Rule term="Fewest directors" rule={rules.minDirectors} words={(n) => String(n)} />
      )}
      <Rule
        term="A later start"
        rule={rules.effectiveDateMaxDays}
        words={(days) =>
          days === 0
            ? 'Not allowed: the company starts when filed'
            : `Up to ${days} days after filing`
        }
      />
      <Rule
        term="PO boxes"
        rule={rules.poBoxRefused}
        words={(where) =>
          where.length
            ? `Not accepted for ${where.map((w) => (w === 'registeredOffice' ? 'the registered office' : 'the principal office')).join(' or ')}`
            : 'Accepted'
        }
      />
      {also.length > 0 && (
        <Rule
          term="The state also asks"
          rule={rules.requiredFields}
          words={() => also.join('; ')}
        />
      )}
      <Rule
        term="Publication after filing"
        rule={rules.publication}
        words={(publication) =>
          publication
            ? `Required${publication.withinDays ? ` within ${publication.withinDays} days` : ''}${publication.what ? `: ${publication.what}` : ''}`
            : rules.publication.isDefault
              ? 'Not known yet'
              : 'Not required'
        }
      />
    </dl>
  )
}

/** "What we will ask you" after payment, per entity type, with the state's filing rules. */
export function WhatWeAsk({ record }: { record: StateFee }) {
  return (
    <div className={styles.columns}>
      {ENTITY_KEYS.map((entity) => (
        <div key={entity}>
          <h3>{ENTITY_LABELS[entity]}</h3>
          <ul>
            {[...ASKED[entity], ...COMMON].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Rules entity={entity} rules={filingRulesOf(entity, record[`${entity}Facts`].filing)} />
        </div>
      ))}
    </div>
  )
}
