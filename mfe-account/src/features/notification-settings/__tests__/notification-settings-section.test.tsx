import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_SETTINGS_API } from 'shared-contract';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage, signInTestMember } from '../../../testing/render';
import { NotificationSettingsSection } from '../components/notification-settings-section';
import { notificationSettingsApi } from '../testing/notification-settings-model';

const testApi = setupContractApi();

const renderSection = () => renderPage(<NotificationSettingsSection />, { route: '/my/settings', queryClient: createTestQueryClient() });
const switchNamed = (name: string) => screen.getByRole('switch', { name });
const isOn = (name: string) => switchNamed(name).getAttribute('aria-checked') === 'true';
const isDisabled = (name: string) => (switchNamed(name) as HTMLButtonElement).disabled;
const descriptionOf = (name: string) => document.getElementById(switchNamed(name).getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(async () => {
  notificationSettingsApi.reset();
  testApi.reset(...notificationSettingsApi.handlers());
  signInTestMember();
  await initTestI18n('ko');
});

describe('notification settings on /my/settings', () => {
  it('shows the push consents and every switchable web type; the push details wait for push itself (ko)', async () => {
    notificationSettingsApi.holdRequests = true;
    renderSection();
    expect(screen.getByLabelText('알림 설정을 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(notificationSettingsApi.held).toHaveLength(1));
    act(() => notificationSettingsApi.release());
    await screen.findByRole('group', { name: '사이트 알림' });
    notificationSettingsApi.holdRequests = false;

    const push = within(screen.getByRole('group', { name: '앱 푸시 알림' }));
    expect(push.getAllByRole('switch').map((control) => control.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'false']);
    expect(descriptionOf('푸시 알림 받기')).toBe('푸시 알림을 켜면 고를 수 있습니다.');
    for (const name of ['콘텐츠 소식', '무료 이용 혜택', '야간 푸시 (21시~08시)']) expect(isDisabled(name)).toBe(true);

    const web = within(screen.getByRole('group', { name: '사이트 알림' }));
    expect(web.getAllByRole('switch').map((control) => control.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true', 'true', 'true']);
    expect(descriptionOf('좋아요')).toBe('내 글이나 댓글에 좋아요가 눌렸을 때');

    // Push on: the details can be chosen; night-time push on saves only that.
    fireEvent.click(switchNamed('푸시 알림 받기'));
    await screen.findByText('저장했습니다.');
    expect(isDisabled('야간 푸시 (21시~08시)')).toBe(false);
    expect(descriptionOf('푸시 알림 받기')).toBeUndefined();
    fireEvent.click(switchNamed('야간 푸시 (21시~08시)'));
    await waitFor(() => expect(notificationSettingsApi.settings.agreePush.isAgreePushNight).toBe(true));
    expect(notificationSettingsApi.settings.agreePush).toEqual({
      isAgreePush: true,
      isAgreePushContents: false,
      isAgreePushFreetime: false,
      isAgreePushNight: true,
    });
    expect(isOn('야간 푸시 (21시~08시)')).toBe(true);
  });

  it('a switch moves at once, saves only its type, and the choice is what the api keeps (en)', async () => {
    await initTestI18n('en');
    renderSection();
    await screen.findByRole('group', { name: 'Notifications on the site' });
    notificationSettingsApi.holdRequests = true;
    fireEvent.click(switchNamed('Likes'));
    // Before the api answers, the switch shows the choice and is marked busy.
    await waitFor(() => expect(isOn('Likes')).toBe(false));
    expect(switchNamed('Likes')).toHaveAttribute('aria-busy', 'true');
    expect(notificationSettingsApi.settings.types.LIKE).toBe(true);
    await waitFor(() => expect(notificationSettingsApi.held).toHaveLength(1));
    act(() => notificationSettingsApi.release());
    await screen.findByText('Saved.');
    expect(notificationSettingsApi.settings.types).toEqual({ TRANSFER: true, SALE: true, OFFER: true, COMMENT: true, LIKE: false, WATCH: true });
    expect(testApi.requests('patch', NOTIFICATION_SETTINGS_API).map((call) => call.body)).toEqual([{ types: { LIKE: false } }]);
  });

  it('a refused save puts the switch back and says why; a failed load offers a retry (en)', async () => {
    await initTestI18n('en');
    notificationSettingsApi.failNext[`GET ${NOTIFICATION_SETTINGS_API}`] = 'TEMPORARY_ERROR';
    renderSection();
    const failed = await screen.findByTestId('error-state');
    expect(failed.textContent).toContain('Could not load your notification settings');
    fireEvent.click(within(failed).getByRole('button'));
    await screen.findByRole('group', { name: 'Notifications on the site' });

    notificationSettingsApi.failNext[`PATCH ${NOTIFICATION_SETTINGS_API}`] = 'TEMPORARY_ERROR';
    fireEvent.click(switchNamed('Market sales'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again/i);
    await waitFor(() => expect(isOn('Market sales')).toBe(true));
    expect(notificationSettingsApi.settings.types.SALE).toBe(true);
  });
});
