import type { Faq, KeyDetail, MainPage, Page as ListPage, Notice, ProjectDetail } from 'shared-contract';
import { apiData, expect, screenshots, settled, test } from './fixtures';

const projectsOf = (main: MainPage) => {
  const all = [...main.webtoons, ...main.themes].flatMap((group) => group.projects);
  return [...new Map(all.map((project) => [project.id, project])).values()];
};

test.describe('public catalog', () => {
  test('a visitor browses main, a project, a KEY and its tabs, then switches to English for good', async ({ page }, testInfo) => {
    const main = await apiData<MainPage>(page, '/api/main');
    const projects = projectsOf(main);
    expect(projects.length, 'seeded projects on /api/main').toBeGreaterThanOrEqual(6);

    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { name: '웹툰 컬렉션' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '테마 컬렉션' })).toBeVisible();
    for (const project of projects) {
      await expect(page.getByTestId('project-card').filter({ hasText: project.title.ko }).first()).toBeVisible();
    }
    await settled(page);
    await screenshots(page, testInfo, 'main-ko');

    const first = projects[0];
    if (!first) throw new Error('no project');
    await page.getByTestId('project-card').filter({ hasText: first.title.ko }).first().click();
    await expect(page).toHaveURL(new RegExp(`/project\\?id=${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title.ko })).toBeVisible();
    const project = await apiData<ProjectDetail>(page, `/api/project?id=${first.id}`);
    expect(project.keys.length).toBeGreaterThan(0);
    const keysList = page.getByRole('list', { name: '이 프로젝트의 KEY' });
    await expect(keysList.getByTestId('key-card')).toHaveCount(project.keys.length);
    await settled(page);
    await screenshots(page, testInfo, 'project-ko');

    const firstKey = project.keys[0];
    if (!firstKey) throw new Error('no key');
    await keysList.getByTestId('key-card').filter({ hasText: firstKey.name.ko }).first().click();
    await expect(page).toHaveURL(new RegExp(`/key/details\\?id=${firstKey.id}`));
    const key = await apiData<KeyDetail>(page, `/api/key/details?id=${firstKey.id}`);
    await expect(page.getByRole('heading', { level: 1, name: key.name.ko })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'KEY 정보' });
    await expect(tabs.getByRole('tab')).toHaveText(['KEY 상세', '프로젝트 상세', 'KEY 활동']);
    await expect(page.getByRole('tab', { name: 'KEY 속성' }), 'the key properties tab is hidden').toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'KEY 상세' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(key.description.ko);
    await screenshots(page, testInfo, 'key-details-ko');

    await tabs.getByRole('tab', { name: '프로젝트 상세' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: key.project.title.ko })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: '프로젝트 보러 가기' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'KEY 활동' }).click();
    if (key.activities.length > 0) {
      await expect(page.getByTestId('key-activities').locator('tbody tr')).toHaveCount(key.activities.length);
      await expect(page.getByTestId('key-activities').getByRole('columnheader', { name: '일시 (KST)' })).toBeVisible();
    } else {
      await expect(page.getByRole('tabpanel')).toContainText('아직 활동 내역이 없습니다.');
    }
    await screenshots(page, testInfo, 'key-activities-ko');

    await page.getByRole('group', { name: '언어 선택' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: key.name.en })).toBeVisible();
    const tabsEn = page.getByRole('tablist', { name: 'KEY information' });
    await expect(tabsEn.getByRole('tab')).toHaveText(['KEY details', 'Project details', 'KEY activities']);
    await expect(tabsEn.getByRole('tab', { name: 'KEY activities' })).toHaveAttribute('aria-selected', 'true');
    await screenshots(page, testInfo, 'key-activities-en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: key.name.en }), 'English survives a reload').toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' })).toBeVisible();
    await page.getByRole('tablist', { name: 'KEY information' }).getByRole('tab', { name: 'KEY details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(key.description.en);
    await screenshots(page, testInfo, 'key-details-en');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/project\\?id=${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title.en })).toBeVisible();
    await expect(page.getByRole('list', { name: 'KEYs of this project' }).getByTestId('key-card')).toHaveCount(project.keys.length);
    await screenshots(page, testInfo, 'project-en');

    await page.getByRole('link', { name: 'KEYS home' }).first().click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { name: 'Webtoon collections' })).toBeVisible();
    for (const item of projects) {
      await expect(page.getByTestId('project-card').filter({ hasText: item.title.en }).first()).toBeVisible();
    }
    await screenshots(page, testInfo, 'main-en');
  });

  test.describe(() => {
    // The unknown id below: the browser itself logs the API's 404 answer.
    test.use({ allowedConsoleErrors: /status of 404 .*\/api\/key\/details\?id=999999/ });
    test('a deep link to /key/details loads directly', async ({ page }, testInfo) => {
      const key = await apiData<KeyDetail>(page, '/api/key/details?id=1');
      await page.goto('/key/details?id=1&tab=project');
      await expect(page.getByRole('heading', { level: 1, name: key.name.ko })).toBeVisible();
      await expect(page.getByRole('tab', { name: '프로젝트 상세' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: key.project.title.ko })).toBeVisible();
      await screenshots(page, testInfo, 'key-deep-link');

      await page.goto('/key/details?id=999999');
      await expect(page.getByText('KEY를 찾을 수 없습니다').first()).toBeVisible();
    });
  });

  test('search as you type finds a seeded KEY', async ({ page }, testInfo) => {
    const key = await apiData<KeyDetail>(page, '/api/key/details?id=1');
    await page.goto('/main');
    await settled(page);
    await page.getByRole('navigation', { name: '바로가기 메뉴' }).getByRole('link', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { name: '인기 프로젝트 TOP 6' })).toBeVisible();

    const input = page.getByRole('searchbox', { name: '검색어' });
    await expect(input).toBeFocused();
    await input.pressSequentially(key.name.ko, { delay: 40 });
    const found = page.getByTestId('search-results').getByTestId('key-card').filter({ hasText: key.name.ko });
    await expect(found.first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=/);
    await screenshots(page, testInfo, 'search-results');

    await input.fill('존재하지않는검색어zzz');
    await expect(page.getByTestId('search-empty')).toBeVisible();
    await expect(found).toHaveCount(0);
  });

  test('the support page opens on its notices with /support?notice', async ({ page }, testInfo) => {
    const notices = await apiData<ListPage<Notice>>(page, '/api/notice');
    expect(notices.items.length).toBeGreaterThanOrEqual(5);
    await page.goto('/support?notice');
    const first = notices.items[0];
    if (!first) throw new Error('no notice');
    await expect(page.getByText(first.title.ko).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
    await screenshots(page, testInfo, 'support-notice');
    const faqs = await apiData<Faq[]>(page, '/api/faq');
    const question = faqs[0]?.question.ko;
    if (!question) throw new Error('no FAQ entry');
    await page.getByRole('tab', { name: /FAQ|자주 묻는 질문/ }).click();
    await expect(page.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: question })).toBeVisible();
  });
});
