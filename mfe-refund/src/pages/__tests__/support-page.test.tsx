import i18next from 'i18next';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { faqsQueryKey } from '../../features/support/api/get-faqs';
import { noticesQueryKey } from '../../features/support/api/get-notices';
import { faqFixture, noticePageFixture } from '../../testing/fixtures';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import SupportPage from '../support-page';

const setup = (route: string) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(noticesQueryKey, {
    pageParams: [1],
    pages: [
      noticePageFixture(
        1,
        [
          { title: { ko: '점검 안내', en: 'Maintenance' }, publishedAt: '2023-07-01T16:00:00.000Z' },
          { title: { ko: '서비스 종료 안내', en: 'Service ending' }, pinned: true, body: { ko: '환불은 기한 내에 신청해 주세요.', en: 'Request refunds before the deadline.' } },
        ],
        12,
      ),
    ],
  });
  queryClient.setQueryData(faqsQueryKey, [
    faqFixture(1, ['결제', 'Payment'], ['골드는 무엇인가요?', 'What is Gold?'], ['서비스 안에서 쓰는 재화입니다.', 'The in-service currency.']),
    faqFixture(2, ['계정', 'Account'], ['탈퇴는 어떻게 하나요?', 'How do I leave?'], ['내 정보에서 할 수 있습니다.', 'From My Info.']),
    faqFixture(3, ['결제', 'Payment'], ['환불이 되나요?', 'Can I get a refund?'], ['기한 내에 가능합니다.', 'Before the deadline.']),
  ]);
  return renderPage(<SupportPage />, { route, queryClient });
};

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('SupportPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('opens the notice tab with ?notice, pinned first, dates in KST', () => {
    setup('/support?notice');
    expect(selectedTab()).toBe('공지사항');
    const notices = screen.getAllByTestId('notice');
    expect(notices[0]?.textContent).toContain('중요');
    expect(notices[0]?.textContent).toContain('서비스 종료 안내');
    // 2023-07-01T16:00Z is 2023-07-02 in KST.
    expect(notices[1]?.textContent).toContain('2023-07-02');
    expect(screen.getByRole('button', { name: '더 보기' })).toBeTruthy();
  });

  it('expands a notice to show its body', () => {
    setup('/support?notice');
    const toggle = within(screen.getAllByTestId('notice')[0] as HTMLElement).getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /서비스 종료 안내/ })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /서비스 종료 안내/ }).textContent).toBe('환불은 기한 내에 신청해 주세요.');
  });

  it('opens the FAQ by default, grouped by category, as an accordion', () => {
    setup('/support');
    expect(selectedTab()).toBe('FAQ');
    const categories = screen.getAllByTestId('faq-category');
    expect(categories.map((category) => within(category).getByRole('heading', { level: 2 }).textContent)).toEqual(['결제', '계정']);
    expect(within(categories[0] as HTMLElement).getAllByTestId('faq')).toHaveLength(2);
    const question = screen.getByRole('button', { name: '골드는 무엇인가요?' });
    fireEvent.click(question);
    expect(screen.getByRole('region', { name: '골드는 무엇인가요?' }).textContent).toBe('서비스 안에서 쓰는 재화입니다.');
  });

  it('keeps the chosen tab in the URL and switches by keyboard', async () => {
    setup('/support');
    const faqTab = screen.getByRole('tab', { name: 'FAQ' });
    fireEvent.keyDown(faqTab, { key: 'ArrowLeft' });
    expect(screen.getByTestId('location').textContent).toBe('/support?notice');
    expect(selectedTab()).toBe('공지사항');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByTestId('location').textContent).toBe('/support?faq');
    await act(() => i18next.changeLanguage('en'));
    expect(selectedTab()).toBe('FAQ');
    expect(screen.getByRole('button', { name: 'What is Gold?' })).toBeTruthy();
  });
});
