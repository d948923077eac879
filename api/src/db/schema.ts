import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NotificationType, RemoteChangeAction, Role, SwitchableNotificationType } from 'shared-contract';
import type { CartTables } from '../modules/cart/cart-tables';
import type { CouponTables } from '../modules/coupons/coupon-tables';
import type { OwnershipTables } from '../modules/ownership/ownership-tables';
import type { PurchaseTables } from '../modules/purchase/purchase-tables';
import type { TicketTables } from '../modules/tickets/ticket-tables';

/** Database types (snake_case columns). Money and counts are integers; times are timestamptz (Date). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CollectionTable {
  id: Generated<number>;
  kind: 'webtoon' | 'theme';
  slug: string;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  sort_order: number;
  art_svg: string;
  created_at: CreatedAt;
}

export interface ProjectTable {
  id: Generated<number>;
  webtoon_id: number;
  theme_id: number;
  title_ko: string;
  title_en: string;
  creator_ko: string;
  creator_en: string;
  description_ko: string;
  description_en: string;
  price_gold: number;
  price_usd_cents: number;
  sale_starts_at: Timestamp;
  sale_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  art_svg: string;
  created_at: CreatedAt;
  /**
   * 0027-studio: null is a draft; a future instant is scheduled; a past one is published. Members see the project and
   * its KEY designs only from this instant on (catalog-repository `publishedBy`). Stated on every insert.
   */
  published_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** When the studio last changed the project or one of its designs. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface KeyDesignTable {
  id: Generated<number>;
  project_id: number;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  supply_total: number;
  supply_remaining: number;
  /** `[{ name: {ko,en}, value: {ko,en} }]`, the hidden "key properties" tab. */
  properties: ColumnType<KeyPropertyRow[], string, string>;
  art_svg: string;
  released_at: Timestamp;
  /** SALE designs are drawn in purchases; a MONTHLY design is only given as the KEY of the Month. */
  edition: ColumnType<'SALE' | 'MONTHLY', 'SALE' | 'MONTHLY' | undefined, 'SALE' | 'MONTHLY'>;
  created_at: CreatedAt;
}

export interface KeyPropertyRow {
  name: { ko: string; en: string };
  value: { ko: string; en: string };
}

export interface KeyActivityTable {
  id: Generated<number>;
  key_design_id: number;
  type: 'RELEASE' | 'PURCHASE' | 'TRANSFER' | 'SALE';
  actor: string | null;
  price_gold: number | null;
  occurred_at: Timestamp;
}

export interface BannerTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  subtitle_ko: string;
  subtitle_en: string;
  link_url: string;
  sort_order: number;
  art_svg: string;
  created_at: CreatedAt;
}

export interface NoticeTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  body_ko: string;
  body_en: string;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: Timestamp;
}

export interface FaqTable {
  id: Generated<number>;
  category_ko: string;
  category_en: string;
  question_ko: string;
  question_en: string;
  answer_ko: string;
  answer_en: string;
  sort_order: number;
}

export interface SeedRunTable {
  name: string;
  seeded_at: CreatedAt;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface AgreePush {
  isAgreePush: boolean;
  isAgreePushContents: boolean;
  isAgreePushFreetime: boolean;
  isAgreePushNight: boolean;
}

export interface AppUserTable {
  id: Generated<number>;
  sns_provider: string;
  sns_id: string;
  email: Nullable<string>;
  name: Nullable<string>;
  nickname: Nullable<string>;
  nickname_changed_at: Nullable<Date>;
  nickname_flagged: WithDefault<boolean>;
  role: WithDefault<Role>;
  /** 0 signing up, 1 active, 6 suspended, 9 deactivated. */
  status: WithDefault<number>;
  language_type: WithDefault<'ko' | 'en'>;
  is_agree_mail: WithDefault<boolean>;
  agree_push: ColumnType<AgreePush, string | undefined, string>;
  consents_at: Nullable<Date>;
  cabinet_password_hash: Nullable<string>;
  profile_image_type: Nullable<'UPLOAD' | 'KEY'>;
  profile_upload_id: Nullable<number>;
  profile_key_design_id: Nullable<number>;
  show_adult: WithDefault<boolean>;
  is_adult: WithDefault<boolean>;
  is_adult_kr: WithDefault<boolean>;
  adult_verified_en_at: Nullable<Date>;
  adult_verified_ko_at: Nullable<Date>;
  verified_name: Nullable<string>;
  /** 'YYYY-MM-DD'. */
  birth_date: Nullable<string>;
  phone: Nullable<string>;
  di: Nullable<string>;
  is_pre_book: WithDefault<boolean>;
  purchase_count: WithDefault<number>;
  signed_up_at: Nullable<Date>;
  deactivated_at: Nullable<Date>;
  deactivation_reason: Nullable<string>;
  community_nickname: Nullable<string>;
  community_image_type: Nullable<'UPLOAD' | 'KEY'>;
  community_upload_id: Nullable<number>;
  community_key_design_id: Nullable<number>;
  created_at: CreatedAt;
}

export interface TokenFamilyTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  revoked_at: Nullable<Date>;
  revoked_reason: Nullable<string>;
}

export interface RefreshTokenTable {
  token_hash: string;
  family_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface KeyItemTable {
  id: Generated<number>;
  key_design_id: number;
  serial_no: number;
  owner_id: Nullable<number>;
  acquired_at: Timestamp;
}

export type OwnershipEventKind = 'GRANT' | 'PURCHASE' | 'TRANSFER' | 'SALE' | 'EXCHANGE' | 'REVOKE';

export interface OwnershipEventTable {
  id: Generated<number>;
  key_item_id: number;
  kind: OwnershipEventKind;
  from_user_id: Nullable<number>;
  to_user_id: Nullable<number>;
  occurred_at: Timestamp;
}

export interface ProfileUploadTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: Timestamp;
  /** Random, the image URL's segment (the integer id is not shown in URLs). */
  public_id: string;
}

/** Issue 12 E: what a member uploaded on one KST day (every upload route counts). */
export interface UploadQuotaTable {
  user_id: number;
  /** 'YYYY-MM-DD', KST. */
  day: string;
  files: number;
  bytes: number;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  title_ko: string;
  title_en: string;
  body_ko: string;
  body_en: string;
  link_url: Nullable<string>;
  read_at: Nullable<Date>;
  created_at: Timestamp;
  /** COMMENT and LIKE notifications about one target share a key: one unread row per member (issue 11). */
  group_key: Nullable<string>;
}

/** 0024: a web notification type the member switched off. */
export interface NotificationMuteTable {
  user_id: number;
  type: SwitchableNotificationType;
  muted_at: Timestamp;
}

/** 0025: an immutable published build of a remote, the folder `DEPLOY_DIR/<remote>/<version>/`. */
export interface RemoteReleaseTable {
  remote: string;
  version: string;
  commit: string;
  published_by: string;
  published_at: Timestamp;
}

/** 0025: the live release of a remote; no row means the local build is live (revision 0). */
export interface RemoteRegistryTable {
  remote: string;
  live_version: string;
  revision: number;
  updated_at: Timestamp;
  /** 0026: a release served to `canary_percent` % of browsers (both set or both null). */
  canary_version: string | null;
  canary_percent: number | null;
}

/** 0026: page loads the shells reported for one version of a remote. */
export interface RemoteLoadStatTable {
  remote: string;
  version: string;
  loaded: Generated<number>;
  failed: Generated<number>;
  last_report_at: Timestamp;
}

/** 0025: one switch of a remote's live release. */
export interface RemoteRegistryChangeTable {
  id: Generated<number>;
  remote: string;
  action: RemoteChangeAction;
  from_version: string | null;
  to_version: string;
  actor: string;
  at: Timestamp;
}

export interface CabinetResetTable {
  uuid: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface IdentityVerificationTable {
  id: string;
  purpose: 'account' | 'find';
  user_id: Nullable<number>;
  status: 'PENDING' | 'VERIFIED' | 'USED' | 'FAILED';
  di: Nullable<string>;
  name: Nullable<string>;
  birth_date: Nullable<string>;
  phone: Nullable<string>;
  created_at: Timestamp;
  verified_at: Nullable<Date>;
}

export interface GoldAccountTable {
  user_id: number;
  balance: WithDefault<number>;
  /** Gold held by pending offers (0021): part of the balance that no debit may take. */
  reserved: WithDefault<number>;
}

export type KeyOfferStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN' | 'EXPIRED' | 'LAPSED';

/** 0021-offers: a member's Gold offer on another member's revealed KEY. */
export interface KeyOfferTable {
  id: Generated<number>;
  key_item_id: number;
  bidder_id: number;
  owner_id: number;
  amount_gold: number;
  status: KeyOfferStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  closed_at: Nullable<Date>;
  listing_id: Nullable<number>;
}

/** 0022-watchlist: a member watches one KEY design or one project, with an optional price. */
export interface WatchTable {
  id: Generated<number>;
  user_id: number;
  key_design_id: Nullable<number>;
  project_id: Nullable<number>;
  /** New listings at or under this many Gold are notified; null: every new listing. */
  max_price_gold: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A watched project's drops (its sale opening, a new KEY going on sale) up to this instant have been notified. */
  drops_seen_at: Timestamp;
}

/** 0023-showcase: a member's public showcase switch (no row: off). */
export interface ShowcaseTable {
  user_id: number;
  enabled: WithDefault<boolean>;
  updated_at: Timestamp;
}

/** 0023-showcase: a KEY the member published, shown while they own it since before `published_at`. */
export interface ShowcaseItemTable {
  user_id: number;
  key_item_id: number;
  position: number;
  published_at: Timestamp;
}

export type GoldLedgerKind = 'PURCHASE' | 'SPEND' | 'REFUND' | 'REWARD' | 'ADJUSTMENT' | 'SALE';

export interface GoldLedgerTable {
  id: Generated<number>;
  user_id: number;
  kind: GoldLedgerKind;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balance_after: number;
  /** What moved it, e.g. `payment:<id>` or `purchase:<id>`. */
  reference: string;
  created_at: Timestamp;
}

export type PaymentStatus = 'CREATED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED' | 'FAILED';

export interface PaymentTable {
  id: string;
  user_id: number;
  provider: string;
  purpose: 'GOLD' | 'KEY';
  amount_usd_cents: number;
  gold_amount: WithDefault<number>;
  status: PaymentStatus;
  provider_ref: Nullable<string>;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  settled_at: Nullable<Date>;
}

export interface IdempotencyRecordTable {
  scope: string;
  key: string;
  user_id: Nullable<number>;
  request_hash: string;
  status: 'RUNNING' | 'DONE';
  response_status: Nullable<number>;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  /** Until when a claim committed apart from its work keeps repeats out (null: claimed in the work's transaction, or DONE). */
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

type Json<T> = ColumnType<T, string, string>;

export interface StaffAuditTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  target_type: string;
  target_id: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: Nullable<string>;
  created_at: Timestamp;
}

export interface StoredRefundRound {
  startsAt: string;
  endsAt: string;
  payBy: string;
}

export interface TerminationScheduleTable {
  id: Generated<number>;
  sales_stop_at: Timestamp;
  rounds: Json<StoredRefundRound[]>;
  refund_opens_at: Timestamp;
  deadline: Timestamp;
  published_by: number;
  published_at: Timestamp;
}

export type RefundStatusValue = 'SUBMITTED' | 'UNDER_REVIEW' | 'INCORRECT' | 'APPROVED' | 'COMPLETED' | 'FAILED';
export type RefundCurrencyValue = 'KRW' | 'USD';

export interface RefundBatchTable {
  id: Generated<number>;
  round: number;
  currency: RefundCurrencyValue;
  status: 'OPEN' | 'PAID';
  created_by: number;
  created_at: Timestamp;
  paid_by: Nullable<number>;
  paid_at: Nullable<Date>;
}

export interface RefundRequestTable {
  id: Generated<number>;
  user_id: number;
  status: RefundStatusValue;
  currency: RefundCurrencyValue;
  currency_reason: 'KR_IP' | 'KR_IDENTITY' | 'FOREIGN';
  round: number;
  round_starts_at: Timestamp;
  round_ends_at: Timestamp;
  pay_by: Timestamp;
  amount_in_currency: number;
  /** The RefundAmounts calculation (shared-contract) when (re)submitted. */
  amounts: Json<Record<string, unknown>>;
  bank_ciphertext: Nullable<string>;
  bank_masked: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  reason: Nullable<string>;
  reviewer_id: Nullable<number>;
  approver_id: Nullable<number>;
  batch_id: Nullable<number>;
  submitted_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Nullable<Date>;
  purge_after: Timestamp;
  purged_at: Nullable<Date>;
}

export interface RefundRequestEventTable {
  id: Generated<number>;
  request_id: number;
  status: RefundStatusValue;
  reason: Nullable<string>;
  actor_id: Nullable<number>;
  created_at: Timestamp;
}

export interface SupportInquiryTable {
  id: Generated<number>;
  user_id: Nullable<number>;
  reply_email: string;
  body: string;
  language: 'ko' | 'en';
  status: 'OPEN' | 'ANSWERED';
  privacy_agreed_at: Timestamp;
  created_at: Timestamp;
  answer_body: Nullable<string>;
  answered_by: Nullable<number>;
  answered_at: Nullable<Date>;
}

export interface SupportInquiryAttachmentTable {
  id: Generated<number>;
  inquiry_id: number;
  storage_name: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export type CommunityTargetTypeValue = 'post' | 'comment';
export type CommunityReportStatusValue = 'OPEN' | 'HIDDEN' | 'DISMISSED';

export interface CommunitySettingTable {
  project_id: number;
  closed: WithDefault<boolean>;
  opens_at: Nullable<Date>;
  updated_by: Nullable<number>;
  updated_at: Nullable<Date>;
}

export interface CommunityPostTable {
  id: Generated<number>;
  project_id: number;
  author_id: number;
  body: string;
  like_count: WithDefault<number>;
  comment_count: WithDefault<number>;
  pinned_at: Nullable<Date>;
  hidden_at: Nullable<Date>;
  hidden_by: Nullable<number>;
  deleted_at: Nullable<Date>;
  deleted_by: Nullable<number>;
  edited_at: Nullable<Date>;
  created_at: Timestamp;
}

export interface CommunityPostImageTable {
  id: Generated<number>;
  post_id: number;
  storage_name: string;
  mime_type: string;
  size_bytes: number;
  position: number;
}

export interface CommunityCommentTable {
  id: Generated<number>;
  post_id: number;
  parent_id: Nullable<number>;
  author_id: number;
  body: string;
  like_count: WithDefault<number>;
  hidden_at: Nullable<Date>;
  hidden_by: Nullable<number>;
  deleted_at: Nullable<Date>;
  deleted_by: Nullable<number>;
  edited_at: Nullable<Date>;
  created_at: Timestamp;
}

export interface CommunityReactionTable {
  target_type: CommunityTargetTypeValue;
  target_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface CommunityReportTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: CommunityTargetTypeValue;
  target_id: number;
  project_id: number;
  reason: 'SPAM' | 'ABUSE' | 'HATE' | 'SEXUAL' | 'PERSONAL_INFO' | 'ILLEGAL' | 'OTHER';
  detail: Nullable<string>;
  status: CommunityReportStatusValue;
  resolved_by: Nullable<number>;
  resolved_at: Nullable<Date>;
  created_at: Timestamp;
}

export interface CommunityBanTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  starts_at: Timestamp;
  ends_at: Nullable<Date>;
  lifted_at: Nullable<Date>;
  lifted_by: Nullable<number>;
  created_by: number;
  created_at: Timestamp;
}

export interface MonthlyProgramTable {
  /** `YYYY-MM`, a KST month. */
  month: string;
  checkin_target: number;
  buy_target: number;
  key_design_id: number;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
  distributed_at: Nullable<Date>;
}

export interface MonthlyCheckinTable {
  user_id: number;
  /** `YYYY-MM-DD`, a KST day. */
  day: string;
  month: string;
  checked_at: Timestamp;
}

export interface MonthlyAwardTable {
  id: Generated<number>;
  month: string;
  user_id: number;
  status: 'AWARDED' | 'OUT_OF_SUPPLY' | 'NEEDS_DECISION' | 'REVOKED' | 'KEPT';
  purchase_id: Nullable<number>;
  key_item_id: Nullable<number>;
  awarded_at: Timestamp;
  decision_reason: Nullable<'REVEALED' | 'MOVED'>;
  cancelled_purchase_id: Nullable<number>;
  decided_by: Nullable<number>;
  decided_at: Nullable<Date>;
  note: Nullable<string>;
}

/** Issue 13 B: the pre-registration event's settings (one row, id 1). */
export interface PreBookSettingTable {
  id: number;
  opens_at: Timestamp;
  launch_at: Timestamp;
  reward_kind: 'KEY' | 'TICKET';
  reward_project_id: Nullable<number>;
  updated_by: Nullable<number>;
  updated_at: Nullable<Date>;
}

/** Issue 13 B: one entry per member (unique user_id); the claim fills claimed_at and what was given. */
export interface PreBookEntryTable {
  id: Generated<number>;
  user_id: number;
  entered_at: Timestamp;
  claimed_at: Nullable<Date>;
  reward_kind: Nullable<'KEY' | 'TICKET'>;
  purchase_id: Nullable<number>;
  ticket_id: Nullable<number>;
}

export interface EventPopupTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  body_ko: string;
  body_en: string;
  image: Nullable<string>;
  link_url: Nullable<string>;
  target: 'ALL' | 'MEMBERS' | 'OWNERS';
  target_project_id: Nullable<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reward_kind: 'NONE' | 'KEY' | 'TICKET';
  reward_project_id: Nullable<number>;
  sort_order: WithDefault<number>;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}

export interface EventPopupClaimTable {
  popup_id: number;
  user_id: number;
  claimed_at: Timestamp;
  purchase_id: Nullable<number>;
  ticket_id: Nullable<number>;
}

export interface EventLotteryTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  description_ko: string;
  description_en: string;
  entry_starts_at: Timestamp;
  entry_ends_at: Timestamp;
  draw_at: Timestamp;
  prizes: number;
  prize_kind: 'KEY' | 'TICKET';
  prize_project_id: Nullable<number>;
  eligible_project_id: Nullable<number>;
  seed: string;
  seed_hash: string;
  drawn_at: Nullable<Date>;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}

export interface EventLotteryEntryTable {
  id: Generated<number>;
  lottery_id: number;
  user_id: number;
  entered_at: Timestamp;
  /** Null until the draw. */
  won: Nullable<boolean>;
  prize_claimed_at: Nullable<Date>;
  purchase_id: Nullable<number>;
  ticket_id: Nullable<number>;
}

export interface EventAnnouncementTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  body_ko: string;
  body_en: string;
  lottery_id: Nullable<number>;
  published_at: Timestamp;
  withdrawn_at: Nullable<Date>;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}

/**
 * Every table, one type: the shared tables below and the tables declared beside the module that owns them
 * (purchases, ownership, coupons, tickets, cart), merged here.
 */
/** A member's like of a KEY design or a project (migration 0008-likes): at most one per target. */
export interface MemberLikeTable {
  user_id: number;
  target_type: 'KEY' | 'PROJECT';
  target_id: number;
  created_at: Date;
}

export interface Database extends PurchaseTables, OwnershipTables, CouponTables, TicketTables, CartTables {
  member_like: MemberLikeTable;
  collection: CollectionTable;
  project: ProjectTable;
  key_design: KeyDesignTable;
  key_activity: KeyActivityTable;
  banner: BannerTable;
  notice: NoticeTable;
  faq: FaqTable;
  seed_run: SeedRunTable;
  app_user: AppUserTable;
  token_family: TokenFamilyTable;
  refresh_token: RefreshTokenTable;
  key_item: KeyItemTable;
  ownership_event: OwnershipEventTable;
  profile_upload: ProfileUploadTable;
  upload_quota: UploadQuotaTable;
  notification: NotificationTable;
  notification_mute: NotificationMuteTable;
  remote_release: RemoteReleaseTable;
  remote_registry: RemoteRegistryTable;
  remote_registry_change: RemoteRegistryChangeTable;
  remote_load_stat: RemoteLoadStatTable;
  cabinet_reset: CabinetResetTable;
  identity_verification: IdentityVerificationTable;
  gold_account: GoldAccountTable;
  gold_ledger: GoldLedgerTable;
  payment: PaymentTable;
  idempotency_record: IdempotencyRecordTable;
  staff_audit: StaffAuditTable;
  termination_schedule: TerminationScheduleTable;
  refund_batch: RefundBatchTable;
  refund_request: RefundRequestTable;
  refund_request_event: RefundRequestEventTable;
  support_inquiry: SupportInquiryTable;
  support_inquiry_attachment: SupportInquiryAttachmentTable;
  community_setting: CommunitySettingTable;
  community_post: CommunityPostTable;
  community_post_image: CommunityPostImageTable;
  community_comment: CommunityCommentTable;
  community_reaction: CommunityReactionTable;
  community_report: CommunityReportTable;
  community_ban: CommunityBanTable;
  pre_book_setting: PreBookSettingTable;
  pre_book_entry: PreBookEntryTable;
  monthly_program: MonthlyProgramTable;
  monthly_checkin: MonthlyCheckinTable;
  monthly_award: MonthlyAwardTable;
  event_popup: EventPopupTable;
  event_popup_claim: EventPopupClaimTable;
  event_lottery: EventLotteryTable;
  event_lottery_entry: EventLotteryEntryTable;
  event_announcement: EventAnnouncementTable;
  key_offer: KeyOfferTable;
  watch: WatchTable;
  showcase: ShowcaseTable;
  showcase_item: ShowcaseItemTable;
}

export type AppUserRow = Selectable<AppUserTable>;

export type CollectionRow = Selectable<CollectionTable>;
export type ProjectRow = Selectable<ProjectTable>;
export type KeyDesignRow = Selectable<KeyDesignTable>;
export type NewKeyDesign = Insertable<KeyDesignTable>;
