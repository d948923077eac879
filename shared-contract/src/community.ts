import { z } from 'zod';
import { idSchema, INT4_MAX, plainText, queryId, queryInt } from './input';
import { pageOf, pageQuerySchema } from './envelope';
import { localizedTextSchema } from './i18n';
import { raritySchema } from './catalog';
import { profileImageChoiceSchema, profileImageTypeSchema, nicknameSchema } from './member';
import { staffMemberRefSchema } from './staff';

export const COMMUNITY_TARGET_TYPES = ['post', 'comment'] as const;
export const communityTargetTypeSchema = z.enum(COMMUNITY_TARGET_TYPES);
export type CommunityTargetType = z.infer<typeof communityTargetTypeSchema>;

export const COMMUNITY_POST_MAX_LENGTH = 5000;
export const COMMUNITY_COMMENT_MAX_LENGTH = 1000;
export const COMMUNITY_POST_MAX_IMAGES = 4;
export const COMMUNITY_FEED_PAGE_SIZE = 20;
export const COMMUNITY_COMMENTS_PAGE_SIZE = 50;
/** How often an open feed asks for newer posts (polling; see the README). */
export const COMMUNITY_NEW_POSTS_POLL_MS = 15_000;

const idParam = queryId;
export const communityProjectParamsSchema = z.object({ projectId: idParam });
export const communityTargetParamsSchema = z.object({ targetType: communityTargetTypeSchema, targetId: idParam });
export const communityBanParamsSchema = z.object({ banId: idParam });
/** The members' routes: a path id that is not an id names nothing, so it answers the 404 of what it names. */
export const communityProjectPathSchema = z.object({ projectId: queryInt(1, INT4_MAX, 'COMMUNITY_NOT_FOUND') });
export const communityPostPathSchema = z.object({ postId: queryInt(1, INT4_MAX, 'COMMUNITY_POST_NOT_FOUND') });
export const communityCommentPathSchema = z.object({ commentId: queryInt(1, INT4_MAX, 'COMMUNITY_COMMENT_NOT_FOUND') });
export const communityReactionPathSchema = z.object({
  targetType: z.enum(COMMUNITY_TARGET_TYPES, { error: 'NOT_FOUND' }),
  targetId: queryInt(1, INT4_MAX, 'NOT_FOUND'),
});
/** A post image's name (the api answers 404 for a name it never gave). */
export const communityImageParamsSchema = z.object({ name: z.string() });

/** An opaque keyset cursor (the last id of the page before). */
export const cursorQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional(),
  limit: queryInt(1, 50).optional(),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;
export const newPostsQuerySchema = z.object({ after: queryInt(0, INT4_MAX) });
export const newPostsSchema = z.object({ count: z.number().int(), newestId: z.number().int().nullable() });
export type NewPosts = z.infer<typeof newPostsSchema>;

/** OPEN; NOT_OPEN until its opening date; CLOSED temporarily by an administrator. */
export const COMMUNITY_STATES = ['OPEN', 'NOT_OPEN', 'CLOSED'] as const;
export const communityStateSchema = z.enum(COMMUNITY_STATES);
export type CommunityState = z.infer<typeof communityStateSchema>;

/**
 * What the caller may do, and why not: OWNER (owns a revealed KEY of the project), STAFF (support reads, admin
 * writes too), SIGN_IN (a visitor), NO_KEY, NOT_OPEN, CLOSED. A banned owner still reads (see `ban`).
 */
export const COMMUNITY_ACCESS = ['OWNER', 'STAFF', 'SIGN_IN', 'NO_KEY', 'NOT_OPEN', 'CLOSED'] as const;
export const communityAccessReasonSchema = z.enum(COMMUNITY_ACCESS);
export type CommunityAccessReason = z.infer<typeof communityAccessReasonSchema>;

export const communityBanNoticeSchema = z.object({
  /** The end of the ban (ISO), or null when it is for good. */
  until: z.string().nullable(),
  reason: z.string(),
});
export type CommunityBanNotice = z.infer<typeof communityBanNoticeSchema>;

export const communityAccessSchema = z.object({
  reason: communityAccessReasonSchema,
  canRead: z.boolean(),
  /** Post, comment, react and report: false while banned. */
  canWrite: z.boolean(),
  /** Pin notices and delete anyone's content (admin). */
  canModerate: z.boolean(),
  ban: communityBanNoticeSchema.nullable(),
});
export type CommunityAccess = z.infer<typeof communityAccessSchema>;

/** The `details` of COMMUNITY_BANNED. */
export const communityBannedDetailsSchema = communityBanNoticeSchema;
/** The `details` of COMMUNITY_NOT_OPEN. */
export const communityNotOpenDetailsSchema = z.object({ opensAt: z.string().nullable() });

export const communitySummarySchema = z.object({
  projectId: z.number().int(),
  title: localizedTextSchema,
  creator: localizedTextSchema,
  artUrl: z.string(),
  state: communityStateSchema,
  /** When a NOT_OPEN community opens (ISO), else null. */
  opensAt: z.string().nullable(),
  access: communityAccessSchema,
  postCount: z.number().int(),
  lastPostAt: z.string().nullable(),
});
export type CommunitySummary = z.infer<typeof communitySummarySchema>;
export const communityListSchema = z.object({ items: z.array(communitySummarySchema) });
export type CommunityList = z.infer<typeof communityListSchema>;
export const communityDetailSchema = communitySummarySchema;
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

/** Text as the api splits it: plain text (line breaks kept) and http(s) links. No HTML ever. */
export const textSegmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string() }),
]);
export type TextSegment = z.infer<typeof textSegmentSchema>;

export const communityAuthorSchema = z.object({
  id: z.number().int(),
  /** The community nickname, else the account nickname. */
  nickname: z.string(),
  imageUrl: z.string().nullable(),
  /** The author's best KEY of this project (highest rarity), or null (staff, or a former owner). */
  badge: z.object({ designId: z.number().int(), name: localizedTextSchema, rarity: raritySchema, serialNo: z.number().int(), imageUrl: z.string() }).nullable(),
  isStaff: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

export const communityImageSchema = z.object({ url: z.string() });

export const communityPostSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  author: communityAuthorSchema,
  body: z.string(),
  segments: z.array(textSegmentSchema),
  images: z.array(communityImageSchema),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  pinned: z.boolean(),
  /** Hidden by the support team: only its author and staff still see it. */
  hidden: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const feedPageSchema = z.object({
  /** Pinned notices, on the first page only. */
  pinned: z.array(communityPostSchema),
  items: z.array(communityPostSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

const commentFields = {
  id: z.number().int(),
  postId: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Null for a deleted or hidden comment kept as a placeholder for its replies. */
  author: communityAuthorSchema.nullable(),
  body: z.string(),
  segments: z.array(textSegmentSchema),
  likeCount: z.number().int(),
  liked: z.boolean(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
};
export const communityReplySchema = z.object(commentFields);
export const communityCommentSchema = z.object({ ...commentFields, replies: z.array(communityReplySchema) });
export type CommunityReply = z.infer<typeof communityReplySchema>;
export type CommunityComment = z.infer<typeof communityCommentSchema>;
export const commentsPageSchema = z.object({ items: z.array(communityCommentSchema), nextCursor: z.string().nullable() });
export type CommentsPage = z.infer<typeof commentsPageSchema>;

const text = (max: number) =>
  plainText({ multiline: true, error: 'COMMUNITY_TEXT_REQUIRED' })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(z.string().trim().min(1, { error: 'COMMUNITY_TEXT_REQUIRED' }).max(max, { error: 'COMMUNITY_TEXT_TOO_LONG' }));

/** The text of a post (with its images beside it in the multipart form), and of a post edit. */
export const postInputSchema = z.object({ body: text(COMMUNITY_POST_MAX_LENGTH) });
export type PostInput = z.infer<typeof postInputSchema>;
export const commentInputSchema = z.object({
  body: text(COMMUNITY_COMMENT_MAX_LENGTH),
  /** Replies are one level deep: the parent must be a top-level comment of the same post. */
  parentId: idSchema.nullable().optional(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export const commentEditInputSchema = z.object({ body: text(COMMUNITY_COMMENT_MAX_LENGTH) });
export const pinInputSchema = z.object({ pinned: z.boolean() });
export const reactionInputSchema = z.object({ liked: z.boolean() });
export const reactionStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type ReactionState = z.infer<typeof reactionStateSchema>;
export const deletedSchema = z.object({ deleted: z.literal(true) });

export const REPORT_REASONS = ['SPAM', 'ABUSE', 'HATE', 'SEXUAL', 'PERSONAL_INFO', 'ILLEGAL', 'OTHER'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const REPORT_DETAIL_MAX_LENGTH = 500;
export const reportInputSchema = z
  .object({
    targetType: communityTargetTypeSchema,
    targetId: idSchema,
    reason: reportReasonSchema,
    detail: plainText({ multiline: true }).trim().max(REPORT_DETAIL_MAX_LENGTH, { error: 'COMMUNITY_TEXT_TOO_LONG' }).optional(),
  })
  .refine((value) => value.reason !== 'OTHER' || (value.detail ?? '').length > 0, { error: 'COMMUNITY_REPORT_DETAIL_REQUIRED', path: ['detail'] });
export type ReportInput = z.infer<typeof reportInputSchema>;
export const reportReceiptSchema = z.object({ id: z.number().int(), createdAt: z.string() });

/** The community profile (spec section 3: communityProfileImage and its type) and a display nickname. */
export const communityProfileSchema = z.object({
  /** The community nickname, or null to show the account nickname. */
  nickname: z.string().nullable(),
  accountNickname: z.string().nullable(),
  imageType: profileImageTypeSchema.nullable(),
  imageUrl: z.string().nullable(),
  /** Uploads and owned KEY designs the member can pick (selected = the current community image). */
  choices: z.array(profileImageChoiceSchema),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;
export const communityProfileInputSchema = z.object({
  nickname: nicknameSchema.nullable(),
  image: z.union([z.object({ type: profileImageTypeSchema, id: idSchema }), z.null()]),
});
export type CommunityProfileInput = z.infer<typeof communityProfileInputSchema>;

export const myPostSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  excerpt: z.string(),
  imageCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type MyPost = z.infer<typeof myPostSchema>;
export const myPostsPageSchema = z.object({ items: z.array(myPostSchema), nextCursor: z.string().nullable() });
export const myCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  excerpt: z.string(),
  postExcerpt: z.string(),
  isReply: z.boolean(),
  likeCount: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type MyComment = z.infer<typeof myCommentSchema>;
export const myCommentsPageSchema = z.object({ items: z.array(myCommentSchema), nextCursor: z.string().nullable() });

// ---- Moderation (staff console) ----

export const REPORT_STATUSES = ['OPEN', 'HIDDEN', 'DISMISSED'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportQuerySchema = pageQuerySchema.extend({ status: reportStatusSchema.default('OPEN') });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const banSchema = z.object({
  id: z.number().int(),
  member: staffMemberRefSchema,
  reason: z.string(),
  startsAt: z.string(),
  /** Null: for good. */
  endsAt: z.string().nullable(),
  liftedAt: z.string().nullable(),
  createdBy: staffMemberRefSchema,
  active: z.boolean(),
});
export type CommunityBan = z.infer<typeof banSchema>;

export const reportGroupSchema = z.object({
  targetType: communityTargetTypeSchema,
  targetId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  /** The post a comment belongs to (the post itself for a post). */
  postId: z.number().int(),
  author: staffMemberRefSchema,
  excerpt: z.string(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  status: reportStatusSchema,
  /** The author's ban in force, if any. */
  authorBan: banSchema.nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupPageSchema = pageOf(reportGroupSchema);

export const reportEntrySchema = z.object({
  id: z.number().int(),
  reporter: staffMemberRefSchema,
  reason: reportReasonSchema,
  detail: z.string().nullable(),
  status: reportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: staffMemberRefSchema.nullable(),
});
export const reportTargetSchema = reportGroupSchema.extend({
  body: z.string(),
  images: z.array(communityImageSchema),
  createdAt: z.string(),
  reports: z.array(reportEntrySchema),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;
export const moderationNoteSchema = z.object({ note: plainText({ multiline: true }).trim().max(500).optional() });

export const BAN_DURATIONS = ['1D', '7D', '30D', '90D', 'PERMANENT'] as const;
export const banDurationSchema = z.enum(BAN_DURATIONS);
export type BanDuration = z.infer<typeof banDurationSchema>;
export const banInputSchema = z.object({
  userId: idSchema,
  duration: banDurationSchema,
  reason: plainText({ multiline: true, error: 'COMMUNITY_BAN_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'COMMUNITY_BAN_REASON_REQUIRED' })
    .max(500, { error: 'COMMUNITY_TEXT_TOO_LONG' }),
  /** The report group that led to it, kept in the audit log. */
  source: z.object({ targetType: communityTargetTypeSchema, targetId: idSchema }).optional(),
});
export type BanInput = z.infer<typeof banInputSchema>;
export const banQuerySchema = pageQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  userId: queryId.optional(),
});
export const banPageSchema = pageOf(banSchema);

export const adminCommunitySchema = z.object({
  projectId: z.number().int(),
  title: localizedTextSchema,
  state: communityStateSchema,
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  openReports: z.number().int(),
  postCount: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: staffMemberRefSchema.nullable(),
});
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;
export const adminCommunityListSchema = z.object({ items: z.array(adminCommunitySchema) });
export const communitySettingsInputSchema = z.object({
  closed: z.boolean(),
  /** ISO instant the community opens, or null for open now. */
  opensAt: z.iso.datetime({ offset: true, error: 'COMMUNITY_OPENS_AT_INVALID' }).nullable(),
});
export type CommunitySettingsInput = z.infer<typeof communitySettingsInputSchema>;
