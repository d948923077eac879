import { screen, within } from '@testing-library/react';
import { REMOTES_ADMIN_API, remotesOverviewSchema, type RemotesOverview } from 'shared-contract';
import { contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { RemotesSection } from '../components/remotes-section';

const api = setupContractApi();

/** The marks drawn (and read as part of the text) before the canary tag and the high-failure flag. */
const CANARY = '◐';
const WARNING = '\u26A0\uFE0E';

/**
 * The market released twice, rolled back, tried bbb222 as a canary and aborted it, and now runs ccc333 as a canary on
 * 10 % of browsers, which fails 1 load in 10; the cabinet never released (its local build is served, nothing reported);
 * the community promoted its canary.
 */
const overview = (): RemotesOverview =>
  remotesOverviewSchema.parse({
    remotes: [
      {
        name: 'market',
        live: { version: '0.1.0+aaa111', entry: 'http://localhost:8080/deploy/market/0.1.0+aaa111/mf-manifest.json' },
        local: false,
        canary: { version: '0.1.0+ccc333', entry: 'http://localhost:8080/deploy/market/0.1.0+ccc333/mf-manifest.json', percent: 10 },
        loads: [
          { version: '0.1.0+ccc333', loaded: 45, failed: 5, lastReportAt: '2026-11-26T12:40:00.000Z' },
          { version: '0.1.0+aaa111', loaded: 1175, failed: 25, lastReportAt: '2026-11-26T12:39:00.000Z' },
          { version: '0.1.0+bbb222', loaded: 10, failed: 2, lastReportAt: '2026-11-26T12:09:00.000Z' },
        ],
        revision: 6,
        releases: [
          { version: '0.1.0+ccc333', commit: 'ccc333', publishedAt: '2026-11-26T12:20:00.000Z', publishedBy: 'admin@keys.local' },
          { version: '0.1.0+bbb222', commit: 'bbb222', publishedAt: '2026-11-26T11:30:00.000Z', publishedBy: 'admin@keys.local' },
          { version: '0.1.0+aaa111', commit: 'aaa111', publishedAt: '2026-11-26T10:00:00.000Z', publishedBy: 'deploy-token' },
        ],
        history: [
          { action: 'canary', from: null, to: '0.1.0+ccc333', actor: 'admin@keys.local', at: '2026-11-26T12:20:00.000Z' },
          { action: 'abort', from: '0.1.0+bbb222', to: '0.1.0+aaa111', actor: 'admin@keys.local', at: '2026-11-26T12:10:00.000Z' },
          { action: 'canary', from: null, to: '0.1.0+bbb222', actor: 'deploy-token', at: '2026-11-26T12:05:00.000Z' },
          { action: 'rollback', from: '0.1.0+bbb222', to: '0.1.0+aaa111', actor: 'admin@keys.local', at: '2026-11-26T12:00:00.000Z' },
          { action: 'release', from: '0.1.0+aaa111', to: '0.1.0+bbb222', actor: 'admin@keys.local', at: '2026-11-26T11:30:00.000Z' },
          { action: 'release', from: null, to: '0.1.0+aaa111', actor: 'deploy-token', at: '2026-11-26T10:00:00.000Z' },
        ],
      },
      {
        name: 'cabinet',
        live: { version: '0.1.0', entry: 'http://localhost:8080/remotes/cabinet/mf-manifest.json' },
        local: true,
        canary: null,
        loads: [],
        revision: 0,
        releases: [],
        history: [],
      },
      {
        name: 'community',
        live: { version: '1.1.0+eee555', entry: 'http://localhost:8080/deploy/community/1.1.0+eee555/mf-manifest.json' },
        local: false,
        canary: null,
        loads: [{ version: '1.1.0+eee555', loaded: 18, failed: 2, lastReportAt: '2026-11-26T11:10:00.000Z' }],
        revision: 3,
        releases: [
          { version: '1.1.0+eee555', commit: 'eee555', publishedAt: '2026-11-26T10:30:00.000Z', publishedBy: 'admin@keys.local' },
          { version: '1.0.0+ddd444', commit: 'ddd444', publishedAt: '2026-11-26T10:00:00.000Z', publishedBy: 'admin@keys.local' },
        ],
        history: [
          { action: 'promote', from: '1.0.0+ddd444', to: '1.1.0+eee555', actor: 'admin@keys.local', at: '2026-11-26T11:00:00.000Z' },
          { action: 'canary', from: null, to: '1.1.0+eee555', actor: 'admin@keys.local', at: '2026-11-26T10:30:00.000Z' },
          { action: 'release', from: null, to: '1.0.0+ddd444', actor: 'admin@keys.local', at: '2026-11-26T10:00:00.000Z' },
        ],
      },
    ],
  });

beforeEach(() => api.reset(contractHandler({ method: 'get', path: REMOTES_ADMIN_API.remotes, response: remotesOverviewSchema, reply: overview })));

const renderSection = () => renderPage(<RemotesSection />, { route: '/refund/console?section=remotes', queryClient: createTestQueryClient() });

/** The section once the registry has answered `GET /api/admin/remotes`. */
const renderAnswered = async () => {
  const view = renderSection();
  await screen.findAllByTestId('remote-state');
  return view;
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
/** Each cell's column name, as a 360 px card shows it before the value. */
const cardLabelsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    );

const remoteCards = () => screen.getAllByTestId('remote-state') as [HTMLElement, HTMLElement, HTMLElement];

describe('console deploys', () => {
  it('shows each remote’s live version, its switches and its releases, newest first (ko)', async () => {
    await initTestI18n('ko');
    await renderAnswered();
    const [market, cabinet] = remoteCards();
    expect(within(market).getByRole('heading', { level: 3 }).textContent).toBe('mfe-market');
    expect(within(market).getByTestId('remote-live').textContent).toBe('현재 버전: 0.1.0+aaa111리비전 6');
    expect(rowsOf(within(market).getByRole('table', { name: '전환 6건 (최신순)' }))).toEqual([
      ['2026.11.26 21:20:00', '카나리 시작', '카나리 없음 → 0.1.0+ccc333', 'admin@keys.local'],
      ['2026.11.26 21:10:00', '카나리 중단', '0.1.0+bbb222 → 0.1.0+aaa111', 'admin@keys.local'],
      ['2026.11.26 21:05:00', '카나리 시작', '카나리 없음 → 0.1.0+bbb222', '배포 토큰'],
      ['2026.11.26 21:00:00', '롤백', '0.1.0+bbb222 → 0.1.0+aaa111', 'admin@keys.local'],
      ['2026.11.26 20:30:00', '릴리스', '0.1.0+aaa111 → 0.1.0+bbb222', 'admin@keys.local'],
      ['2026.11.26 19:00:00', '릴리스', '로컬 빌드 → 0.1.0+aaa111', '배포 토큰'],
    ]);
    const releases = within(market).getByRole('table', { name: '릴리스 3건 (최신순)' });
    expect(rowsOf(releases)).toEqual([
      ['0.1.0+ccc333' + CANARY + '카나리', 'ccc333', '2026.11.26 21:20:00', 'admin@keys.local'],
      ['0.1.0+bbb222', 'bbb222', '2026.11.26 20:30:00', 'admin@keys.local'],
      ['0.1.0+aaa111현재', 'aaa111', '2026.11.26 19:00:00', '배포 토큰'],
    ]);
    expect(
      within(releases)
        .getAllByRole('row')
        .map((row) => row.getAttribute('aria-current')),
    ).toEqual([null, null, null, 'true']);

    expect(within(cabinet).getByTestId('remote-live').textContent).toBe('현재 버전: 0.1.0로컬 빌드리비전 0');
    expect(within(cabinet).queryByRole('table')).not.toBeInTheDocument();
    expect(within(cabinet).getByText('아직 릴리스가 없습니다. 로컬 빌드가 제공됩니다.')).toBeInTheDocument();
  });

  it('says a canary runs, on which share of browsers, and flags it when it fails often (ko)', async () => {
    await initTestI18n('ko');
    await renderAnswered();
    const [market, cabinet, community] = remoteCards();
    expect(within(market).getByTestId('remote-canary').textContent).toBe(`${CANARY}카나리 0.1.0+ccc333: 브라우저의 10%에 제공 중${WARNING}실패율 높음`);
    expect(within(cabinet).getByTestId('remote-canary').textContent).toBe('카나리 없음');
    // Its canary promoted, the community runs none; its live version fails 2 in 20: above 5 %, but no canary to flag.
    expect(within(community).getByTestId('remote-canary').textContent).toBe('카나리 없음');
  });

  it('counts the page loads per version, with the failure rate, the live and canary versions marked (ko)', async () => {
    await initTestI18n('ko');
    await renderAnswered();
    const [market, cabinet, community] = remoteCards();
    const loads = within(market).getByRole('table', { name: '버전별 로드 (최근 보고순)' });
    expect(headersOf(loads)).toEqual(['버전', '로드 성공', '로드 실패', '실패율', '마지막 보고 (KST)']);
    expect(rowsOf(loads)).toEqual([
      ['0.1.0+ccc333' + CANARY + '카나리', '45', '5', `10%${WARNING}실패율 높음`, '2026.11.26 21:40:00'],
      ['0.1.0+aaa111현재', '1,175', '25', '2.1%', '2026.11.26 21:39:00'],
      // 2 failed in 12 is 16.7 %, too few reports to flag.
      ['0.1.0+bbb222', '10', '2', '16.7%', '2026.11.26 21:09:00'],
    ]);
    expect(
      within(loads)
        .getAllByRole('row')
        .map((row) => row.getAttribute('aria-current')),
    ).toEqual([null, null, 'true', null]);
    // 2 failed in 20 reports (10 %) is flagged.
    expect(rowsOf(within(community).getByRole('table', { name: '버전별 로드 (최근 보고순)' }))).toEqual([
      ['1.1.0+eee555현재', '18', '2', `10%${WARNING}실패율 높음`, '2026.11.26 20:10:00'],
    ]);

    expect(within(cabinet).queryByRole('table', { name: '버전별 로드 (최근 보고순)' })).not.toBeInTheDocument();
    expect(within(cabinet).getByTestId('remote-loads-empty').textContent).toBe('버전별 로드: 아직 보고된 페이지 로드가 없습니다.');
  });

  it('writes each column’s name on every cell, so rows read as cards at 360 px (ko)', async () => {
    await initTestI18n('ko');
    await renderAnswered();
    const [market] = remoteCards();
    const tables = within(market).getAllByRole('table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      const headers = headersOf(table);
      for (const labels of cardLabelsOf(table)) expect(labels).toEqual(headers);
    }
  });

  it('is read only: no control changes a release', async () => {
    await initTestI18n('ko');
    await renderAnswered();
    expect(within(screen.getByTestId('console-remotes')).queryAllByRole('button')).toEqual([]);
  });

  it('says the same in English, with English dates, plurals and percentages (en)', async () => {
    await initTestI18n('en');
    await renderAnswered();
    const [market, cabinet, community] = remoteCards();
    expect(within(market).getByTestId('remote-live').textContent).toBe('Live: 0.1.0+aaa111revision 6');
    expect(within(market).getByTestId('remote-canary').textContent).toBe(`${CANARY}Canary 0.1.0+ccc333 on 10% of browsers${WARNING}High failure rate`);
    expect(within(cabinet).getByTestId('remote-canary').textContent).toBe('No canary');
    const history = rowsOf(within(market).getByRole('table', { name: '6 switches (newest first)' }));
    expect(history.map(([, action, change]) => [action, change])).toEqual([
      ['Canary started', 'No canary → 0.1.0+ccc333'],
      ['Canary aborted', '0.1.0+bbb222 → 0.1.0+aaa111'],
      ['Canary started', 'No canary → 0.1.0+bbb222'],
      ['Rollback', '0.1.0+bbb222 → 0.1.0+aaa111'],
      ['Release', '0.1.0+aaa111 → 0.1.0+bbb222'],
      ['Release', 'local build → 0.1.0+aaa111'],
    ]);
    expect(history[5]).toEqual(['Nov 26, 2026, 7:00:00 PM KST', 'Release', 'local build → 0.1.0+aaa111', 'deploy token']);
    expect(rowsOf(within(community).getByRole('table', { name: '3 switches (newest first)' }))[0]?.slice(1, 3)).toEqual([
      'Canary promoted',
      '1.0.0+ddd444 → 1.1.0+eee555',
    ]);
    expect(within(market).getByRole('table', { name: '3 releases (newest first)' })).toBeInTheDocument();

    const loads = within(market).getByRole('table', { name: 'Loads by version (most recently reported first)' });
    expect(headersOf(loads)).toEqual(['Version', 'Loaded', 'Failed', 'Failure rate', 'Last report (KST)']);
    expect(rowsOf(loads)).toEqual([
      ['0.1.0+ccc333' + CANARY + 'Canary', '45', '5', `10%${WARNING}High failure rate`, 'Nov 26, 2026, 9:40:00 PM KST'],
      ['0.1.0+aaa111live', '1,175', '25', '2.1%', 'Nov 26, 2026, 9:39:00 PM KST'],
      ['0.1.0+bbb222', '10', '2', '16.7%', 'Nov 26, 2026, 9:09:00 PM KST'],
    ]);
    expect(within(cabinet).getByTestId('remote-loads-empty').textContent).toBe('Loads by version: no page loads reported yet.');
  });

  it('is announced while the registry loads (en)', async () => {
    await initTestI18n('en');
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading the registry' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('remote-state')).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Loading the registry' })).not.toBeInTheDocument();
  });
});
