import {
  commentsPageSchema,
  communityAccessSchema,
  communityCommentSchema,
  communityListSchema,
  communityPostSchema,
  communityProfileSchema,
  communityReplySchema,
  communitySummarySchema,
  feedPageSchema,
  myPostsPageSchema,
  newPostsSchema,
  type CommentsPage,
  type CommunityAccess,
  type CommunityAuthor,
  type CommunityComment,
  type CommunityPost,
  type CommunityProfile,
  type CommunityReply,
  type CommunitySummary,
  type FeedPage,
  type MyPost,
} from 'shared-contract';

/** Schema-valid answers of the community api (parsed with the contract, so the fakes cannot drift from it). */

export const ACCESS = {
  owner: { reason: 'OWNER', canRead: true, canWrite: true, canModerate: false, ban: null },
  admin: { reason: 'STAFF', canRead: true, canWrite: true, canModerate: true, ban: null },
  support: { reason: 'STAFF', canRead: true, canWrite: false, canModerate: false, ban: null },
  visitor: { reason: 'SIGN_IN', canRead: false, canWrite: false, canModerate: false, ban: null },
  noKey: { reason: 'NO_KEY', canRead: false, canWrite: false, canModerate: false, ban: null },
  notOpen: { reason: 'NOT_OPEN', canRead: false, canWrite: false, canModerate: false, ban: null },
  closed: { reason: 'CLOSED', canRead: false, canWrite: false, canModerate: false, ban: null },
} satisfies Record<string, CommunityAccess>;

export const access = (base: CommunityAccess, overrides: Partial<CommunityAccess> = {}): CommunityAccess =>
  communityAccessSchema.parse({ ...base, ...overrides });

export const community = (projectId: number, overrides: Partial<CommunitySummary> = {}): CommunitySummary =>
  communitySummarySchema.parse({
    projectId,
    title: { ko: `프로젝트 ${projectId}`, en: `Project ${projectId}` },
    creator: { ko: `작가 ${projectId}`, en: `Artist ${projectId}` },
    artUrl: `/api/catalog/art/${projectId}.png`,
    state: 'OPEN',
    opensAt: null,
    access: ACCESS.owner,
    postCount: 0,
    lastPostAt: null,
    ...overrides,
  });

export const communityList = (items: CommunitySummary[]) => communityListSchema.parse({ items });

export const author = (id: number, overrides: Partial<CommunityAuthor> = {}): CommunityAuthor => ({
  id,
  nickname: `fan${id}`,
  imageUrl: null,
  badge: null,
  isStaff: false,
  ...overrides,
});

/** A minute ago: RelativeTime shows "1분 전" / "1 minute ago". */
export const recent = (minutesAgo = 1) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

export const post = (id: number, overrides: Partial<CommunityPost> = {}): CommunityPost => {
  const body = overrides.body ?? `글 ${id}`;
  return communityPostSchema.parse({
    id,
    projectId: 7,
    author: author(100 + id),
    body,
    segments: [{ type: 'text', text: body }],
    images: [],
    likeCount: 0,
    commentCount: 0,
    liked: false,
    pinned: false,
    hidden: false,
    mine: false,
    createdAt: recent(),
    editedAt: null,
    ...overrides,
  });
};

export const feedPage = (items: CommunityPost[], { pinned = [], nextCursor = null }: { pinned?: CommunityPost[]; nextCursor?: string | null } = {}): FeedPage =>
  feedPageSchema.parse({ pinned, items, nextCursor });

export const newPosts = (count: number, newestId: number | null = null) => newPostsSchema.parse({ count, newestId });

export const reply = (id: number, parentId: number, overrides: Partial<CommunityReply> = {}): CommunityReply => {
  const body = overrides.body ?? `답글 ${id}`;
  return communityReplySchema.parse({
    id,
    postId: 11,
    parentId,
    author: author(200 + id),
    body,
    segments: [{ type: 'text', text: body }],
    likeCount: 0,
    liked: false,
    hidden: false,
    deleted: false,
    mine: false,
    createdAt: recent(),
    editedAt: null,
    ...overrides,
  });
};

export const comment = (id: number, overrides: Partial<CommunityComment> = {}): CommunityComment => {
  const body = overrides.body ?? `댓글 ${id}`;
  return communityCommentSchema.parse({ ...reply(id, 0, { body }), parentId: null, replies: [], ...overrides });
};

export const commentsPage = (items: CommunityComment[], nextCursor: string | null = null): CommentsPage => commentsPageSchema.parse({ items, nextCursor });

export const profile = (overrides: Partial<CommunityProfile> = {}): CommunityProfile =>
  communityProfileSchema.parse({
    nickname: null,
    accountNickname: 'KEYS123456',
    imageType: null,
    imageUrl: null,
    choices: [
      { type: 'KEY', id: 31, url: '/api/catalog/keys/31.png', selected: false, name: { ko: '봄의 기억', en: 'Spring Memory' } },
      { type: 'UPLOAD', id: 5, url: '/api/user/profile/images/5.png', selected: false, name: null },
    ],
    ...overrides,
  });

export const myPostsPage = (items: Array<Partial<MyPost> & { id: number }>, nextCursor: string | null = null) =>
  myPostsPageSchema.parse({
    items: items.map((item) => ({
      projectId: 7,
      projectTitle: { ko: '프로젝트 7', en: 'Project 7' },
      excerpt: `글 ${item.id}`,
      imageCount: 0,
      likeCount: 0,
      commentCount: 0,
      hidden: false,
      createdAt: recent(),
      ...item,
    })),
    nextCursor,
  });
