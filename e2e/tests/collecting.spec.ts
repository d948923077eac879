import type { MyKeys, ProjectDetail } from 'shared-contract';
import { keysFromTickets } from './commerce';
import { apiData, DESKTOP, expect, MOBILE, preferLanguage, settled, test } from './fixtures';
import { memberGet, NEW_MEMBER_CABINET_PASSWORD, signUpNewMember, uniqueEmail } from './session';

test.describe('collecting (issue 15 B)', () => {
  test('set progress: the project page and the cabinet count exactly the designs the member owns of all (en, 360 px and 1280 px; ko in the unit tests)', async ({
    page,
    browser,
  }) => {
    await preferLanguage(page, 'en');
    const member = await signUpNewMember(page, uniqueEmail('collector'), 'en');
    await keysFromTickets(page, browser, member.id, 3);
    const mine = (await memberGet<MyKeys>(page, '/api/key/my')).items;
    const projectId = mine[0]?.key.projectId ?? 0;
    const project = await apiData<ProjectDetail>(page, `/api/project?id=${projectId}`);
    // What the member owns of this project, by design, from their KEYs.
    const ownedOf = (designId: number) => mine.filter((item) => item.key.id === designId).length;
    const ownedDesigns = project.keys.filter((design) => ownedOf(design.id) > 0).length;
    expect(ownedDesigns).toBeGreaterThan(0);

    await page.setViewportSize(MOBILE);
    await page.goto(`/project?id=${projectId}`);
    await settled(page);
    const set = page.getByRole('region', { name: 'My set' });
    await expect(set.getByTestId('set-progress-count')).toHaveText(new RegExp(`^${ownedDesigns} of ${project.keys.length} designs? collected`));
    await expect(set.getByTestId('set-design-state')).toHaveText(
      project.keys.map((design) => (ownedOf(design.id) > 0 ? `${ownedOf(design.id)} owned` : 'Missing · find it on the market')),
    );
    await expect(set.getByTestId('set-complete')).toHaveCount(ownedDesigns === project.keys.length ? 1 : 0);
    // A missing design leads to its page, where its listings are.
    const missing = project.keys.find((design) => ownedOf(design.id) === 0);
    if (missing) {
      await set.getByRole('link', { name: new RegExp(missing.name.en) }).click();
      await expect(page).toHaveURL(new RegExp(`/key/details\\?id=${missing.id}$`));
    }

    // The cabinet on a desktop: each project's set as owned/all designs, linking to the project.
    await page.setViewportSize(DESKTOP);
    await page.goto('/cabinet');
    await settled(page);
    await page.getByRole('textbox', { name: 'Cabinet password' }).fill(NEW_MEMBER_CABINET_PASSWORD);
    await page.getByRole('button', { name: 'Open the cabinet' }).click();
    await settled(page);
    const group = page.getByTestId('cabinet-group').filter({ has: page.getByRole('heading', { name: new RegExp(project.title.en) }) });
    const link = group.getByTestId('cabinet-group-set');
    await expect(link).toContainText(ownedDesigns === project.keys.length ? 'Set complete' : `Set ${ownedDesigns}/${project.keys.length}`);
    await expect(link).toHaveAttribute('href', `/project?id=${projectId}`);
  });
});
