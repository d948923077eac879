import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ConsoleSectionProps } from 'shared-ui';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { renderPage } from '../../../testing/render';
import { designFixture, loadStudioSection, projectFixture, resetStudio, staffFixture, studioHandlers } from './studio-test-server';

const api = setupContractApi();
let StudioSection: ComponentType<ConsoleSectionProps>;

beforeEach(async () => {
  resetStudio([
    projectFixture(7, {
      priceGold: 1500,
      priceUsdCents: 1250,
      saleStartsAt: '2099-06-30T15:00:00.000Z',
      designs: [designFixture(1, { rarity: 'legendary' }), designFixture(2, { rarity: 'common' })],
    }),
  ]);
  api.reset(...studioHandlers());
  StudioSection = await loadStudioSection('ko');
});

const renderPreview = () =>
  renderPage(<StudioSection staff={staffFixture()} />, { route: '/refund/console?section=studio&studioProject=7&studioView=preview' });

test('the preview shows the project and its KEY cards as visitors see them, in Korean and in English side by side', async () => {
  renderPreview();
  const ko = within(await screen.findByTestId('studio-preview-ko'));
  const en = within(screen.getByTestId('studio-preview-en'));
  expect(screen.getByTestId('studio-preview-ko')).toHaveAttribute('lang', 'ko');
  expect(screen.getByRole('region', { name: '한국어 화면' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '영어 화면' })).toBeInTheDocument();

  expect(ko.getByRole('img', { name: '프로젝트 7' })).toHaveAttribute('src', '/api/art/project/7.svg');
  expect(ko.getByTestId('sale-status')).toHaveTextContent('판매 예정');
  expect(ko.getByText('KEY 2종')).toBeInTheDocument();
  expect(ko.getByText('작가 7')).toBeInTheDocument();
  expect(ko.getByTestId('studio-preview-price')).toHaveTextContent('1,500 골드 · $12.50');
  expect(ko.getAllByTestId('studio-preview-key').map((card) => card.textContent)).toEqual(['레전더리열쇠 1프로젝트 7', '커먼열쇠 2프로젝트 7']);
  expect(ko.getByRole('img', { name: '열쇠 1' })).toHaveAttribute('src', '/api/art/key/1.svg');

  expect(en.getByRole('img', { name: 'Project 7' })).toBeInTheDocument();
  expect(en.getByTestId('sale-status')).toHaveTextContent('Coming soon');
  expect(en.getByText('2 KEYs')).toBeInTheDocument();
  expect(en.getByText('by Creator 7')).toBeInTheDocument();
  expect(en.getByTestId('studio-preview-price')).toHaveTextContent('1,500 Gold · $12.50');
  expect(en.getAllByTestId('studio-preview-key').map((card) => card.textContent)).toEqual(['LegendaryKey 1Project 7', 'CommonKey 2Project 7']);
  expect(en.queryAllByRole('link')).toHaveLength(0);
  // The page around it stays in the staff's language.
  expect(screen.getByRole('heading', { name: '회원에게 보이는 모습' })).toBeInTheDocument();
});

test('a 360 px frame or the full width', async () => {
  renderPreview();
  const preview = await screen.findByTestId('studio-preview');
  expect(preview).toHaveAttribute('data-width', 'mobile');
  expect(screen.getByRole('radio', { name: '모바일 (360px)' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: '데스크톱 (전체 너비)' }));
  expect(preview).toHaveAttribute('data-width', 'desktop');
  expect(screen.getByRole('radio', { name: '데스크톱 (전체 너비)' })).toBeChecked();
});

test('in English the frame labels follow the staff language, each side keeps its own', async () => {
  StudioSection = await loadStudioSection('en');
  renderPreview();
  expect(await screen.findByRole('region', { name: 'In Korean' })).toBeInTheDocument();
  expect(within(screen.getByTestId('studio-preview-ko')).getByTestId('sale-status')).toHaveTextContent('판매 예정');
  expect(screen.getByRole('radio', { name: 'Mobile (360 px)' })).toBeChecked();
  expect(screen.getByRole('heading', { name: 'As a visitor sees it' })).toBeInTheDocument();
});
