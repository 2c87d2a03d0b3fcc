import * as migration_20261121_094417_initial from './20261121_094417_initial'
import * as migration_20261121_101531_pages_blocks_globals from './20261121_101531_pages_blocks_globals'
import * as migration_20261121_103612_orders_state_fees from './20261121_103612_orders_state_fees'
import * as migration_20261121_111321_order_wizard from './20261121_111321_order_wizard'
import * as migration_20261122_021726_payment_settlement from './20261122_021726_payment_settlement'
import * as migration_20261122_023349_blocks_cards_links_sections from './20261122_023349_blocks_cards_links_sections'
import * as migration_20261122_061934_display_pages from './20261122_061934_display_pages'
import * as migration_20261122_085927_account from './20261122_085927_account'
import * as migration_20261122_093034_forms_email_accounts from './20261122_093034_forms_email_accounts'
import * as migration_20261122_155610_content_freshness from './20261122_155610_content_freshness'
import * as migration_20261123_094951_blog from './20261123_094951_blog'
import * as migration_20261123_144732_home_variants from './20261123_144732_home_variants'
import * as migration_20261123_202129_storage_prefix from './20261123_202129_storage_prefix'
import * as migration_20261123_202200_shared_limits from './20261123_202200_shared_limits'
import * as migration_20261123_235055_order_lifecycle from './20261123_235055_order_lifecycle'
import * as migration_20261123_235100_verified_state_fees from './20261123_235100_verified_state_fees'
import * as migration_20261124_180000_field_key_fingerprint from './20261124_180000_field_key_fingerprint'
import * as migration_20261125_031759_state_records from './20261125_031759_state_records'
import * as migration_20261125_045409_customer_page from './20261125_045409_customer_page'
import * as migration_20261127_193138_staff_editing from './20261127_193138_staff_editing'
import * as migration_20261127_202442_block_defaults from './20261127_202442_block_defaults'
import * as migration_20261127_224912_site_search from './20261127_224912_site_search'
import * as migration_20261127_234136_hide_from_search_engines from './20261127_234136_hide_from_search_engines'
import * as migration_20261128_034249_legal_pages_service_pages from './20261128_034249_legal_pages_service_pages'
import * as migration_20261128_063609_search_services from './20261128_063609_search_services'
import * as migration_20261128_071000_search_trigram_index from './20261128_071000_search_trigram_index'
import * as migration_20261129_010000_posts_trigram_index from './20261129_010000_posts_trigram_index'
import * as migration_20261201_235823_filing_details from './20261201_235823_filing_details'
import * as migration_20261202_001825_registered_agent_offices from './20261202_001825_registered_agent_offices'
import * as migration_20261202_002939_filing_details_confirmed from './20261202_002939_filing_details_confirmed'
import * as migration_20261202_162931_reminder_publication from './20261202_162931_reminder_publication'
import * as migration_20261204_201022_official_on_state_hosts from './20261204_201022_official_on_state_hosts'
import * as migration_20261204_202223_researched_state_fees from './20261204_202223_researched_state_fees'
import * as migration_20261204_210000_researched_obligations from './20261204_210000_researched_obligations'
import * as migration_20261204_210503_name_approvals from './20261204_210503_name_approvals'
import * as migration_20261206_060038_state_fee_balances from './20261206_060038_state_fee_balances'
import * as migration_20261206_070000_fee_sources_reexamined from './20261206_070000_fee_sources_reexamined'
import * as migration_20261206_101022_order_documents_generated from './20261206_101022_order_documents_generated'
import * as migration_20261206_130423_document_signatures from './20261206_130423_document_signatures'
import * as migration_20261206_131324_order_work from './20261206_131324_order_work'
import * as migration_20261206_132934_reminder_election from './20261206_132934_reminder_election'
import * as migration_20261206_141500_completed_orders_work_done from './20261206_141500_completed_orders_work_done'
import * as migration_20261206_162127_balance_refunded_with_order from './20261206_162127_balance_refunded_with_order'
import * as migration_20261206_163303_agent_services from './20261206_163303_agent_services'
import * as migration_20261206_163400_agent_services_of_filed_orders from './20261206_163400_agent_services_of_filed_orders'
import * as migration_20261206_165423_agent_mail from './20261206_165423_agent_mail'
import * as migration_20261206_173000_terms_registered_agent from './20261206_173000_terms_registered_agent'
import * as migration_20261206_182334_agent_price_optional from './20261206_182334_agent_price_optional'
import * as migration_20261206_195307_agent_renewals from './20261206_195307_agent_renewals'
import * as migration_20261206_204048_agent_renewal_refunds from './20261206_204048_agent_renewal_refunds'
import * as migration_20261206_232459_agent_saved_cards from './20261206_232459_agent_saved_cards'

export const migrations = [
  {
    up: migration_20261121_094417_initial.up,
    down: migration_20261121_094417_initial.down,
    name: '20261121_094417_initial',
  },
  {
    up: migration_20261121_101531_pages_blocks_globals.up,
    down: migration_20261121_101531_pages_blocks_globals.down,
    name: '20261121_101531_pages_blocks_globals',
  },
  {
    up: migration_20261121_103612_orders_state_fees.up,
    down: migration_20261121_103612_orders_state_fees.down,
    name: '20261121_103612_orders_state_fees',
  },
  {
    up: migration_20261121_111321_order_wizard.up,
    down: migration_20261121_111321_order_wizard.down,
    name: '20261121_111321_order_wizard',
  },
  {
    up: migration_20261122_021726_payment_settlement.up,
    down: migration_20261122_021726_payment_settlement.down,
    name: '20261122_021726_payment_settlement',
  },
  {
    up: migration_20261122_023349_blocks_cards_links_sections.up,
    down: migration_20261122_023349_blocks_cards_links_sections.down,
    name: '20261122_023349_blocks_cards_links_sections',
  },
  {
    up: migration_20261122_061934_display_pages.up,
    down: migration_20261122_061934_display_pages.down,
    name: '20261122_061934_display_pages',
  },
  {
    up: migration_20261122_085927_account.up,
    down: migration_20261122_085927_account.down,
    name: '20261122_085927_account',
  },
  {
    up: migration_20261122_093034_forms_email_accounts.up,
    down: migration_20261122_093034_forms_email_accounts.down,
    name: '20261122_093034_forms_email_accounts',
  },
  {
    up: migration_20261122_155610_content_freshness.up,
    down: migration_20261122_155610_content_freshness.down,
    name: '20261122_155610_content_freshness',
  },
  {
    up: migration_20261123_094951_blog.up,
    down: migration_20261123_094951_blog.down,
    name: '20261123_094951_blog',
  },
  {
    up: migration_20261123_144732_home_variants.up,
    down: migration_20261123_144732_home_variants.down,
    name: '20261123_144732_home_variants',
  },
  {
    up: migration_20261123_202129_storage_prefix.up,
    down: migration_20261123_202129_storage_prefix.down,
    name: '20261123_202129_storage_prefix',
  },
  {
    up: migration_20261123_202200_shared_limits.up,
    down: migration_20261123_202200_shared_limits.down,
    name: '20261123_202200_shared_limits',
  },
  {
    up: migration_20261123_235055_order_lifecycle.up,
    down: migration_20261123_235055_order_lifecycle.down,
    name: '20261123_235055_order_lifecycle',
  },
  {
    up: migration_20261123_235100_verified_state_fees.up,
    down: migration_20261123_235100_verified_state_fees.down,
    name: '20261123_235100_verified_state_fees',
  },
  {
    up: migration_20261124_180000_field_key_fingerprint.up,
    down: migration_20261124_180000_field_key_fingerprint.down,
    name: '20261124_180000_field_key_fingerprint',
  },
  {
    up: migration_20261125_031759_state_records.up,
    down: migration_20261125_031759_state_records.down,
    name: '20261125_031759_state_records',
  },
  {
    up: migration_20261125_045409_customer_page.up,
    down: migration_20261125_045409_customer_page.down,
    name: '20261125_045409_customer_page',
  },
  {
    up: migration_20261127_193138_staff_editing.up,
    down: migration_20261127_193138_staff_editing.down,
    name: '20261127_193138_staff_editing',
  },
  {
    up: migration_20261127_202442_block_defaults.up,
    down: migration_20261127_202442_block_defaults.down,
    name: '20261127_202442_block_defaults',
  },
  {
    up: migration_20261127_224912_site_search.up,
    down: migration_20261127_224912_site_search.down,
    name: '20261127_224912_site_search',
  },
  {
    up: migration_20261127_234136_hide_from_search_engines.up,
    down: migration_20261127_234136_hide_from_search_engines.down,
    name: '20261127_234136_hide_from_search_engines',
  },
  {
    up: migration_20261128_034249_legal_pages_service_pages.up,
    down: migration_20261128_034249_legal_pages_service_pages.down,
    name: '20261128_034249_legal_pages_service_pages',
  },
  {
    up: migration_20261128_063609_search_services.up,
    down: migration_20261128_063609_search_services.down,
    name: '20261128_063609_search_services',
  },
  {
    up: migration_20261128_071000_search_trigram_index.up,
    down: migration_20261128_071000_search_trigram_index.down,
    name: '20261128_071000_search_trigram_index',
  },
  {
    up: migration_20261129_010000_posts_trigram_index.up,
    down: migration_20261129_010000_posts_trigram_index.down,
    name: '20261129_010000_posts_trigram_index',
  },
  {
    up: migration_20261201_235823_filing_details.up,
    down: migration_20261201_235823_filing_details.down,
    name: '20261201_235823_filing_details',
  },
  {
    up: migration_20261202_001825_registered_agent_offices.up,
    down: migration_20261202_001825_registered_agent_offices.down,
    name: '20261202_001825_registered_agent_offices',
  },
  {
    up: migration_20261202_002939_filing_details_confirmed.up,
    down: migration_20261202_002939_filing_details_confirmed.down,
    name: '20261202_002939_filing_details_confirmed',
  },
  {
    up: migration_20261202_162931_reminder_publication.up,
    down: migration_20261202_162931_reminder_publication.down,
    name: '20261202_162931_reminder_publication',
  },
  {
    up: migration_20261204_201022_official_on_state_hosts.up,
    down: migration_20261204_201022_official_on_state_hosts.down,
    name: '20261204_201022_official_on_state_hosts',
  },
  {
    up: migration_20261204_202223_researched_state_fees.up,
    down: migration_20261204_202223_researched_state_fees.down,
    name: '20261204_202223_researched_state_fees',
  },
  {
    up: migration_20261204_210000_researched_obligations.up,
    down: migration_20261204_210000_researched_obligations.down,
    name: '20261204_210000_researched_obligations',
  },
  {
    up: migration_20261204_210503_name_approvals.up,
    down: migration_20261204_210503_name_approvals.down,
    name: '20261204_210503_name_approvals',
  },
  {
    up: migration_20261206_060038_state_fee_balances.up,
    down: migration_20261206_060038_state_fee_balances.down,
    name: '20261206_060038_state_fee_balances',
  },
  {
    up: migration_20261206_070000_fee_sources_reexamined.up,
    down: migration_20261206_070000_fee_sources_reexamined.down,
    name: '20261206_070000_fee_sources_reexamined',
  },
  {
    up: migration_20261206_101022_order_documents_generated.up,
    down: migration_20261206_101022_order_documents_generated.down,
    name: '20261206_101022_order_documents_generated',
  },
  {
    up: migration_20261206_130423_document_signatures.up,
    down: migration_20261206_130423_document_signatures.down,
    name: '20261206_130423_document_signatures',
  },
  {
    up: migration_20261206_131324_order_work.up,
    down: migration_20261206_131324_order_work.down,
    name: '20261206_131324_order_work',
  },
  {
    up: migration_20261206_132934_reminder_election.up,
    down: migration_20261206_132934_reminder_election.down,
    name: '20261206_132934_reminder_election',
  },
  {
    up: migration_20261206_141500_completed_orders_work_done.up,
    down: migration_20261206_141500_completed_orders_work_done.down,
    name: '20261206_141500_completed_orders_work_done',
  },
  {
    up: migration_20261206_162127_balance_refunded_with_order.up,
    down: migration_20261206_162127_balance_refunded_with_order.down,
    name: '20261206_162127_balance_refunded_with_order',
  },
  {
    up: migration_20261206_163303_agent_services.up,
    down: migration_20261206_163303_agent_services.down,
    name: '20261206_163303_agent_services',
  },
  {
    up: migration_20261206_163400_agent_services_of_filed_orders.up,
    down: migration_20261206_163400_agent_services_of_filed_orders.down,
    name: '20261206_163400_agent_services_of_filed_orders',
  },
  {
    up: migration_20261206_165423_agent_mail.up,
    down: migration_20261206_165423_agent_mail.down,
    name: '20261206_165423_agent_mail',
  },
  {
    up: migration_20261206_173000_terms_registered_agent.up,
    down: migration_20261206_173000_terms_registered_agent.down,
    name: '20261206_173000_terms_registered_agent',
  },
  {
    up: migration_20261206_182334_agent_price_optional.up,
    down: migration_20261206_182334_agent_price_optional.down,
    name: '20261206_182334_agent_price_optional',
  },
  {
    up: migration_20261206_195307_agent_renewals.up,
    down: migration_20261206_195307_agent_renewals.down,
    name: '20261206_195307_agent_renewals',
  },
  {
    up: migration_20261206_204048_agent_renewal_refunds.up,
    down: migration_20261206_204048_agent_renewal_refunds.down,
    name: '20261206_204048_agent_renewal_refunds',
  },
  {
    up: migration_20261206_232459_agent_saved_cards.up,
    down: migration_20261206_232459_agent_saved_cards.down,
    name: '20261206_232459_agent_saved_cards',
  },
]
