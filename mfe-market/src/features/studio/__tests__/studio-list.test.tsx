import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { ConsoleSectionProps } from 'shared-ui';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { renderPage } from '../../../testing/render';
import { NAMESPACE } from '../../../namespace';
import { sections } from '../../../console';
import { studioEn } from '../locales/en';
import { studioKo } from '../locales/ko';
import { designFixture, loadStudioSection, projectFixture, resetStudio, staffFixture, studio, studioHandlers } from './studio-test-server';

const api = setupContractApi();
let StudioSection: ComponentType<ConsoleSectionProps>;

beforeEach(async () => {
  resetStudio([
    projectFixture(12, {
      status: 'SCHEDULED',
      // 2026-07-10 20:00 KST.
      publishAt: '2026-07-10T11:00:00.000Z',
      saleEndsAt: '2026-07-31T14:59:00.000Z',
      designs: [designFixture(1, { supplyTotal: 300, sold: 0 }), designFixture(2, { supplyTotal: 200, sold: 0 })],
    }),
    projectFixture(11, {
      status: 'PUBLISHED',
      publishAt: '2026-06-01T01:00:00.000Z',
      designs: [designFixture(3, { supplyTotal: 1000, sold: 250 })],
    }),
    projectFixture(10),
  ]);
  api.reset(...studioHandlers());
  StudioSection = await loadStudioSection('ko');
});

const renderStudio = () => renderPage(<StudioSection staff={staffFixture()} />, { route: '/refund/console?section=studio' });

test('the market exposes the studio section with its id, owner, titles and roles; its texts come with its chunk', async () => {
  expect(sections.map(({ id, owner, title, roles }) => ({ id, owner, title, roles }))).toEqual([
    { id: 'studio', owner: 'market', title: { ko: '카탈로그 스튜디오', en: 'Catalogue studio' }, roles: ['admin', 'editor'] },
  ]);
  expect(i18next.exists('studio.title', { ns: NAMESPACE })).toBe(true);
});

test('the texts are not part of the market start-up: a fresh i18n has none until the section loads', async () => {
  await jest.isolateModulesAsync(async () => {
    // The shell's one i18next with the market's start-up texts only (as `routes.tsx` registers them).
    const fresh = (await import('i18next')).default;
    const { ko } = await import('../../../locales/ko');
    const { en } = await import('../../../locales/en');
    await fresh.init({ lng: 'ko', fallbackLng: 'ko', ns: [NAMESPACE], defaultNS: NAMESPACE, resources: { ko: { [NAMESPACE]: ko }, en: { [NAMESPACE]: en } } });
    expect(fresh.exists('studio.title', { ns: NAMESPACE })).toBe(false);
    const { sections: fresher } = await import('../../../console');
    await fresher[0]?.load();
    expect(fresh.t('studio.title', { ns: NAMESPACE })).toBe('카탈로그 스튜디오');
    await fresh.changeLanguage('en');
    expect(fresh.t('studio.title', { ns: NAMESPACE })).toBe('Catalogue studio');
  });
});

test('every project, newest first, with its status, publish time and sale window in KST, designs and sales', async () => {
  renderStudio();
  const rows = await screen.findAllByTestId('studio-project');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['프로젝트 12', '프로젝트 11', '프로젝트 10']);

  const scheduled = rows[0] as HTMLElement;
  expect(within(scheduled).getByTestId('studio-status')).toHaveTextContent('게시 예약');
  expect(within(scheduled).getByTestId('studio-project-publish')).toHaveTextContent('2026.07.10 20:00 (KST) 게시 예정');
  expect(within(scheduled).getByTestId('studio-project-window')).toHaveTextContent('2026.07.01 00:00 (KST) ~ 2026.07.31 23:59 (KST)');
  expect(within(scheduled).getByText('2종')).toBeInTheDocument();
  expect(within(scheduled).getByTestId('studio-project-sold')).toHaveTextContent('0 / 500');

  const published = rows[1] as HTMLElement;
  expect(within(published).getByTestId('studio-status')).toHaveTextContent('게시됨');
  expect(within(published).getByTestId('studio-project-publish')).toHaveTextContent('2026.06.01 10:00 (KST) 게시');
  expect(within(published).getByTestId('studio-project-window')).toHaveTextContent('~ 품절 시까지');
  expect(within(published).getByTestId('studio-project-sold')).toHaveTextContent('250 / 1,000');

  const draft = rows[2] as HTMLElement;
  expect(within(draft).getByTestId('studio-status')).toHaveTextContent('초안');
  expect(within(draft).getByTestId('studio-project-publish')).toHaveTextContent('회원에게 보이지 않음');
  expect(screen.getByRole('button', { name: '새 프로젝트' })).toBeInTheDocument();
});

test('in English the list says the same in English, times in KST', async () => {
  StudioSection = await loadStudioSection('en');
  renderStudio();
  const rows = await screen.findAllByTestId('studio-project');
  const scheduled = rows[0] as HTMLElement;
  expect(screen.getByRole('heading', { level: 2, name: 'Catalogue studio' })).toBeInTheDocument();
  expect(within(scheduled).getByTestId('studio-status')).toHaveTextContent('Scheduled');
  expect(within(scheduled).getByTestId('studio-project-publish')).toHaveTextContent('Publishes Jul 10, 2026, 8:00 PM KST');
  expect(within(scheduled).getByTestId('studio-project-window')).toHaveTextContent('Jul 1, 2026, 12:00 AM KST – Jul 31, 2026, 11:59 PM KST');
  expect(within(scheduled).getByText('2 designs')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('1 design')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
});

test('no projects: the empty state invites to create the first, which opens the form', async () => {
  resetStudio([]);
  renderStudio();
  const empty = await screen.findByTestId('studio-projects-empty');
  expect(empty).toHaveTextContent('아직 프로젝트가 없습니다.');
  fireEvent.click(within(empty).getByRole('button', { name: '첫 프로젝트 만들기' }));
  expect(await screen.findByRole('heading', { name: '새 프로젝트', level: 3 })).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent('/refund/console?section=studio&studioProject=new');
});

test('a failed list shows the api message and retries', async () => {
  studio.refuse.list = 'FORBIDDEN';
  renderStudio();
  const error = await screen.findByTestId('error-state');
  expect(error).toHaveTextContent('권한이 없습니다.');
  fireEvent.click(within(error).getByRole('button'));
  expect(await screen.findAllByTestId('studio-project')).toHaveLength(3);
});

test('skeletons while the list loads', async () => {
  renderStudio();
  expect(screen.getByTestId('studio-projects-loading')).toBeInTheDocument();
  expect(await screen.findAllByTestId('studio-project')).toHaveLength(3);
});

test('a project link opens it in the console URL; back returns to the list', async () => {
  renderStudio();
  fireEvent.click(await screen.findByRole('link', { name: '프로젝트 11' }));
  expect(await screen.findByTestId('studio-project-title')).toHaveTextContent('프로젝트 11');
  expect(screen.getByTestId('location')).toHaveTextContent('/refund/console?section=studio&studioProject=11');
  fireEvent.click(screen.getByTestId('studio-back'));
  expect(await screen.findByRole('heading', { name: '프로젝트', level: 3 })).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/refund\/console\?section=studio$/);
});

test('an admin works in the studio too', async () => {
  renderPage(<StudioSection staff={staffFixture('admin')} />);
  expect(await screen.findAllByTestId('studio-project')).toHaveLength(3);
});

test('someone without a catalogue role is told, and nothing is asked of the api', async () => {
  renderPage(<StudioSection staff={{ ...staffFixture(), role: 'support' }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('관리자와 편집자만');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toEqual([]);
});

test('the studio has every text in both languages', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key.replace(/_(one|other)$/, '')}.`))
      : [prefix];
  expect([...new Set(keys(studioEn))].sort()).toEqual([...new Set(keys(studioKo))].sort());
  const empty = (value: unknown): boolean =>
    typeof value === 'string' ? value.trim() === '' : typeof value === 'object' && value !== null && Object.values(value).some(empty);
  expect(empty(studioKo)).toBe(false);
  expect(empty(studioEn)).toBe(false);
});
