import { screen } from '@testing-library/react';
import { ApiError } from 'shared-session';
import type { Promotion } from 'shared-contract';
import { promotionListQueryKey, promotionQueryKey } from '../../features/shop/api/get-promotion';
import { projectFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import PromotionPage from '../promotion-page';

const promotion = (id: number, projectId: number): Promotion => ({
  id,
  title: { ko: `여름 기획전 ${id}`, en: `Summer event ${id}` },
  subtitle: { ko: `기획전 ${id} 소개`, en: `About event ${id}` },
  imageUrl: `/api/art/banner/${id}.svg`,
  linkUrl: `/project?id=${projectId}`,
});

describe('PromotionPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('lists the promotions, each linking to its page', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(promotionListQueryKey, [promotion(1, 5), promotion(2, 6)]);
    renderPage(<PromotionPage />, { route: '/promotion', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: '프로모션' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('promotion-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/promotion?id=1', '/promotion?id=2']);
    expect(screen.getByRole('img', { name: '여름 기획전 1' })).toHaveAttribute('src', '/api/art/banner/1.svg');
  });

  it('shows one promotion with links to its projects', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(promotionQueryKey(2), { promotion: promotion(2, 6), projects: [projectFixture(6), projectFixture(7)] });
    renderPage(<PromotionPage />, { route: '/promotion?id=2', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: '여름 기획전 2' })).toBeInTheDocument();
    expect(screen.getByText('기획전 2 소개')).toBeInTheDocument();
    expect(screen.getAllByTestId('project-card').map((card) => card.getAttribute('href'))).toEqual(['/project?id=6', '/project?id=7']);
    expect(screen.getByRole('link', { name: '전체 프로모션' })).toHaveAttribute('href', '/promotion');
  });

  it('says when a promotion does not exist', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(promotionQueryKey(9), { refetchOnMount: false, retryOnMount: false, retry: false });
    await queryClient
      .fetchQuery({
        queryKey: promotionQueryKey(9),
        queryFn: () => Promise.reject(new ApiError('NOT_FOUND', 404, '요청한 항목을 찾을 수 없습니다.')),
        retry: false,
      })
      .catch(() => undefined);
    renderPage(<PromotionPage />, { route: '/promotion?id=9', queryClient });
    expect(await screen.findByText('프로모션을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('says when there is no promotion', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(promotionListQueryKey, []);
    renderPage(<PromotionPage />, { route: '/promotion', queryClient });
    expect(screen.getByText('진행 중인 프로모션이 없습니다.')).toBeInTheDocument();
  });
});
