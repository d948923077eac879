import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { COMMUNITY_API, communityListSchema } from 'shared-contract';
import CommunityListPage from '../../../pages/community-list-page';
import { ACCESS, community, communityList, recent } from '../../../testing/fixtures';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { initTestI18n, renderAt, signIn } from '../../../testing/render';

const testApi = setupContractApi();

const memberList = () =>
  communityList([
    community(7, { access: ACCESS.owner, postCount: 12, lastPostAt: recent(5) }),
    // 2025-07-01T03:00Z is 12:00 in KST.
    community(8, { state: 'NOT_OPEN', opensAt: '2025-07-01T03:00:00.000Z', access: ACCESS.notOpen }),
    community(9, { state: 'CLOSED', access: ACCESS.closed, postCount: 1, lastPostAt: recent(60 * 24 * 3) }),
    community(10, { access: ACCESS.noKey }),
  ]);

beforeEach(async () => {
  await initTestI18n('ko');
});

describe('/community', () => {
  it('lists every community in the api order (the member’s own first) with state, access and activity, in ko and en', async () => {
    signIn();
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.communities, response: communityListSchema, reply: () => memberList() }));
    renderAt(<CommunityListPage />, '/community');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('커뮤니티');
    expect(screen.getByTestId('community-list-loading')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('community-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['프로젝트 7', '프로젝트 8', '프로젝트 9', '프로젝트 10']);
    const [own, notOpen, closed, noKey] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(own).getByRole('link', { name: '프로젝트 7' })).toHaveAttribute('href', '/community/7');
    expect(within(own).getByTestId('community-state').textContent).toBe('오픈');
    expect(within(own).getByTestId('community-access').textContent).toBe('입장 가능');
    expect(within(own).getByTestId('community-activity').textContent).toContain('게시글 12개');
    expect(within(own).getByTestId('community-activity').textContent).toContain('5분 전');
    expect(within(notOpen).getByTestId('community-state').textContent).toBe('2025.07.01 12:00 오픈 예정 (한국 시간)');
    expect(within(notOpen).getByTestId('community-activity').textContent).toContain('아직 게시글이 없습니다');
    expect(within(closed).getByTestId('community-state').textContent).toBe('일시적으로 이용 불가');
    expect(within(closed).getByTestId('community-activity').textContent).toContain('3일 전');
    expect(within(noKey).getByTestId('community-access').textContent).toBe('KEY 보유자만 입장 가능');

    expect(screen.getByRole('link', { name: '커뮤니티 프로필' })).toHaveAttribute('href', '/community/profile');
    expect(screen.getByRole('link', { name: '내가 쓴 글' })).toHaveAttribute('href', '/community/my');
    expect(screen.queryByTestId('sign-in-call')).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Communities');
    expect(within(own).getByTestId('community-state').textContent).toBe('Open');
    expect(within(own).getByTestId('community-activity').textContent).toContain('12 posts');
    expect(within(own).getByTestId('community-activity').textContent).toContain('5 minutes ago');
    expect(within(notOpen).getByTestId('community-state').textContent).toBe('Opens Jul 1, 2025, 12:00 PM KST');
    expect(within(closed).getByTestId('community-state').textContent).toBe('Temporarily unavailable');
    expect(within(closed).getByTestId('community-activity').textContent).toContain('1 post');
    expect(within(noKey).getByTestId('community-access').textContent).toBe('For KEY owners only');
    expect(screen.getByRole('link', { name: 'Community profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My posts' })).toBeInTheDocument();
  });

  it('shows a visitor the list and a sign-in call that comes back here', async () => {
    signIn(false);
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.communities,
        response: communityListSchema,
        reply: () => communityList([community(7, { access: ACCESS.visitor })]),
      }),
    );
    renderAt(<CommunityListPage />, '/community');

    const call = screen.getByTestId('sign-in-call');
    expect(within(call).getByRole('heading', { level: 2 }).textContent).toBe('로그인하고 커뮤니티에 입장하세요');
    expect(within(call).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/user/login?error=SessionRequired&callbackUrl=%2Fcommunity');
    const card = await screen.findByTestId('community-card');
    expect(within(card).getByTestId('community-access').textContent).toBe('로그인 후 입장 가능');
    expect(screen.queryByRole('link', { name: '커뮤니티 프로필' })).not.toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(within(call).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(card).getByTestId('community-access').textContent).toBe('Sign in to enter');
  });

  it('says when there is no community yet', async () => {
    signIn();
    testApi.use(contractHandler({ method: 'get', path: COMMUNITY_API.communities, response: communityListSchema, reply: () => communityList([]) }));
    renderAt(<CommunityListPage />, '/community');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('아직 커뮤니티가 없습니다.');
  });

  it('shows a failure with Retry, which loads again', async () => {
    signIn();
    let fail = true;
    testApi.use(
      contractHandler({
        method: 'get',
        path: COMMUNITY_API.communities,
        response: communityListSchema,
        reply: () => {
          if (fail) throw refusal('TEMPORARY_ERROR');
          return communityList([community(7)]);
        },
      }),
    );
    renderAt(<CommunityListPage />, '/community');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error.textContent).toContain('일시적인 오류가 발생했습니다');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('community-card')).toBeInTheDocument();
  });
});
