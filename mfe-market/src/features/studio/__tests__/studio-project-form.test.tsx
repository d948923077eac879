import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { STUDIO_API, studioProjectInputSchema } from 'shared-contract';
import type { ConsoleSectionProps } from 'shared-ui';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { renderPage } from '../../../testing/render';
import { bodyOf, designFixture, loadStudioSection, projectFixture, resetStudio, staffFixture, studio, studioHandlers } from './studio-test-server';

const api = setupContractApi();
let StudioSection: ComponentType<ConsoleSectionProps>;

beforeEach(async () => {
  resetStudio([projectFixture(7, { designs: [designFixture(1, { sold: 5 })] }), projectFixture(6)]);
  api.reset(...studioHandlers());
  StudioSection = await loadStudioSection('ko');
});

const renderStudio = (route: string) => renderPage(<StudioSection staff={staffFixture()} />, { route });
const field = (name: string | RegExp) => screen.getByLabelText(name);
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

const fillNewProject = async () => {
  type('제목 (한국어)', '  여름 밤  ');
  type('제목 (영어)', 'Summer Night');
  type('크리에이터 (한국어)', '김작가');
  type('크리에이터 (영어)', 'Kim');
  type('소개 (한국어)', '여름 밤의 이야기\n두 번째 줄');
  type('소개 (영어)', 'A summer night story');
  await screen.findByLabelText('웹툰 컬렉션');
  fireEvent.change(field('웹툰 컬렉션'), { target: { value: '3' } });
  fireEvent.change(field('테마 컬렉션'), { target: { value: '2' } });
  type('가격 (골드)', '1,500');
  type('가격 (US 달러)', '12.5');
  type('판매 시작 (KST)', '2026-08-01T20:00');
};

test('a new project sends the schema-valid body (dollars as cents, KST times with their offset) and opens the created draft', async () => {
  renderStudio('/refund/console?section=studio&studioProject=new');
  await fillNewProject();
  fireEvent.click(screen.getByRole('button', { name: '초안 만들기' }));

  await screen.findByTestId('studio-notice');
  // As the contract reads it (the handler refuses anything else), trimmed as the contract trims.
  expect(bodyOf(api.requests('post', STUDIO_API.projects)[0], studioProjectInputSchema)).toBeDefined();
  expect(api.requests('post', STUDIO_API.projects)[0]?.body).toEqual({
    title: { ko: '여름 밤', en: 'Summer Night' },
    creator: { ko: '김작가', en: 'Kim' },
    description: { ko: '여름 밤의 이야기\n두 번째 줄', en: 'A summer night story' },
    webtoonId: 3,
    themeId: 2,
    priceGold: 1500,
    priceUsdCents: 1250,
    saleStartsAt: '2026-08-01T20:00:00+09:00',
    saleEndsAt: null,
  });

  expect(screen.getByTestId('studio-notice')).toHaveTextContent('“여름 밤” 초안을 만들었습니다.');
  expect(screen.getByTestId('studio-project-title')).toHaveTextContent('여름 밤');
  expect(screen.getByTestId('studio-project-title')).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'KEY 디자인 (0)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('studioProject=101&studioView=designs');

  // The details tab shows what was saved, as it was typed.
  fireEvent.click(screen.getByRole('tab', { name: '기본 정보' }));
  expect(field('가격 (US 달러)')).toHaveValue('12.50');
  expect(field('판매 시작 (KST)')).toHaveValue('2026-08-01T20:00');
  expect(field('웹툰 컬렉션')).toHaveValue('3');
});

test('the contract rules show beside their fields before anything is sent', async () => {
  renderStudio('/refund/console?section=studio&studioProject=new');
  await screen.findByLabelText('웹툰 컬렉션');
  type('제목 (영어)', 'x'.repeat(61));
  type('가격 (US 달러)', '9.999');
  type('가격 (골드)', '0');
  type('판매 시작 (KST)', '2026-08-01T20:00');
  type('판매 종료 (KST)', '2026-08-01T19:00');
  fireEvent.click(screen.getByRole('button', { name: '초안 만들기' }));

  expect(await screen.findByTestId('studio-title-ko-error')).toHaveTextContent('입력해 주세요.');
  expect(screen.getByTestId('studio-title-en-error')).toHaveTextContent('60자 이하로 입력해 주세요.');
  expect(screen.getByTestId('studio-webtoon-error')).toHaveTextContent('하나를 선택해 주세요.');
  expect(screen.getByTestId('studio-price-gold-error')).toHaveTextContent('1 이상이어야 합니다.');
  expect(screen.getByTestId('studio-price-usd-error')).toHaveTextContent('금액을 달러로 입력해 주세요 (예: 9.99).');
  expect(field('제목 (한국어)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('제목 (한국어)')).toHaveAccessibleDescription('입력해 주세요.');
  expect(api.requests('post', STUDIO_API.projects)).toHaveLength(0);

  // The sale window's order is the contract's own rule, with its catalogue message.
  type('제목 (한국어)', '제목');
  type('제목 (영어)', 'Title');
  type('크리에이터 (한국어)', '작가');
  type('크리에이터 (영어)', 'Creator');
  type('소개 (한국어)', '소개');
  type('소개 (영어)', 'About');
  fireEvent.change(field('웹툰 컬렉션'), { target: { value: '1' } });
  fireEvent.change(field('테마 컬렉션'), { target: { value: '2' } });
  type('가격 (골드)', '100');
  type('가격 (US 달러)', '1');
  fireEvent.click(screen.getByRole('button', { name: '초안 만들기' }));
  expect(await screen.findByTestId('studio-sale-ends-error')).toHaveTextContent('판매 종료 일시는 시작 일시보다 뒤여야 합니다.');
  expect(api.requests('post', STUDIO_API.projects)).toHaveLength(0);
});

test('an api refusal shows its message next to the field it is about, or in the alert', async () => {
  renderStudio('/refund/console?section=studio&studioProject=new');
  await fillNewProject();
  studio.refuse.create = 'STUDIO_COLLECTION_INVALID';
  fireEvent.click(screen.getByRole('button', { name: '초안 만들기' }));
  expect(await screen.findByTestId('studio-webtoon-error')).toHaveTextContent('웹툰 컬렉션과 테마 컬렉션을 하나씩 골라 주세요.');
  expect(field('웹툰 컬렉션')).toHaveFocus();

  studio.refuse.create = 'FORBIDDEN';
  fireEvent.click(screen.getByRole('button', { name: '초안 만들기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다.');
});

test('editing a project that has sold asks a reason for a price change, and sends it', async () => {
  renderStudio('/refund/console?section=studio&studioProject=7');
  expect(await screen.findByText('이미 5개가 판매되었습니다.')).toBeInTheDocument();
  await screen.findByLabelText('웹툰 컬렉션');
  expect(field('가격 (US 달러)')).toHaveValue('9.99');
  expect(field('판매 시작 (KST)')).toHaveValue('2026-07-01T00:00');

  // A text change alone needs no reason.
  type('제목 (영어)', 'Project Seven');
  fireEvent.click(screen.getByRole('button', { name: '변경 사항 저장' }));
  expect(await screen.findByTestId('studio-project-saved')).toHaveTextContent('변경 사항을 저장했습니다.');
  expect(bodyOf(api.requests('put', STUDIO_API.project(7))[0], studioProjectInputSchema)).not.toHaveProperty('reason');

  type('가격 (골드)', '1300');
  fireEvent.click(screen.getByRole('button', { name: '변경 사항 저장' }));
  expect(await screen.findByTestId('studio-reason-error')).toHaveTextContent('사유를 입력해 주세요');
  expect(api.requests('put', STUDIO_API.project(7))).toHaveLength(1);

  type('변경 사유', '여름 할인 종료');
  fireEvent.click(screen.getByRole('button', { name: '변경 사항 저장' }));
  await waitFor(() => expect(api.requests('put', STUDIO_API.project(7))).toHaveLength(2));
  expect(api.requests('put', STUDIO_API.project(7))[1]?.body).toMatchObject({ priceGold: 1300, reason: '여름 할인 종료', title: { en: 'Project Seven' } });
  expect(await screen.findByTestId('studio-project-saved')).toBeInTheDocument();
  expect(field('변경 사유')).toHaveValue('');
});

test('the api asking a reason lands on the reason field', async () => {
  renderStudio('/refund/console?section=studio&studioProject=7');
  await screen.findByLabelText('웹툰 컬렉션');
  studio.refuse.update = 'STUDIO_REASON_REQUIRED';
  fireEvent.click(screen.getByRole('button', { name: '변경 사항 저장' }));
  expect(await screen.findByTestId('studio-reason-error')).toHaveTextContent('판매가 시작된 프로젝트의 가격이나 판매 기간을 바꾸려면 사유를 입력해 주세요.');
});

test('a project that has not sold has no reason field; the form works in English', async () => {
  StudioSection = await loadStudioSection('en');
  renderStudio('/refund/console?section=studio&studioProject=6');
  await screen.findByLabelText('Webtoon collection');
  expect(screen.queryByLabelText('Reason for the change')).not.toBeInTheDocument();
  for (const label of ['Title (Korean)', 'Title (English)', 'Creator (Korean)', 'Creator (English)', 'Description (Korean)', 'Description (English)']) {
    expect(field(label)).toBeInTheDocument();
  }
  expect(field('Theme collection')).toHaveDisplayValue('Theme Two');
  expect(field('Price (Gold)')).toHaveValue('1200');
  expect(field('Sale ends (KST)')).toHaveAccessibleDescription('Leave empty to sell until sold out.');
  type('Price (US dollars)', 'abc');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByTestId('studio-price-usd-error')).toHaveTextContent('Enter an amount in dollars (e.g. 9.99).');
  expect(
    within(screen.getByRole('tablist', { name: 'Project work' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Details', 'KEY designs (0)', 'Publish', 'Preview']);
});
