/**
 * The community list, a community's header and its access messages (ko). Counted messages are i18next plurals:
 * Korean has one form (`key_other`), English adds `key_one`.
 */
export const communityTextKo = {
  list: {
    title: '커뮤니티',
    intro: '프로젝트의 KEY를 보유한 회원들이 모이는 공간입니다.',
    listLabel: '커뮤니티 목록',
    myProfile: '커뮤니티 프로필',
    myPosts: '내가 쓴 글',
    memberNav: '내 커뮤니티 활동',
    creator: '{{creator}}',
    postCount_other: '게시글 {{count}}개',
    lastPost: '최근 글',
    noPosts: '아직 게시글이 없습니다',
    empty: '아직 커뮤니티가 없습니다.',
    emptyHint: '프로젝트가 공개되면 이곳에 커뮤니티가 열립니다.',
    signInTitle: '로그인하고 커뮤니티에 입장하세요',
    signInText: '내가 KEY를 보유한 프로젝트의 커뮤니티에서 다른 팬들과 이야기를 나눌 수 있습니다.',
  },
  state: {
    OPEN: '오픈',
    NOT_OPEN: '{{date}} 오픈 예정 (한국 시간)',
    NOT_OPEN_UNDATED: '오픈 예정',
    CLOSED: '일시적으로 이용 불가',
  },
  access: {
    OWNER: '입장 가능',
    STAFF: '운영진으로 입장 가능',
    SIGN_IN: '로그인 후 입장 가능',
    NO_KEY: 'KEY 보유자만 입장 가능',
    NOT_OPEN: '아직 입장할 수 없음',
    CLOSED: '입장할 수 없음',
  },
  header: {
    projectLink: '프로젝트 보기',
    allCommunities: '전체 커뮤니티',
  },
  gate: {
    noKeyHint: '이 프로젝트의 KEY를 구매하면 바로 입장할 수 있습니다.',
    buyKey: 'KEY 구매하러 가기',
    opensAt: '{{date}} (한국 시간)에 오픈합니다.',
    opensLater: '오픈 일정은 추후 안내해 드립니다.',
    closedHint: '잠시 후 다시 방문해 주세요.',
    signInHint: '이 프로젝트의 KEY를 보유한 계정으로 로그인해 주세요.',
  },
  ban: {
    title: '커뮤니티 이용이 제한되었습니다',
    until: '{{date}} (한국 시간)까지 커뮤니티 이용이 제한되었습니다.',
    permanent: '커뮤니티 이용이 영구적으로 제한되었습니다.',
    reason: '사유: {{reason}}',
    readOnly: '글은 읽을 수 있지만 글쓰기, 댓글, 좋아요, 신고는 할 수 없습니다.',
  },
  signIn: '로그인',
  notFound: '페이지를 찾을 수 없습니다.',
  rarity: {
    common: '커먼',
    rare: '레어',
    epic: '에픽',
    legendary: '레전더리',
  },
};
