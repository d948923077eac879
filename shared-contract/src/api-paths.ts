import type { CommunityTargetType } from './community';

/** The API's OpenAPI 3.1 document, and the page that reads it. */
export const API_DOCS = { document: '/api/openapi.json', ui: '/api/docs' } as const;

/** Every API path, shared by the api (route registration) and the clients (requests). */
export const API = {
  health: '/_/health',
  serviceInfo: '/api/service/info',
  testClock: '/api/_test/clock',
  main: '/api/main',
  banner: '/api/banner',
  theme: '/api/theme',
  project: '/api/project',
  projectSearch: '/api/project/search',
  projectOtherKeys: '/api/project/other-keys',
  searchProject: '/api/search/project',
  searchKey: '/api/search/key',
  searchTop6: '/api/search/projectForTop6',
  /** `GET ?nickname=` (member): active members by nickname, exact match first, then prefix matches (nicknameSearchSchema). */
  searchNickname: '/api/search/nickname',
  /** `GET ?id=`: one collection (webtoon or theme) with its projects (collectionWithProjectsSchema); 404 COLLECTION_NOT_FOUND. */
  collection: '/api/collection',
  collectionList: '/api/collection/list',
  /** `GET`: the content lists the main page composes, as ids and titles: its banners, sections and newest KEYs (contentListSchema). */
  contentsList: '/api/contents/list',
  keyDetails: '/api/key/details',
  keyAll: '/api/key/all',
  notice: '/api/notice',
  faq: '/api/faq',
  logger: '/api/logger',
  authRefresh: '/api/auth/refresh',
  authSignUp: '/api/auth/sign-up',
  /** `GET`: the terms of service and privacy texts (ko, en) with their versions (signUpTermsSchema). */
  authTerms: '/api/auth/terms',
  authIp: '/api/auth/ip',
  authFind: '/api/auth/find',
  authCheckVerification: '/api/auth/check-verification',
  authVerificationSignUp: '/api/auth/verification-sign-up',
  userPhoneVerification: '/api/user/phone-verification',
  userMe: '/api/user/me',
  /**
   * `POST { token }` (or the bearer header) on the frontend origin, outside /api: the spec's frontend proxy of the
   * user fetch, answering the member as `GET /api/user/me` does for that token.
   */
  userMeProxy: '/user/me',
  userInfo: '/api/user/info',
  /** `PUT /api/user/{language}`. */
  userLanguage: (language: string) => `/api/user/${language}`,
  userProfileUpload: '/api/user/profile/upload',
  userProfileImages: '/api/user/profile/images',
  /** `GET /api/user/profile/image/{id}`: an uploaded profile image. */
  userProfileImage: (id: number | string) => `/api/user/profile/image/${id}`,
  userProfile: '/api/user/profile',
  userDeactivate: '/api/user/deactivate',
  alarm: '/api/alarm',
  alarmUnread: '/api/alarm/unread-count',
  alarmRead: (id: number) => `/api/alarm/${id}/read`,
  alarmReadAll: '/api/alarm/read-all',
  adminAlarm: '/api/admin/alarm',
  adminUserStatus: (userId: number) => `/api/admin/user/${userId}/status`,
  mailResetPassword: '/api/mail/reset-password',
  cabinetCheck: '/api/cabinet/check',
  cabinetResetPassword: '/api/cabinet/reset/password',
} as const;

/** The forms a catalog row's art is served in: its SVG (the original), WebP (the pages) or PNG (link previews). */
export const ART_FORMATS = ['svg', 'webp', 'png'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/**
 * Generated art, served by the api. Cards are WebP drawn from their SVG (a browser lays out each SVG `<img>` with text
 * as a document of its own: a long task on a phone, for every card); banners, which carry no text and are the first
 * screen's largest image, stay SVG (3 to 4 KB against 40 KB of WebP, sharp at any width), and so does the one large
 * picture of a KEY's or a project's own page, its LCP (3 KB arrive sooner on a slow line than 20 KB of WebP). PNG for
 * link previews (crawlers do not show SVG, and not all show WebP).
 */
export const artPath = {
  key: (id: number, format: ArtFormat = 'webp') => `/api/art/key/${id}.${format}`,
  project: (id: number, format: ArtFormat = 'webp') => `/api/art/project/${id}.${format}`,
  collection: (id: number) => `/api/art/collection/${id}.webp`,
  banner: (id: number) => `/api/art/banner/${id}.svg`,
};

export const SHOP_API = {
  shop: '/api/shop',
  promotion: '/api/promotion',
  like: '/api/cabinet/like',
  likeStatus: '/api/like/status',
} as const;

export const POPUP_API = {
  /** `GET` (visitors too): the popups active now for the caller, in order (activePopupsSchema). */
  active: '/api/event/popup',
  /** `POST` (member): claims the popup's reward, once per member (popupClaimSchema). */
  provided: (popupId: number | string) => `/api/event/popup/provided/${popupId}`,
  /** `GET`: a popup's image (immutable). */
  image: (name: string) => `/api/event/popup/image/${name}`,
  /** `GET` (staff) every popup; `POST` (admin) popupInputSchema creates one. */
  adminPopups: '/api/admin/events/popups',
  /** `PUT` (admin) popupInputSchema changes one; `DELETE` (admin) ends it now. */
  adminPopup: (popupId: number | string) => `/api/admin/events/popups/${popupId}`,
  /** `POST` (admin) multipart/form-data, one `image` file (jpg/png by content, 10 MB): answers `{ image }` to put in a popup. */
  adminImages: '/api/admin/events/popup-images',
} as const;

/** KEY transfer (issue 5 section B): a member gives an owned KEY to another member, named by nickname or wallet address. */
export const TRANSFER_API = {
  /**
   * `POST { keyItemId, recipient, password }` (Idempotency-Key header): starts a transfer (IN_PROGRESS);
   * `GET ?keyItemId=&page=&size=`: the member's transfers (sent and received), newest first.
   */
  transfer: '/api/cabinet/transfer',
  /** `GET ?keyItemId=`: the member's KEY as the transfer form shows it (lock, transfer in progress, listing). */
  transferKey: '/api/cabinet/transfer/key',
  /** `GET ?recipient=`: the member a transfer to this nickname or address would go to, by the transfer's own rules (preview). */
  recipient: '/api/cabinet/transfer/recipient',
  /** `GET /api/cabinet/transfer/{id}`: one transfer, for its sender or its recipient. */
  transferById: (id: number | string) => `/api/cabinet/transfer/${id}`,
} as const;

/** Tickets (issue 4 section F): a member's ticket is exchanged for one KEY drawn from an eligible project. */
export const TICKET_API = {
  /** `GET`: the projects a ticket can be exchanged for now (public). */
  projectList: '/api/ticket/getProjectList',
  /** `GET`: the member's tickets, newest first. */
  mine: '/api/ticket',
  /** `POST { ticketId, projectId }` (Idempotency-Key header): one KEY of the project for the ticket. */
  exchange: '/api/ticket/exchange',
  /** `POST { ticketId }` (Idempotency-Key header): the KEY of a COMPLETED ticket, marked revealed. */
  reveal: '/api/ticket/reveal',
  /** Admin: `POST { userIds, count }` grants tickets. */
  adminGrant: '/api/admin/ticket',
} as const;

/**
 * The termination schedule (issue 10 A): when sales stop, the refund rounds (each a request period and a pay-by
 * date) and the deadline that ends the last round. An admin publishes it in the staff console; every published
 * version is kept. Instants are ISO-8601 UTC in the API; the UI shows them in KST.
 * A round's `endsAt` is exclusive: the spec's "4/15-4/30" is 4/15 00:00 KST up to (not including) 5/1 00:00 KST.
 */
export const TERMINATION_API = {
  /** `GET`: the schedule in force (or null) for everyone; the same object is in `GET /api/service/info`. */
  schedule: '/api/service/termination',
  /** `GET` (support, admin): every published version, newest first; `PUT` (admin): publish a new version. */
  adminSchedule: '/api/admin/termination/schedule',
} as const;

/** The staff audit log: every staff action and every view of personal financial data. */
export const STAFF_API = {
  /** `GET ?action=&actorId=&targetType=&targetId=&page=&size=`: newest first. */
  audit: '/api/admin/audit',
  /** `GET` (same filters): the whole filtered log as CSV. */
  auditCsv: '/api/admin/audit/csv',
} as const;

/**
 * The member's refund request (issue 10 B, spec sections 3, 5 and 9). Amounts are integers in minor units:
 * US cents, or won for KRW. 1 Gold = 1 US cent; KRW amounts use KRW_PER_USD from coins.ts.
 */
export const REFUND_API = {
  /** `GET`: everything the /refund page shows (window, currency, amounts line by line, the member's request). */
  search: '/api/payment/refund/search',
  /** `POST RefundRequestInput` (Idempotency-Key): the member's one request; answers its `RefundRequestView`. */
  request: '/api/payment/refund/request',
  /** `POST RefundRequestInput`: edit a submitted or incorrect request, or resubmit a failed one; answers the `RefundRequestView`. */
  edit: '/api/payment/refund/edit',
} as const;

/** The support team's refund console (roles support and admin). */
export const REFUND_ADMIN_API = {
  /** `GET ?round=&status=&currency=&q=&page=&size=`: the queue. */
  requests: '/api/admin/refund/requests',
  /** `GET`: counts and sums per round, status and currency. */
  summary: '/api/admin/refund/summary',
  request: (id: number | string) => `/api/admin/refund/requests/${id}`,
  /** `GET`: the decrypted bank details (each view is audited). */
  bankDetails: (id: number | string) => `/api/admin/refund/requests/${id}/bank-details`,
  /** `POST`: SUBMITTED → UNDER_REVIEW; the caller becomes the reviewer. */
  review: (id: number | string) => `/api/admin/refund/requests/${id}/review`,
  /** `POST { reason }`: UNDER_REVIEW → INCORRECT (the member edits and resubmits). */
  incorrect: (id: number | string) => `/api/admin/refund/requests/${id}/incorrect`,
  /** `POST { reason }`: UNDER_REVIEW or APPROVED → FAILED (the member resubmits). */
  fail: (id: number | string) => `/api/admin/refund/requests/${id}/fail`,
  /** `POST`: UNDER_REVIEW → APPROVED; never by the member's reviewer (four eyes). */
  approve: (id: number | string) => `/api/admin/refund/requests/${id}/approve`,
  /** `GET`: payout batches; `POST { round, currency }`: a batch of the round's approved requests in that currency. */
  batches: '/api/admin/refund/batches',
  /** `GET`: the batch as CSV for the bank (audited). */
  batchCsv: (id: number | string) => `/api/admin/refund/batches/${id}/csv`,
  /** `POST`: the bank paid the batch; its requests become COMPLETED. */
  batchPaid: (id: number | string) => `/api/admin/refund/batches/${id}/paid`,
} as const;

export const PURCHASE_API = {
  /** `GET ?id=<projectId>`: odds and remaining per KEY design. */
  projectOdds: '/api/project/odds',
  /** `POST`: buy N random KEYs with Gold (Idempotency-Key header). */
  coinReveal: '/api/payment/coinReveal',
  /** `POST`: buy N random KEYs by card: opens a checkout (Idempotency-Key header). */
  cardReveal: '/api/payment/reveal',
  /** `POST { paymentId, token }`: confirm the card payment with the provider and buy (Idempotency-Key header). */
  cardRevealConfirm: '/api/payment/reveal/confirm',
  revealPending: '/api/reveal/pending',
  /** `POST /api/reveal/{purchaseItemId}`. */
  reveal: (purchaseItemId: number | string) => `/api/reveal/${purchaseItemId}`,
  /** `GET ?purchaseId=`. */
  revealTotal: '/api/reveal/total',
  /** `POST /api/reveal/purchase/{purchaseId}/all`: reveals every unrevealed KEY of the caller's purchase at once; answers its total. */
  revealAll: (purchaseId: number | string) => `/api/reveal/purchase/${purchaseId}/all`,
  keyMy: '/api/key/my',
  paymentHistory: '/api/payment/history',
  /** Test mode only: `POST { userId, amount }` moves Gold (ADJUSTMENT). */
  testGold: '/api/_test/gold',
} as const;

/**
 * Purchase cancellation by support (issue 13 A): staff routes of the console's "Purchases" section. A purchase can be
 * cancelled while every KEY it drew is unrevealed, still the buyer's and never moved (so never listed or in a
 * transfer), when it was paid with Gold or by card: the Gold comes back through the ledger or the card payment is
 * voided/refunded at the processor, the KEYs go back to supply, a used DISCOUNT coupon becomes usable again.
 */
export const PURCHASE_CANCEL_API = {
  /** `GET ?by=member|purchase&q=&page=&size=` (support, admin): a member's purchases (or one purchase), newest first. */
  purchases: '/api/admin/purchases',
  /** `GET` (support, admin): what cancelling the purchase returns and what it does to the KEY of the Month. */
  preview: (purchaseId: number | string) => `/api/admin/purchases/${purchaseId}/cancel-preview`,
  /** `POST` purchaseCancelInputSchema with an Idempotency-Key (support, admin): cancels the purchase. */
  cancel: (purchaseId: number | string) => `/api/admin/purchases/${purchaseId}/cancel`,
} as const;

/**
 * Monthly missions and the KEY of the Month (issue 13 A, spec sections 4 and 9). Each KST month an admin sets a
 * check-in target (days) and a buying target (KEYs bought with Gold or card); a member who completes both by the
 * end of the month receives one KEY of the Month within 5 days (it waits on /reveal). Cancelling the purchase that
 * qualified a member revokes it.
 */
export const MISSIONS_API = {
  /** `GET` (visitors too): this month's missions, the KEY of the Month and the caller's progress. */
  current: '/api/monthly',
  /** `GET`: past months with their KEY of the Month and what the caller earned, newest first. */
  history: '/api/monthly/open/list',
  /** `POST`: today's check-in (one per KST day); answers the month as `current` does. */
  checkin: '/api/monthly/checkin',
  /** `GET` (staff): every set-up month with its figures. */
  adminMonths: '/api/admin/monthly',
  /** `PUT` (admin) monthlySetupInputSchema: sets up or changes a month that has not ended. */
  adminMonth: (month: string) => `/api/admin/monthly/${month}`,
  /** `GET ?status=` (staff): KEY of the Month awards, e.g. those waiting for a decision after a cancellation. */
  adminAwards: '/api/admin/monthly/awards',
  /** `POST` (staff) awardDecisionInputSchema: take back or keep a KEY of the Month whose qualifying purchase was cancelled. */
  adminAwardDecision: (awardId: number | string) => `/api/admin/monthly/awards/${awardId}/decision`,
} as const;

/** The user-to-user market (issue 5 section C): members list their KEYs for Gold and other members buy them. */
/** Issue 15: the watchlist (a member's watched KEY designs and projects, with an optional price). */
export const WATCH_API = {
  /** `GET`: the caller's watches with the market now; `POST { keyDesignId | projectId, maxPriceGold }`: adds one. */
  list: '/api/watchlist',
  /** `PATCH { maxPriceGold }`: changes the price; `DELETE`: removes the watch. */
  one: (watchId: number | string) => `/api/watchlist/${watchId}`,
} as const;

/** Issue 15: Gold offers between members. */
export const OFFER_API = {
  /** `POST { keyItemId, amountGold, agreeRefundPolicy }` (Idempotency-Key): makes an offer and reserves its Gold. */
  create: '/api/offers',
  /** `GET ?direction=incoming|outgoing`: the caller's offers (made to them, or made by them), newest first. */
  mine: '/api/offers/mine',
  /** `GET /api/offers/design/{designId}`: other members' KEYs of a design, the caller's offers on them and offers made to the caller. */
  design: (designId: number | string) => `/api/offers/design/${designId}`,
  /** `POST /api/offers/{id}/accept { amountGold }` (Idempotency-Key): the owner sells at the offer. */
  accept: (offerId: number | string) => `/api/offers/${offerId}/accept`,
  /** `POST /api/offers/{id}/decline`: the owner refuses it; the bidder's Gold is released. */
  decline: (offerId: number | string) => `/api/offers/${offerId}/decline`,
  /** `POST /api/offers/{id}/withdraw`: the bidder takes it back; their Gold is released. */
  withdraw: (offerId: number | string) => `/api/offers/${offerId}/withdraw`,
} as const;

export const MARKET_API = {
  /** `GET [?price=N]`: the percents and price rules, and the breakdown of `price` when given. */
  fee: '/api/market/fee',
  /** `POST { keyItemId, priceGold }` (Idempotency-Key header): lists an owned KEY. */
  register: '/api/market/register',
  /** `POST /api/market/register/cancel/{listingId}`: the seller withdraws an ACTIVE listing. */
  cancel: (listingId: number | string) => `/api/market/register/cancel/${listingId}`,
  /** `GET ?projectId&keyDesignId&rarity&minPrice&maxPrice&minSerial&maxSerial&sort&page&size`: ACTIVE listings. */
  searchList: '/api/market/search/list',
  /** `GET /api/market/key-set/{designId}`: ACTIVE listings of one KEY design and its sale price history. */
  keySet: (designId: number | string) => `/api/market/key-set/${designId}`,
  /** `GET ?keyDesignId | ?projectId`: price discovery (floor, last sale, number listed, sales oldest first). */
  prices: '/api/market/prices',
  /** `GET` with the search list's filters: how many ACTIVE listings each project, KEY design and rarity has. */
  facets: '/api/market/search/facets',
  /** `GET /api/market/listing/{listingId}`: one listing as the payment page shows it. */
  listing: (listingId: number | string) => `/api/market/listing/${listingId}`,
  /** `POST /api/market/payment/{listingId} { priceGold, payMethod, agreeRefundPolicy }` (Idempotency-Key header). */
  payment: (listingId: number | string) => `/api/market/payment/${listingId}`,
  /** `POST /api/market/payment/{listingId}/card { priceGold, agreeRefundPolicy, providerId }` (Idempotency-Key): opens a card checkout. */
  cardPayment: (listingId: number | string) => `/api/market/payment/${listingId}/card`,
  /** `POST { paymentId, token }` (Idempotency-Key): confirms the card payment with the provider and buys the listing. */
  cardConfirm: '/api/market/payment/card/confirm',
  /** `GET ?designId=`: the member's own KEYs of one design with what they may do with each. */
  myItems: '/api/market/my-items',
} as const;

/**
 * Support inquiry (issue 10 D, spec sections 5 and 9): the third tab of /support. Members and visitors write; the
 * support team answers by e-mail from the console. Up to 3 attachments, 30 MB in total, images or PDF by content.
 */
export const INQUIRY_API = {
  /**
   * `POST` multipart/form-data: fields replyEmail, body, agreePrivacy ('true'), language ('ko' | 'en', else
   * accept-language), files (0-3; typed by content). Visitors or members (an optional bearer token links it).
   * Answers inquiryReceiptSchema; rate limited per IP.
   */
  inquiry: '/api/support/inquiry',
  /** `GET`: one attachment's bytes, for the member who wrote the inquiry (signed in); NOT_FOUND for anyone else. */
  attachment: (id: number | string, attachmentId: number | string) => `/api/support/inquiries/${id}/attachments/${attachmentId}`,
  /** `GET ?status=&q=&page=&size=` (support, admin). */
  adminInquiries: '/api/admin/support/inquiries',
  adminInquiry: (id: number | string) => `/api/admin/support/inquiries/${id}`,
  /** `GET`: one attachment's bytes (audited). */
  adminAttachment: (id: number | string, attachmentId: number | string) => `/api/admin/support/inquiries/${id}/attachments/${attachmentId}`,
  /** `POST { body }`: the answer, sent to the reply e-mail; answers inquiryDetailSchema (ANSWERED). */
  adminAnswer: (id: number | string) => `/api/admin/support/inquiries/${id}/answer`,
} as const;

/**
 * Events (issue 13). Part B, the pre-registration event (spec sections 1, 2, 7, 9 and the roadmap's
 * "pre-registration bonus"): members enter once during the entry window, before the official launch; from the launch
 * they claim the reward (a KEY drawn from a project, or a ticket) within PRE_BOOK_CLAIM_DAYS days. An admin sets the
 * window, the launch and the reward in the staff console (`/refund/console?section=events`).
 */
export const EVENT_API = {
  /** `GET` (public): the event's status, the menu switch, the reward on offer and how many entered (preBookStatusSchema). */
  preBook: '/api/event/pre-book',
  /** `POST` (member, no body): enters the event, once per member; answers preBookCheckSchema. */
  userPreBook: '/api/user/pre-book',
  /** `GET` (member): has the caller entered, and the state of their reward (preBookCheckSchema). */
  userCheckPreBook: '/api/user/check/pre-book',
  /** `POST` (member, no body): claims the reward, once, within PRE_BOOK_CLAIM_DAYS days of the launch (preBookClaimResultSchema). */
  userPreBookClaim: '/api/user/pre-book/claim',
  /** `GET` (support, admin): the settings, counts and choosable projects; `PUT` preBookSettingsInputSchema (admin) changes them. */
  adminPreBook: '/api/admin/events/pre-book',
} as const;

/**
 * Lotteries (issue 13 C): members enter during a window (one entry each, optionally only owners of a project's
 * KEY); at the draw time a durable job picks the winners with a committed random draw anyone can re-check: the
 * SHA-256 of the secret seed is published when the lottery is created, the seed itself once it is drawn, and
 * `drawWinners` below (the one the server runs) recomputes the winners from the seed and the published entry ids.
 */
export const LOTTERY_API = {
  /** `GET` (visitors too): lotteries, newest first, with the caller's entry (lotteryListSchema). */
  lotteries: '/api/event/lottery',
  /** `GET` one lottery with what anyone needs to verify its draw (lotteryDetailSchema). */
  lottery: (lotteryId: number | string) => `/api/event/lottery/${lotteryId}`,
  /** `POST` (member): enters the lottery, once (lotteryEntrySchema). */
  enter: (lotteryId: number | string) => `/api/event/lottery/${lotteryId}/entry`,
  /** `GET` (member): the caller's entry and result (lotteryEntrySchema). */
  check: (lotteryId: number | string) => `/api/event/check/${lotteryId}`,
  /** `POST` (member, winner): gives the prize, once (lotteryPrizeSchema). */
  provided: (lotteryId: number | string) => `/api/event/provided/${lotteryId}`,
  /** `GET` (member, winner): the prize given (lotteryPrizeSchema), to reveal a KEY on /reveal. */
  reveal: (lotteryId: number | string) => `/api/event/reveal/${lotteryId}`,
  /** `GET` (staff) every lottery; `POST` (admin) lotteryInputSchema creates one. */
  adminLotteries: '/api/admin/events/lotteries',
  /** `PUT` (admin) lotteryInputSchema changes one before entries open. */
  adminLottery: (lotteryId: number | string) => `/api/admin/events/lotteries/${lotteryId}`,
} as const;

/**
 * Announcements (issue 13 C): event notices and winners lists, shown on the event page and in support. An
 * announcement may name a drawn lottery: its winners (masked nicknames) are listed under it.
 */
export const ANNOUNCE_API = {
  /** `GET` (visitors too): published announcements, newest first (announcementListSchema). */
  announcements: '/api/event/announce',
  /** `GET` (staff) every announcement; `POST` (admin) announcementInputSchema publishes one. */
  adminAnnouncements: '/api/admin/events/announcements',
  /** `PUT` (admin) announcementInputSchema changes one; `DELETE` (admin) withdraws it. */
  adminAnnouncement: (announcementId: number | string) => `/api/admin/events/announcements/${announcementId}`,
} as const;

/** Coupons (spec sections 3, 4 and 8): registered by code on /my/coupons, then used (a discount or a KEY). */
export const COUPON_API = {
  register: '/api/coupon/register',
  list: '/api/coupon/list',
  exchange: '/api/coupon/exchange',
  discount: '/api/coupon/discount',
  reveal: '/api/coupon/reveal/',
} as const;

/**
 * Communities (issue 11, spec sections 4 and 6): a board per project for the owners of one of its revealed KEYs.
 * The api checks access on every request. Staff moderate from the console (`/refund/console?section=community`).
 */
export const COMMUNITY_API = {
  /** `GET`: every project's community with its state and the caller's access; the caller's own first. Visitors too. */
  communities: '/api/board/community',
  /** `GET`: one community (communityDetailSchema). Visitors too: the answer says what they may do. */
  community: (projectId: number | string) => `/api/board/community/${projectId}`,
  /** `GET`: the caller's access to one community (communityAccessSchema), without the rest. */
  access: (projectId: number | string) => `/api/board/access/${projectId}`,
  /**
   * `GET ?cursor=&limit=`: the feed, newest first, keyset paged (feedPageSchema; pinned notices on the first page).
   * `POST` multipart/form-data: field `body`, files `images` (0-4, jpg/png by content, 10 MB each): answers the new post.
   */
  posts: (projectId: number | string) => `/api/board/community/${projectId}/posts`,
  /** `GET ?after=<post id>`: how many posts are newer than the newest the client shows (polled by an open feed). */
  newPosts: (projectId: number | string) => `/api/board/community/${projectId}/posts/new`,
  /** `GET` one post; `PATCH { body }` the author edits it (answers the post); `DELETE` the author (or an admin) deletes it (deletedSchema). */
  post: (postId: number | string) => `/api/board/posts/${postId}`,
  /** `PUT { pinned }` (admin): pins the post as a notice of its community, or unpins it; answers the post. */
  pin: (postId: number | string) => `/api/board/posts/${postId}/pin`,
  /** `GET ?cursor=&limit=`: top-level comments, oldest first, each with its replies. `POST { body, parentId? }`: the new comment. */
  comments: (postId: number | string) => `/api/board/posts/${postId}/comments`,
  /** `PATCH { body }` the author edits it (answers communityReplySchema); `DELETE` the author (or an admin) deletes it. */
  comment: (commentId: number | string) => `/api/board/comments/${commentId}`,
  /** `PUT { liked }`: sets the caller's like on a post or a comment (idempotent); answers reactionStateSchema. */
  reaction: (targetType: CommunityTargetType | ':targetType', targetId: number | string) => `/api/board/reaction/${targetType}/${targetId}`,
  /** `POST` reportInputSchema: one report per member per post or comment. */
  report: '/api/board/report',
  /** `GET` the caller's community profile; `PUT` communityProfileInputSchema (answers the profile). */
  profile: '/api/board/profile',
  /** `POST` multipart/form-data, file `image` (jpg/png, 10 MB): uploads and selects the community profile image; answers the profile. */
  profileUpload: '/api/board/profile/upload',
  /** `GET ?cursor=&limit=`: the caller's posts, newest first. */
  myPosts: '/api/board/my/posts',
  /** `GET ?cursor=&limit=`: the caller's comments, newest first (the cabinet's comments tab). */
  myComments: '/api/board/my/comments',
  /** `GET`: a post image (public by an unguessable name, like profile images; `<img>` cannot send a token). */
  image: (name: string) => `/api/board/images/${name}`,

  /** `GET ?status=&page=&size=` (support, admin): reports grouped by target, open ones oldest first. */
  adminReports: '/api/admin/community/reports',
  /** `GET` (support, admin): one reported post or comment with its content and every report. */
  adminReportTarget: (targetType: CommunityTargetType | ':targetType', targetId: number | string) => `/api/admin/community/reports/${targetType}/${targetId}`,
  /** `POST { note? }` (support, admin): hides the content and closes its open reports as HIDDEN. */
  adminHide: (targetType: CommunityTargetType | ':targetType', targetId: number | string) => `/api/admin/community/reports/${targetType}/${targetId}/hide`,
  /** `POST { note? }` (support, admin): closes the open reports as DISMISSED; the content stays. */
  adminDismiss: (targetType: CommunityTargetType | ':targetType', targetId: number | string) =>
    `/api/admin/community/reports/${targetType}/${targetId}/dismiss`,
  /** `GET ?active=&userId=&page=&size=` (support, admin); `POST` banInputSchema: bans a member from every community. */
  adminBans: '/api/admin/community/bans',
  /** `DELETE` (support, admin): lifts the ban now. */
  adminBan: (banId: number | string) => `/api/admin/community/bans/${banId}`,
  /** `GET` (support, admin): every community with its state and open report count. */
  adminCommunities: '/api/admin/community/communities',
  /** `PUT` communitySettingsInputSchema (admin): closes or reopens a community, sets its opening date. */
  adminCommunity: (projectId: number | string) => `/api/admin/community/communities/${projectId}`,
} as const;

/** The page of a community post in the member's app (notifications and the cabinet link to it). */
export const communityPaths = {
  list: '/community',
  community: (projectId: number) => `/community/${projectId}`,
  post: (projectId: number, postId: number) => `/community/${projectId}/posts/${postId}`,
  profile: '/community/profile',
  my: '/community/my',
} as const;

export const COIN_API = {
  coinPrice: '/api/coin/price',
  coinInfo: '/api/coin/info',
  coinHistory: '/api/coin/history',
  coinPayment: '/api/coin/payment',
  coinPaymentConfirm: '/api/coin/payment/confirm',
  paymentProviders: '/api/payment/providers',
  paymentProvidersByName: '/api/payment/providersByName',
} as const;

export const CART_API = {
  /** `GET`: the member's cart; `POST { projectId, quantity }`: add (adds to the line of the same project). */
  cart: '/api/cart',
  /** `PATCH { quantity }` changes a line's quantity; `DELETE` removes the line. */
  item: (itemId: number | string) => `/api/cart/${itemId}`,
  /** `POST { itemIds, agreeRefundPolicy }`: buy those lines with Gold in one transaction (Idempotency-Key header). */
  checkout: '/api/cart/checkout',
  /** `POST { itemIds, agreeRefundPolicy, providerId }`: the same lines paid by card, one provider payment in USD (Idempotency-Key). */
  cardCheckout: '/api/cart/checkout/card',
  /** `POST { paymentId, token }`: confirm that payment with the provider and buy every paid line at once (Idempotency-Key). */
  cardConfirm: '/api/cart/checkout/card/confirm',
} as const;

/** The cabinet (issue 5 section A): the password gate, the member's KEYs by project, their arrangement, activities, sharing. */
export const CABINET_API = {
  /** `POST { password }`: checks the cabinet password and answers an unlock token for the cabinet endpoints. */
  password: '/api/cabinet/password',
  /** `GET ?includeHidden=true`: the member's revealed KEYs grouped by project (needs the unlock token). */
  cabinet: '/api/cabinet',
  /** The spec's name for the same read (`/nft/cabinet`): same handler, query, answer and guard as `cabinet`. */
  nftCabinet: '/api/nft/cabinet',
  /** `PUT { keyItemId, favorite }`. */
  favorite: '/api/cabinet/favorite',
  /** `PUT { keyItemIds }`: the member's own order of their KEYs, first to last. */
  arrange: '/api/cabinet/arrange',
  /** `PUT { keyItemId, hidden }`. */
  hidden: '/api/cabinet/hidden',
  /** `GET ?page&size`: purchases, reveals, transfers, sales, market purchases and exchanges, newest first. */
  activities: '/api/cabinet/activities',
  /** `GET ?projectId=`: the member's set progress (designs owned of all) of a project, or of every project they collect. */
  sets: '/api/cabinet/sets',
} as const;

export const SHARING_API = {
  /** `GET ?url=<path or URL of a KEY page>` or `?keyId=`: the link preview of a shared KEY. */
  openGraph: '/api/sharing/open-graph',
  /** `GET ?purchaseItemId=` (member): the link preview and share link of a KEY the caller revealed (spec `/sharing/reveal`). */
  reveal: '/api/sharing/reveal',
} as const;

/** The public showcase (issue 15 B): a member publishes chosen KEYs at `/collector/<nickname>` (opt-in, off by default). */
export const SHOWCASE_API = {
  /** `GET` (member): the caller's showcase setting and published KEYs; `PUT { enabled, keyItemIds }` replaces them. */
  mine: '/api/showcase/mine',
  /**
   * `GET /api/showcase/collector/{nickname}` (public): the nickname, profile image and published KEYs; 404
   * SHOWCASE_NOT_FOUND when off or unknown. Give `collectorSegment(nickname)` (a route pattern as it is).
   */
  collector: (segment: string) => `/api/showcase/collector/${segment}`,
} as const;

/** A nickname as a path segment. */
export const collectorSegment = (nickname: string) => encodeURIComponent(nickname);
/** The public page of a member's showcase. */
export const collectorPath = (nickname: string) => `/collector/${collectorSegment(nickname)}`;
