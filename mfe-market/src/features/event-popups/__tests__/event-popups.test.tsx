import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { EventPopups } from '../components/event-popups';
import { hiddenKey } from '../hidden-today';
import { popupFixture, popupsApi } from '../testing/fake-popups-api';

const testApi = setupContractApi();

const page = (
  <Routes>
    <Route
      path="/main"
      element={
        <>
          <h1>
            <button type="button">main page</button>
          </h1>
          <EventPopups />
        </>
      }
    />
    <Route path="/reveal" element={<h1>reveal page</h1>} />
    <Route path="/ticket" element={<h1>tickets page</h1>} />
    <Route path="/promotion" element={<h1>promotion page</h1>} />
    <Route path="/user/login" element={<h1>login page</h1>} />
  </Routes>
);
const renderMain = () => renderPage(page, { route: '/main', queryClient: createTestQueryClient() });
const location = () => screen.getByTestId('location').textContent;
const signedIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
const visitor = () => {
  popupsApi.signedIn = false;
  useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
};
const keyReward = { kind: 'KEY' as const, project: { id: 3, title: { ko: '달빛 프로젝트', en: 'Moonlight Project' } } };

beforeEach(async () => {
  popupsApi.reset();
  testApi.reset(...popupsApi.routes());
  window.localStorage.clear();
  signedIn();
  await initTestI18n('ko');
});

describe('the /main event popups', () => {
  it('shows the active popups one at a time as a modal dialog named by its title, with the image size reserved, the link and both close choices (ko, en)', async () => {
    popupsApi.popups = [popupFixture(1, { linkUrl: '/promotion' }), popupFixture(2, { imageUrl: null })];
    renderMain();
    const dialog = await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByTestId('event-popup-position').textContent).toBe('1 / 2');
    expect(screen.getByText('이벤트 1 안내')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: '이벤트 1 이미지' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    expect(screen.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/promotion');
    expect(screen.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe('이벤트 1');

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Event 1' })).toBeInTheDocument();
    expect(screen.getByTestId('event-popup-position').textContent).toBe('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const second = await screen.findByRole('dialog', { name: 'Event 2' });
    expect(second.querySelector('img')).toBeNull();
    // Escape (the dialog's cancel event) closes it too; nothing is left and the page is as it was.
    fireEvent(second, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByTestId('event-popup')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'main page' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('returns the focus where it was when the popup closes', async () => {
    popupsApi.popups = [popupFixture(1)];
    renderMain();
    const before = screen.getByRole('button', { name: 'main page' });
    before.focus();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(before).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByTestId('event-popup')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
  });

  it('a member claims a KEY reward once: the result links to its reveal, and the claimed popup says so next time', async () => {
    popupsApi.popups = [popupFixture(1, { reward: keyReward })];
    const { unmount } = renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(screen.getByTestId('event-popup-reward').textContent).toBe('보상: 달빛 프로젝트 KEY 1개 (무작위)');
    fireEvent.click(screen.getByRole('button', { name: '보상 받기' }));
    expect((await screen.findByTestId('event-popup-claimed')).textContent).toBe('KEY를 받았습니다! 공개 페이지에서 확인해 보세요.');
    expect(screen.queryByRole('button', { name: '보상 받기' })).not.toBeInTheDocument();
    expect(popupsApi.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/event/popup/provided/1']);
    fireEvent.click(screen.getByRole('link', { name: 'KEY 공개하기' }));
    expect(location()).toBe('/reveal?purchaseId=700');
    unmount();

    renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(screen.getByTestId('event-popup-already-claimed').textContent).toBe('이미 받은 보상입니다.');
    expect(screen.queryByRole('button', { name: '보상 받기' })).not.toBeInTheDocument();
  });

  it('a ticket reward links to the tickets page', async () => {
    popupsApi.popups = [popupFixture(1, { reward: { kind: 'TICKET', project: null } })];
    renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(screen.getByTestId('event-popup-reward').textContent).toBe('보상: 티켓 1장');
    fireEvent.click(screen.getByRole('button', { name: '보상 받기' }));
    expect((await screen.findByTestId('event-popup-claimed')).textContent).toBe('티켓 1장을 받았습니다!');
    fireEvent.click(screen.getByRole('link', { name: '티켓 보러 가기' }));
    expect(location()).toBe('/ticket');
  });

  it('a claim the api refuses (claimed in another tab) shows POPUP_ALREADY_CLAIMED in ko and en', async () => {
    popupsApi.popups = [popupFixture(1, { reward: keyReward })];
    renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    popupsApi.claimed.add(1);
    fireEvent.click(screen.getByRole('button', { name: '보상 받기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 받은 보상입니다.');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('event-popup-error').textContent).toBe('You have already claimed this reward.');
  });

  it('a visitor is asked to sign in and comes back to /main', async () => {
    visitor();
    popupsApi.popups = [popupFixture(1, { reward: { kind: 'TICKET', project: null } })];
    renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    expect(screen.queryByRole('button', { name: '보상 받기' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '로그인하고 보상 받기' }));
    expect(location()).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fmain');
  });

  it('"don\'t show again today" keeps the popup hidden for the rest of the api\'s KST day, and it shows again the next day', async () => {
    popupsApi.popups = [popupFixture(1), popupFixture(2)];
    const first = renderMain();
    await screen.findByRole('dialog', { name: '이벤트 1' });
    fireEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(window.localStorage.getItem(hiddenKey(1))).toBe('2026-04-10');
    // Popup 2 is only closed: it comes back on the next visit, popup 1 does not.
    fireEvent.click(within2('이벤트 2', '닫기'));
    await waitFor(() => expect(screen.queryByTestId('event-popup')).not.toBeInTheDocument());
    first.unmount();

    const again = renderMain();
    expect(await screen.findByRole('dialog', { name: '이벤트 2' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '이벤트 1' })).not.toBeInTheDocument();
    again.unmount();

    // The api's KST day changes: popup 1 shows again.
    popupsApi.today = '2026-04-11';
    renderMain();
    expect(await screen.findByRole('dialog', { name: '이벤트 1' })).toBeInTheDocument();
  });

  it('renders nothing when the api fails, and /main stays usable', async () => {
    popupsApi.down = 'TEMPORARY_ERROR';
    popupsApi.popups = [popupFixture(1)];
    renderMain();
    await waitFor(() => expect(popupsApi.calls).toEqual(['GET /api/event/popup']));
    expect(screen.queryByTestId('event-popup')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'main page' })).toBeInTheDocument();
  });

  it('waits for the session before asking (the answer depends on the caller)', async () => {
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
    popupsApi.popups = [popupFixture(1)];
    renderMain();
    await act(async () => {});
    expect(popupsApi.calls).toEqual([]);
    act(() => signedIn());
    expect(await screen.findByRole('dialog', { name: '이벤트 1' })).toBeInTheDocument();
  });
});

/** The named button inside the dialog named `title`. */
function within2(title: string, button: string) {
  const dialog = screen.getByRole('dialog', { name: title });
  const found = Array.from(dialog.querySelectorAll('button')).find((element) => element.textContent === button);
  if (!found) throw new Error(`no ${button} in ${title}`);
  return found;
}
