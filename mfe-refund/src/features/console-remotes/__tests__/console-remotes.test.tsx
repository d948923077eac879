import { screen, within } from '@testing-library/react';
import { remotesOverviewSchema, type RemotesOverview } from 'shared-contract';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { remotesQueryKey } from '../api/get-remotes';
import { RemotesSection } from '../components/remotes-section';

jest.mock('shared-session', () => ({
  ...jest.requireActual('shared-session'),
  apiGet: jest.fn(() => new Promise(() => undefined)),
}));

/** The market released twice and rolled back once; the cabinet never released (its local build is served). */
const overview = (): RemotesOverview =>
  remotesOverviewSchema.parse({
    remotes: [
      {
        name: 'market',
        live: { version: '0.1.0+aaa111', entry: 'http://localhost:8080/deploy/market/0.1.0+aaa111/mf-manifest.json' },
        local: false,
        revision: 3,
        releases: [
          { version: '0.1.0+bbb222', commit: 'bbb222', publishedAt: '2026-11-26T11:30:00.000Z', publishedBy: 'admin@keys.local' },
          { version: '0.1.0+aaa111', commit: 'aaa111', publishedAt: '2026-11-26T10:00:00.000Z', publishedBy: 'deploy-token' },
        ],
        history: [
          { action: 'rollback', from: '0.1.0+bbb222', to: '0.1.0+aaa111', actor: 'admin@keys.local', at: '2026-11-26T12:00:00.000Z' },
          { action: 'release', from: '0.1.0+aaa111', to: '0.1.0+bbb222', actor: 'admin@keys.local', at: '2026-11-26T11:30:00.000Z' },
          { action: 'release', from: null, to: '0.1.0+aaa111', actor: 'deploy-token', at: '2026-11-26T10:00:00.000Z' },
        ],
      },
      {
        name: 'cabinet',
        live: { version: '0.1.0', entry: 'http://localhost:8080/remotes/cabinet/mf-manifest.json' },
        local: true,
        revision: 0,
        releases: [],
        history: [],
      },
    ],
  });

/** The section with the registry's answer, or (null) while it is on its way. */
const renderSection = (data: RemotesOverview | null = overview()) => {
  const queryClient = createTestQueryClient();
  if (data) queryClient.setQueryData(remotesQueryKey, data);
  return renderPage(<RemotesSection />, { route: '/refund/console?section=remotes', queryClient });
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('console deploys', () => {
  it('shows each remote’s live version, its switches and its releases, newest first (ko)', async () => {
    await initTestI18n('ko');
    renderSection();
    const [market, cabinet] = screen.getAllByTestId('remote-state') as [HTMLElement, HTMLElement];
    expect(within(market).getByRole('heading', { level: 3 }).textContent).toBe('mfe-market');
    expect(within(market).getByTestId('remote-live').textContent).toBe('현재 버전: 0.1.0+aaa111리비전 3');
    expect(rowsOf(within(market).getByRole('table', { name: '전환 3건 (최신순)' }))).toEqual([
      ['2026.11.26 21:00:00', '롤백', '0.1.0+bbb222 → 0.1.0+aaa111', 'admin@keys.local'],
      ['2026.11.26 20:30:00', '릴리스', '0.1.0+aaa111 → 0.1.0+bbb222', 'admin@keys.local'],
      ['2026.11.26 19:00:00', '릴리스', '로컬 빌드 → 0.1.0+aaa111', '배포 토큰'],
    ]);
    const releases = within(market).getByRole('table', { name: '릴리스 2건 (최신순)' });
    expect(rowsOf(releases)).toEqual([
      ['0.1.0+bbb222', 'bbb222', '2026.11.26 20:30:00', 'admin@keys.local'],
      ['0.1.0+aaa111현재', 'aaa111', '2026.11.26 19:00:00', '배포 토큰'],
    ]);
    expect(within(releases).getAllByRole('row')[2]?.getAttribute('aria-current')).toBe('true');

    expect(within(cabinet).getByTestId('remote-live').textContent).toBe('현재 버전: 0.1.0로컬 빌드리비전 0');
    expect(within(cabinet).queryByRole('table')).toBeNull();
    expect(within(cabinet).getByText('아직 릴리스가 없습니다. 로컬 빌드가 제공됩니다.')).toBeTruthy();
  });

  it('says the same in English, with English dates and plurals (en)', async () => {
    await initTestI18n('en');
    renderSection();
    const [market] = screen.getAllByTestId('remote-state') as [HTMLElement];
    expect(within(market).getByTestId('remote-live').textContent).toBe('Live: 0.1.0+aaa111revision 3');
    expect(rowsOf(within(market).getByRole('table', { name: '3 switches (newest first)' }))[2]).toEqual([
      'Nov 26, 2026, 7:00:00 PM KST',
      'Release',
      'local build → 0.1.0+aaa111',
      'deploy token',
    ]);
    expect(within(market).getByRole('table', { name: '2 releases (newest first)' })).toBeTruthy();
  });

  it('is announced while the registry loads (en)', async () => {
    await initTestI18n('en');
    renderSection(null);
    expect(screen.getByRole('status', { name: 'Loading the registry' })).toBeTruthy();
  });
});
