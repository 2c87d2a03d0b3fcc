import { postgresAdapter } from '@payloadcms/db-postgres'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'url'

import { nobody } from './src/access'
import { graphqlLimitRules } from './src/api/graphqlLimits'
import { operationGuards } from './src/api/operationGuards'
import { pageBlocks } from './src/blocks'
import { Categories } from './src/collections/Categories'
import { exportsOverride } from './src/collections/Exports'
import { Faqs } from './src/collections/Faqs'
import { Jobs } from './src/collections/Jobs'
import { Media } from './src/collections/Media'
import { DocumentSignatures } from './src/collections/DocumentSignatures'
import { OrderDocuments } from './src/collections/OrderDocuments'
import { OrderWork } from './src/collections/OrderWork'
import { AgentMail } from './src/collections/AgentMail'
import { AgentRenewals } from './src/collections/AgentRenewals'
import { AgentServices } from './src/collections/AgentServices'
import { OrderEvents } from './src/collections/OrderEvents'
import { OrderReminders } from './src/collections/OrderReminders'
import { OrderBalances } from './src/collections/OrderBalances'
import { FilingDetails } from './src/collections/FilingDetails'
import { Orders } from './src/collections/Orders'
import { columnLabels } from './src/collections/Orders/columnLabels'
import { pagesCollection } from './src/collections/Pages'
import { Posts } from './src/collections/Posts'
import { Projects } from './src/collections/Projects'
import { redirectsOverrides } from './src/collections/Redirects'
import { siteSearch } from './src/collections/Search'
import { settingsTabLast } from './src/fields/editorTabs'
import { Services } from './src/collections/Services'
import { StateFeeChanges } from './src/collections/StateFeeChanges'
import { StateFees } from './src/collections/StateFees'
import { SubmissionFiles } from './src/collections/SubmissionFiles'
import { TeamMembers } from './src/collections/TeamMembers'
import { Users } from './src/collections/Users'
import { SIGN_IN_REFUSED } from './src/collections/Users/signInRefused'
import { formBuilder } from './src/forms/plugin'
import { spreadsheetSafe } from './src/forms/spreadsheetSafe'
import { emailAdapter } from './src/email/adapter'
import { passwordResetEmail } from './src/email/passwordResetPlugin'
import { emailAutoRun, sendEmailTask } from './src/email/sendEmailTask'
import { answerClientErrors } from './src/errors/answerClientErrors'
import { answerServiceFaults } from './src/errors/answerServiceFaults'
import { payloadLogger } from './src/errors/logger'
import { noteFault } from './src/errors/requestFaults'
import { Footer } from './src/globals/Footer/config'
import { Header } from './src/globals/Header/config'
import { canRunJobs } from './src/jobs/canRunJobs'
import { isJobsLeader } from './src/jobs/jobsLeader'
import { confirmStateFeesTask } from './src/order/server/balances/recordChange'
import { makeOrderDocumentsTask } from './src/order/server/documents/task'
import { sendOrderLinksTask } from './src/order/server/lostLinks'
import { ordersServer } from './src/order/server/plugin'
import { sendDueRemindersTask } from './src/order/server/reminders/task'
import { SiteSettings } from './src/globals/SiteSettings/config'
import { s3StorageFromEnv } from './src/storage'
import { storageReady } from './src/storage/storageReady'
import { poolTimeouts } from './src/utilities/databaseTimeouts'
import { publicPath } from './src/utilities/paths'
import { businessTimeZone } from './src/utilities/dates'
import { serverUrl, serverUrlIsSet } from './src/utilities/serverUrl'
import { watchedPg } from './src/utilities/watchedPool'
import { withHeaders } from './src/utilities/csvHeaders'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const orderHeaders = columnLabels(Orders.fields)

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: {
      titleSuffix: ' · Formation admin',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    // Gravatar would load from the internet; the built-in avatar works offline.
    avatar: 'default',
    components: {
      beforeDashboard: ['@/order/admin/OrdersDashboard#OrdersDashboard'],
      graphics: {
        Icon: '@/components/AdminBrand#AdminIcon',
        Logo: '@/components/AdminBrand#AdminLogo',
      },
    },
    // What staff check a page at in live preview: a phone, a tablet and a laptop.
    livePreview: {
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    },
    // Scheduled publishing is set in the business's own time zone (BUSINESS_TIME_ZONE).
    timezones: {
      defaultTimezone: businessTimeZone(),
      supportedTimezones: ({ defaultTimezones }) =>
        defaultTimezones.some(({ value }) => value === businessTimeZone())
          ? defaultTimezones
          : [{ label: businessTimeZone(), value: businessTimeZone() }, ...defaultTimezones],
    },
  },
  collections: [
    pagesCollection(pageBlocks),
    Posts,
    Categories,
    Jobs,
    Projects,
    Services,
    Faqs,
    TeamMembers,
    Media,
    Orders,
    OrderEvents,
    OrderDocuments,
    DocumentSignatures,
    OrderWork,
    AgentServices,
    AgentRenewals,
    AgentMail,
    OrderReminders,
    OrderBalances,
    FilingDetails,
    StateFees,
    StateFeeChanges,
    SubmissionFiles,
    Users,
  ],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  i18n: {
    translations: {
      en: { error: { emailOrPasswordIncorrect: SIGN_IN_REFUSED, userLocked: SIGN_IN_REFUSED } },
    },
  },
  secret: process.env.PAYLOAD_SECRET || '',
  // Empty while unset (development): Payload then makes its links from the request.
  serverURL: serverUrlIsSet() ? serverUrl() : '',
  // GraphQL serves staff only (src/api/graphqlGate.ts), within the limits of src/api/graphqlLimits.ts.
  graphQL: { disableIntrospectionInProduction: true, validationRules: graphqlLimitRules },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  db: postgresAdapter({
    // Nothing waits forever on the database (src/utilities/databaseTimeouts.ts).
    pool: { connectionString: process.env.DATABASE_URL || '', ...poolTimeouts() },
    // Its pool's one error listener: a restart of PostgreSQL is a warning, not an uncaught
    // exception (src/utilities/watchedPool.ts). A request that met the database unavailable
    // is answered 503 even where Payload swallowed the error (src/errors/requestFaults.ts).
    pg: watchedPg('payload', noteFault),
    // The schema only ever changes through committed migrations, so no environment can stop
    // on an interactive schema-push prompt. `npm run migrate:create` writes a new one.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // Migrations are applied by src/database/prepare.ts under an advisory lock (at server
    // start and by `npm run prepare`), not by Payload's prodMigrations: replicas starting
    // together would otherwise migrate at the same time.
  }),
  email: emailAdapter(),
  jobs: {
    tasks: [
      sendEmailTask,
      sendOrderLinksTask,
      sendDueRemindersTask,
      confirmStateFeesTask,
      makeOrderDocumentsTask,
    ],
    autoRun: emailAutoRun,
    // One replica of the app runs the queues (src/jobs/jobsLeader.ts).
    shouldAutoRun: isJobsLeader,
    // Scheduled publishing runs through the jobs endpoint, inside a request (src/jobs).
    access: { run: canRunJobs },
  },
  upload: { limits: { fileSize: 10_000_000 } },
  // Last, the server's own faults: their answer (503) is the one given.
  hooks: { afterError: [answerClientErrors, answerServiceFaults] },
  logger: payloadLogger,
  sharp,
  plugins: [
    // First, so the collections they complete are whole before any other plugin reads them.
    ordersServer,
    passwordResetEmail,
    formBuilder,
    // Staff download what visitors sent as CSV, from the submissions list.
    importExportPlugin({
      collections: [
        {
          slug: 'form-submissions',
          import: false,
          export: {
            format: 'csv',
            disableJobsQueue: true,
            disableSave: true,
            hooks: { before: ({ data }) => spreadsheetSafe(data) },
          },
        },
        // The filtered orders list; secret fields are marked `plugin-import-export.disabled`.
        // Headers are the labels staff read in the admin ("Company name", not `llcname`).
        {
          slug: 'orders',
          import: false,
          export: {
            format: 'csv',
            disableJobsQueue: true,
            disableSave: true,
            hooks: { before: ({ data }) => withHeaders(spreadsheetSafe(data), orderHeaders) },
          },
        },
      ],
      overrideExportCollection: exportsOverride,
      // Nothing is imported: visitors' submissions are never written by staff.
      overrideImportCollection: ({ collection }) => ({
        ...collection,
        admin: { ...collection.admin, hidden: true },
        access: { read: nobody, create: nobody, update: nobody, delete: nobody },
      }),
    }),
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['308', '307'],
      redirectTypeFieldOverride: {
        defaultValue: '308',
        admin: { description: 'Permanent (308) unless the old address will come back.' },
      },
      overrides: redirectsOverrides,
    }),
    s3StorageFromEnv(),
    // Upload folders that cannot be made are the server's fault, answered 503.
    storageReady,
    seoPlugin({
      collections: ['pages', 'posts', 'jobs', 'projects', 'services'],
      tabbedUI: true,
      uploadsCollection: 'media',
      generateTitle: ({ doc }) => `${doc?.title ?? ''} · Formation`,
      generateDescription: ({ doc }) => doc?.title ?? '',
      generateURL: ({ doc, collectionSlug }) =>
        `${serverUrl()}${publicPath(collectionSlug ?? 'pages', doc?.slug ?? '')}`,
    }),
    // After the SEO plugin, which adds its tab last: Content, SEO, Settings.
    settingsTabLast,
    // /search over pages, posts, roles and states; after the plugins that complete them.
    siteSearch,
    // Last, so that the collections the plugins above add are guarded too.
    operationGuards,
  ],
  telemetry: false,
})
