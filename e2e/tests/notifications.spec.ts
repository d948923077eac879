import type { Page } from '@playwright/test';
import { baseURL, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { accessTokenOf, signInAsMember, signUpNewMember, uniqueEmail } from './session';

const notice = {
  title: { ko: '점검 안내', en: 'Maintenance notice' },
  body: { ko: '오늘 밤 2시부터 3시까지 점검합니다.', en: 'We will be down for maintenance from 2 to 3 a.m. tonight.' },
};

const bearer = async (page: Page) => ({ authorization: `Bearer ${await accessTokenOf(page)}` });

test.describe('notifications', () => {
  test('an admin notifies a new member: the badge, the list in ko and en, read on click, the badge gone (360 px and desktop)', async ({
    page,
    browser,
  }, testInfo) => {
    await preferLanguage(page, 'ko');
    const member = await signUpNewMember(page, uniqueEmail('alarm'), 'ko');

    // A member may not send notifications.
    const refused = await page.request.post('/api/admin/alarm', { headers: await bearer(page), data: { userIds: [member.id], ...notice } });
    expect(refused.status()).toBe(403);

    // The admin, signed in on another browser, sends an ADMIN notification to this member only.
    const adminContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const admin = await adminContext.newPage();
      await signInAsMember(admin, 'admin@keys.local');
      const sent = await admin.request.post('/api/admin/alarm', { headers: await bearer(admin), data: { userIds: [member.id], ...notice } });
      expect(await sent.json()).toEqual({ result: 'SUCCESS', data: { sent: 1 } });
    } finally {
      await adminContext.close();
    }

    // 360 px: the "more" button carries the count; the drawer leads to the notifications.
    await page.setViewportSize(MOBILE);
    await page.goto('/main');
    await settled(page);
    const more = page.getByRole('button', { name: '더보기' });
    await expect(more.getByTestId('unread-badge')).toHaveText('1');
    await expect(more).toHaveAccessibleDescription('알림 1개 읽지 않음');
    await more.click();
    await page.getByRole('dialog', { name: '더보기 메뉴' }).getByRole('link', { name: '알림 (1개 읽지 않음)' }).click();
    await expect(page).toHaveURL(/\/my\/notifications$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    const item = page.getByTestId('notification');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.getByTestId('notification-type')).toHaveText('공지');
    await expect(item.getByTestId('notification-title')).toHaveText('읽지 않음: 점검 안내');
    await expect(item).toContainText(notice.body.ko);
    await expect(item.locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    await expect(page.getByTestId('unread-count')).toHaveText('읽지 않은 알림 1개');
    expect(await fitsWidth(page)).toBe(true);
    await screenshots(page, testInfo, 'notifications-unread');
    await page.setViewportSize(MOBILE);

    // Desktop, English: the same notification in English, and the badge on my page.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('group', { name: '언어 선택' }).getByRole('button', { name: 'English' }).click();
    await expect(item.getByTestId('notification-title')).toHaveText('Unread: Maintenance notice');
    await expect(item.getByTestId('notification-type')).toHaveText('Notice');
    await expect(item).toContainText(notice.body.en);
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    const myPage = shortcuts.getByRole('link', { name: /^My page/ });
    await expect(myPage.getByTestId('unread-badge')).toHaveText('1');
    await expect(myPage).toContainText('1 unread notification');

    // Clicking it reads it: the tint, the count and the badge go.
    await item.getByRole('button').click();
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(item.getByTestId('notification-title')).toHaveText('Maintenance notice');
    await expect(page.getByTestId('unread-count')).toHaveText('You have read every notification');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(myPage.getByTestId('unread-badge')).toHaveCount(0);
    const unread = await page.request.get('/api/alarm/unread-count', { headers: await bearer(page) });
    expect(await unread.json()).toEqual({ result: 'SUCCESS', data: { count: 0 } });

    // The account menu has Notifications without a count now; 360 px again: no badge on "more".
    await shortcuts.getByRole('button', { name: 'Account menu' }).click();
    await expect(shortcuts.getByRole('link', { name: 'Notifications', exact: true })).toHaveAttribute('href', '/my/notifications');
    await page.setViewportSize(MOBILE);
    await page.goto('/main');
    await settled(page);
    await expect(page.getByRole('button', { name: 'More' }).getByTestId('unread-badge')).toHaveCount(0);
    await page.goto('/my/notifications');
    await settled(page);
    await expect(page.getByTestId('notification')).toHaveAttribute('data-unread', 'false');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('a member with no notifications sees the empty state (en, 360 px)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await signUpNewMember(page, uniqueEmail('no-alarm'), 'en');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/notifications');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notifications-empty')).toContainText('No notifications yet');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('notification settings: a member turns push on with night-time push and switches sales off; after a reload at desktop width the choices are kept (ko)', async ({
    page,
  }, testInfo) => {
    await preferLanguage(page, 'ko');
    await signUpNewMember(page, uniqueEmail('alarm-settings'), 'ko');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/settings');
    await settled(page);
    const settings = page.getByTestId('notification-settings');
    await expect(settings.getByRole('heading', { level: 2, name: '알림 설정' })).toBeVisible();
    const night = settings.getByRole('switch', { name: '야간 푸시 (21시~08시)' });
    await expect(night).toBeDisabled();
    await settings.getByRole('switch', { name: '푸시 알림 받기' }).click();
    await expect(settings.getByText('저장했습니다.')).toBeVisible();
    await expect(night).toBeEnabled();
    await night.click();
    await expect(night).toHaveAttribute('aria-checked', 'true');
    const sales = settings.getByRole('switch', { name: '마켓 판매' });
    await expect(sales).toHaveAccessibleDescription('마켓에 올린 KEY가 팔렸을 때');
    await sales.press('Enter');
    await expect(sales).toHaveAttribute('aria-checked', 'false');
    await expect(sales).not.toHaveAttribute('aria-busy', 'true');
    expect(await fitsWidth(page)).toBe(true);
    // A 44 px tap target around each switch on mobile.
    const box = await sales.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(32);
    const tap = await sales.evaluate((element) => {
      const before = getComputedStyle(element, '::before');
      return element.getBoundingClientRect().height - parseFloat(before.top) - parseFloat(before.bottom);
    });
    expect(tap).toBeGreaterThanOrEqual(44);
    await screenshots(page, testInfo, 'notification-settings-ko');

    // Desktop, after a reload: what the account keeps.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await settled(page);
    const kept = page.getByTestId('notification-settings');
    await expect(kept.getByRole('switch', { name: '푸시 알림 받기' })).toHaveAttribute('aria-checked', 'true');
    await expect(kept.getByRole('switch', { name: '야간 푸시 (21시~08시)' })).toHaveAttribute('aria-checked', 'true');
    await expect(kept.getByRole('switch', { name: '콘텐츠 소식' })).toHaveAttribute('aria-checked', 'false');
    await expect(kept.getByRole('switch', { name: '마켓 판매' })).toHaveAttribute('aria-checked', 'false');
    await expect(kept.getByRole('switch', { name: '좋아요' })).toHaveAttribute('aria-checked', 'true');
    const api = await page.request.get('/api/alarm/settings', { headers: await bearer(page) });
    expect(((await api.json()) as { data: { types: Record<string, boolean> } }).data.types).toMatchObject({ SALE: false, LIKE: true, OFFER: true });
  });
});
