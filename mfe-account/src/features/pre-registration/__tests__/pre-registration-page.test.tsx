import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage, signInTestMember, signOutTestMember } from '../../../testing/render';
import PreRegistrationPage from '../../../pages/pre-registration-page';
import { eventsApi } from '../testing/pre-book-model';

const testApi = setupContractApi();

const page = (
  <Routes>
    <Route path="/event/pre-reservation" element={<PreRegistrationPage />} />
    <Route path="/reveal" element={<h1>reveal page</h1>} />
    <Route path="/ticket" element={<h1>ticket page</h1>} />
    <Route path="/user/login" element={<h1>login page</h1>} />
  </Routes>
);
const renderAt = (route: string) => renderPage(page, { route, queryClient: createTestQueryClient() });
const posts = () => testApi.requests('post').map((call) => `POST ${call.path}`);
const location = () => screen.getByTestId('location').textContent;
const signedIn = signInTestMember;
const stepHeading = () => screen.getByRole('heading', { level: 2 });

beforeEach(async () => {
  eventsApi.reset();
  testApi.reset(...eventsApi.handlers());
  signOutTestMember();
  await initTestI18n('ko');
});

describe('the pre-registration pages', () => {
  it.each([
    ['/event/pre-reservation'],
    ['/event/pre-reservation?p=5'],
    ['/event/pre-reservation?p=-1'],
    ['/event/pre-reservation?p=abc'],
    ['/event/pre-reservation?p=01'],
  ])('%s goes to p=0', async (route) => {
    renderAt(route);
    await waitFor(() => expect(location()).toBe('/event/pre-reservation?p=0'));
    expect(await screen.findByRole('heading', { level: 2, name: 'KEYS 사전 예약 이벤트' })).toBeInTheDocument();
  });

  it('shows the five steps in order, the current one marked, with the window, the reward and the way to take part (ko, then en)', async () => {
    renderAt('/event/pre-reservation?p=0');
    expect(screen.getByRole('heading', { level: 1, name: '사전 예약' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: '사전 예약 이벤트 단계' })).getAllByRole('link');
    expect(steps.map((link) => link.textContent)).toEqual(['1소개', '2혜택', '3참여 방법', '4참여하기', '5완료']);
    expect(steps.map((link) => link.getAttribute('href'))).toEqual([0, 1, 2, 3, 4].map((p) => `/event/pre-reservation?p=${p}`));
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(await screen.findByTestId('pre-registration-window')).toHaveProperty('textContent', '사전 예약 기간: 2023.06.01 00:00 ~ 2023.06.27 23:59 (KST)');
    expect(screen.getByTestId('pre-registration-entrants').textContent).toBe('지금까지 41명이 참여했습니다.');
    expect(screen.getByText(/2023-06-28에 정식 출시됩니다/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: '다음 단계: 혜택' }));
    expect(location()).toBe('/event/pre-reservation?p=1');
    expect(stepHeading().textContent).toBe('사전 예약 혜택');
    await waitFor(() => expect(stepHeading()).toHaveFocus());
    expect(screen.getByTestId('pre-registration-reward').textContent).toBe(
      '정식 출시 후 KEY 뽑기 티켓 1장을 드립니다. 티켓으로 판매 중인 프로젝트에서 KEY를 뽑을 수 있습니다.',
    );
    expect(
      screen.getByText('보상은 정식 출시일(2023-06-28)부터 2023-07-27까지(출시 후 30일) 받을 수 있습니다. 기간이 지나면 받을 수 없습니다.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: '다음 단계: 참여 방법' }));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: '이전 단계: 혜택' })).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(stepHeading().textContent).toBe('How to take part');
    expect(
      within(screen.getByRole('navigation', { name: 'Pre-registration event steps' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1Introduction', '2Benefits', '3How to take part', '4Enter', '5Done']);
  });

  it('a KEY reward names its project (en)', async () => {
    await initTestI18n('en');
    eventsApi.reward = { kind: 'KEY', project: { id: 3, title: { ko: '봄', en: 'Spring' } } };
    renderAt('/event/pre-reservation?p=1');
    expect(await screen.findByTestId('pre-registration-reward')).toHaveProperty(
      'textContent',
      'After the launch you get one free KEY of Spring, drawn at random from the KEYs left, to reveal yourself on the reveal page.',
    );
  });

  it('a visitor is asked to sign in and comes back to the entry step', async () => {
    renderAt('/event/pre-reservation?p=3');
    const signIn = await screen.findByRole('link', { name: '로그인하고 참여하기' });
    expect(signIn).toHaveAttribute('href', '/user/login?error=SessionRequired&callbackUrl=%2Fevent%2Fpre-reservation%3Fp%3D3');
    expect(testApi.requests('get', '/api/user/check/pre-book')).toEqual([]);
  });

  it('a member enters once, lands on the done step waiting for the launch; the entry step then says so (ko)', async () => {
    signedIn();
    renderAt('/event/pre-reservation?p=3');
    fireEvent.click(await screen.findByRole('button', { name: '사전 예약하기' }));
    await waitFor(() => expect(location()).toBe('/event/pre-reservation?p=4'));
    expect(await screen.findByTestId('pre-registration-waiting')).toHaveProperty(
      'textContent',
      '사전 예약에 참여했습니다. 보상은 정식 출시일(2023-06-28)부터 2023-07-27까지 받을 수 있습니다.',
    );
    expect(posts()).toEqual(['POST /api/user/pre-book']);
    fireEvent.click(screen.getByRole('link', { name: '이전 단계: 참여하기' }));
    expect(await screen.findByTestId('pre-registration-entered')).toHaveProperty('textContent', '사전 예약에 참여했습니다. (2023.06.15 12:00 KST)');
    expect(screen.queryByRole('button', { name: '사전 예약하기' })).not.toBeInTheDocument();
  });

  it('a second entry (from another tab) is refused with the catalogue message, and the page then shows the entry (ko and en)', async () => {
    signedIn();
    renderAt('/event/pre-reservation?p=3');
    const button = await screen.findByRole('button', { name: '사전 예약하기' });
    eventsApi.entry = { enteredAt: '2023-06-14T01:00:00.000Z', claimedAt: null, grant: null };
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '이미 사전 예약에 참여하셨습니다. 사전 예약은 계정당 한 번만 참여할 수 있습니다.');
    expect(await screen.findByTestId('pre-registration-entered')).toHaveProperty('textContent', '사전 예약에 참여했습니다. (2023.06.14 10:00 KST)');
    expect(location()).toBe('/event/pre-reservation?p=3');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('You have already pre-registered. Each account can pre-register once.');
  });

  it('outside the window the entry step says so and offers no entry', async () => {
    signedIn();
    eventsApi.now = new Date('2023-06-28T01:00:00.000Z');
    renderAt('/event/pre-reservation?p=3');
    expect(await screen.findByText('사전 예약이 마감되었습니다. 참여한 회원은 출시 보상을 받을 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사전 예약하기' })).not.toBeInTheDocument();
  });

  it('after the launch a member claims the ticket reward once and is led to the tickets (ko)', async () => {
    signedIn();
    eventsApi.entry = { enteredAt: '2023-06-14T01:00:00.000Z', claimedAt: null, grant: null };
    eventsApi.now = new Date('2023-07-01T03:00:00.000Z');
    renderAt('/event/pre-reservation?p=4');
    expect(await screen.findByTestId('pre-registration-claimable')).toHaveProperty('textContent', '보상을 받을 수 있습니다. 2023-07-27까지 받아 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '보상 받기' }));
    expect(await screen.findByTestId('pre-registration-claimed')).toHaveProperty(
      'textContent',
      '사전 예약 보상으로 티켓 1장을 받았습니다. 티켓 페이지에서 KEY를 뽑아 보세요.',
    );
    expect(screen.queryByRole('button', { name: '보상 받기' })).not.toBeInTheDocument();
    expect(posts()).toEqual(['POST /api/user/pre-book/claim']);
    fireEvent.click(screen.getByRole('link', { name: '티켓 보러 가기' }));
    expect(await screen.findByRole('heading', { name: 'ticket page' })).toBeInTheDocument();
  });

  it('a KEY reward is revealed on /reveal (en)', async () => {
    await initTestI18n('en');
    signedIn();
    eventsApi.reward = { kind: 'KEY', project: { id: 3, title: { ko: '봄', en: 'Spring' } } };
    eventsApi.entry = { enteredAt: '2023-06-14T01:00:00.000Z', claimedAt: null, grant: null };
    eventsApi.now = new Date('2023-07-01T03:00:00.000Z');
    renderAt('/event/pre-reservation?p=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim the reward' }));
    expect(await screen.findByTestId('pre-registration-claimed')).toHaveProperty(
      'textContent',
      'You received a KEY as your pre-registration reward. Reveal it on the reveal page.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Reveal the KEY' }));
    expect(await screen.findByRole('heading', { name: 'reveal page' })).toBeInTheDocument();
    expect(location()).toBe('/reveal?purchaseId=77');
  });

  it('a claim past 30 days after the launch is refused with the clear message, and the page then says the period ended (ko and en)', async () => {
    signedIn();
    eventsApi.entry = { enteredAt: '2023-06-14T01:00:00.000Z', claimedAt: null, grant: null };
    eventsApi.now = new Date('2023-07-27T14:59:00.000Z');
    renderAt('/event/pre-reservation?p=4');
    const claim = await screen.findByRole('button', { name: '보상 받기' });
    // The deadline passes while the page is open.
    eventsApi.now = new Date('2023-07-27T15:00:00.000Z');
    fireEvent.click(claim);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '사전 예약 보상 수령 기간(정식 출시 후 30일)이 지나 보상을 받을 수 없습니다.');
    expect(await screen.findByTestId('pre-registration-expired')).toHaveProperty(
      'textContent',
      '보상 수령 기간(2023-07-27까지)이 지나 보상을 받을 수 없습니다.',
    );
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('The pre-registration reward had to be claimed within 30 days of the launch. That period has ended.');
    expect(screen.getByTestId('pre-registration-expired').textContent).toBe(
      'The claim period (until Jul 27, 2023) has ended, so the reward can no longer be claimed.',
    );
  });

  it('a member who did not enter is told so on the done step, with the way to the entry', async () => {
    signedIn();
    renderAt('/event/pre-reservation?p=4');
    expect(await screen.findByTestId('pre-registration-not-entered')).toHaveProperty('textContent', '아직 사전 예약에 참여하지 않았습니다.');
    expect(screen.getByRole('link', { name: '참여하러 가기' })).toHaveAttribute('href', '/event/pre-reservation?p=3');
  });

  it('loading, then an error with retry (en)', async () => {
    await initTestI18n('en');
    eventsApi.failNext['GET /api/event/pre-book'] = 'TEMPORARY_ERROR';
    renderAt('/event/pre-reservation?p=0');
    expect(screen.getByText('Loading the pre-registration event')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the pre-registration event')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('pre-registration-window')).toBeInTheDocument();
  });
});
