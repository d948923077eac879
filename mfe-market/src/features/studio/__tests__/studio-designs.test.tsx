import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { STUDIO_API, STUDIO_LIMITS } from 'shared-contract';
import type { ConsoleSectionProps } from 'shared-ui';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { renderPage } from '../../../testing/render';
import { designFixture, loadStudioSection, projectFixture, resetStudio, staffFixture, studio, studioHandlers } from './studio-test-server';

const api = setupContractApi();
let StudioSection: ComponentType<ConsoleSectionProps>;

beforeEach(async () => {
  resetStudio([
    projectFixture(7, {
      designs: [
        designFixture(1, { rarity: 'legendary', supplyTotal: 50, sold: 3, oddsBasisPoints: 1250 }),
        designFixture(2, {
          rarity: 'common',
          supplyTotal: 350,
          sold: 0,
          oddsBasisPoints: 8750,
          properties: [{ name: { ko: '색', en: 'Colour' }, value: { ko: '파랑', en: 'Blue' } }],
        }),
      ],
    }),
    projectFixture(8),
  ]);
  api.reset(...studioHandlers());
  StudioSection = await loadStudioSection('ko');
});

const renderDesigns = (projectId = 7) =>
  renderPage(<StudioSection staff={staffFixture()} />, { route: `/refund/console?section=studio&studioProject=${projectId}&studioView=designs` });
const designRow = (name: string) => screen.getAllByTestId('studio-design').find((row) => within(row).queryByRole('heading', { name })) as HTMLElement;
const type = (scope: HTMLElement, label: string | RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

test('each design shows its art, rarity, edition, supply, sold and odds as a percentage with two decimals', async () => {
  renderDesigns();
  await screen.findAllByTestId('studio-design');
  const sold = designRow('열쇠 1');
  expect(within(sold).getByTestId('rarity')).toHaveTextContent('레전더리');
  expect(within(sold).getByText('판매용')).toBeInTheDocument();
  expect(within(sold).getByTestId('studio-design-supply')).toHaveTextContent('50');
  expect(within(sold).getByTestId('studio-design-sold')).toHaveTextContent('3');
  expect(within(sold).getByTestId('studio-design-odds')).toHaveTextContent('12.50%');
  expect(within(designRow('열쇠 2')).getByTestId('studio-design-odds')).toHaveTextContent('87.50%');
  expect(sold.querySelector('img')).toHaveAttribute('src', '/api/art/key/1.svg');
  expect(screen.getByText(`2 / ${STUDIO_LIMITS.designsMax}종`)).toBeInTheDocument();
});

test('a design that has sold cannot be deleted (said why) and keeps its rarity; one that has not is deleted after asking', async () => {
  renderDesigns();
  await screen.findAllByTestId('studio-design');
  const locked = within(designRow('열쇠 1')).getByRole('button', { name: '열쇠 1 삭제' });
  expect(locked).toBeDisabled();
  expect(locked).toHaveAccessibleDescription('판매된 KEY 디자인은 삭제할 수 없습니다.');

  fireEvent.click(within(designRow('열쇠 1')).getByRole('button', { name: '열쇠 1 수정' }));
  const dialog = await screen.findByTestId('studio-design-form');
  expect(within(dialog).getByLabelText('등급')).toBeDisabled();
  expect(within(dialog).getByLabelText('등급')).toHaveDisplayValue('레전더리');
  expect(within(dialog).getByLabelText('등급')).toHaveAccessibleDescription('판매가 시작된 KEY의 등급은 바꿀 수 없습니다.');
  expect(within(dialog).getByLabelText('발행 수량')).toHaveAccessibleDescription('이미 판매된 3개보다 적을 수 없습니다 (최대 100,000개).');
  // Its rarity goes back unchanged with the rest.
  type(dialog, '발행 수량', '60');
  fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.requests('put', STUDIO_API.design(7, 1))).toHaveLength(1));
  expect(api.requests('put', STUDIO_API.design(7, 1))[0]?.body).toMatchObject({ rarity: 'legendary', supply: 60 });
  expect(await screen.findByTestId('studio-designs-outcome')).toHaveTextContent('“열쇠 1” 디자인을 수정했습니다.');

  const free = within(designRow('열쇠 2')).getByRole('button', { name: '열쇠 2 삭제' });
  expect(free).toBeEnabled();
  fireEvent.click(free);
  const confirm = await screen.findByTestId('studio-remove-dialog');
  expect(confirm).toHaveTextContent('“열쇠 2” 디자인을 삭제합니다.');
  fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
  expect(await screen.findByTestId('studio-designs-outcome')).toHaveTextContent('“열쇠 2” 디자인을 삭제했습니다.');
  expect(api.requests('delete', STUDIO_API.design(7, 2))).toHaveLength(1);
  await waitFor(() => expect(screen.getAllByTestId('studio-design')).toHaveLength(1));
});

test('adding a design sends the contract body, properties included, and lists it', async () => {
  renderDesigns(8);
  expect(await screen.findByTestId('studio-designs-empty')).toHaveTextContent('아직 KEY 디자인이 없습니다.');
  fireEvent.click(screen.getByRole('button', { name: 'KEY 디자인 추가' }));
  const dialog = await screen.findByTestId('studio-design-form');
  expect(within(dialog).getByLabelText('등급')).toBeEnabled();
  type(dialog, '이름 (한국어)', '달빛');
  type(dialog, '이름 (영어)', 'Moonlight');
  type(dialog, '설명 (한국어)', '달빛 카드');
  type(dialog, '설명 (영어)', 'A moonlit card');
  fireEvent.change(within(dialog).getByLabelText('등급'), { target: { value: 'epic' } });
  type(dialog, '발행 수량', '1,000');
  fireEvent.click(within(dialog).getByRole('button', { name: '속성 추가' }));
  const property = within(dialog).getByRole('group', { name: '속성 1' });
  type(property, '속성 이름 (한국어)', '계절');
  type(property, '속성 이름 (영어)', 'Season');
  type(property, '속성 값 (한국어)', '여름');
  type(property, '속성 값 (영어)', 'Summer');
  fireEvent.click(within(dialog).getByRole('button', { name: '속성 추가' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '속성 2 삭제' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));

  expect(await screen.findByTestId('studio-designs-outcome')).toHaveTextContent('“달빛” 디자인을 추가했습니다.');
  expect(api.requests('post', STUDIO_API.designs(8))[0]?.body).toEqual({
    name: { ko: '달빛', en: 'Moonlight' },
    description: { ko: '달빛 카드', en: 'A moonlit card' },
    rarity: 'epic',
    supply: 1000,
    edition: 'SALE',
    properties: [{ name: { ko: '계절', en: 'Season' }, value: { ko: '여름', en: 'Summer' } }],
  });
  await screen.findByRole('heading', { name: '달빛' });
  const row = designRow('달빛');
  expect(within(row).getByTestId('rarity')).toHaveTextContent('에픽');
  expect(within(row).getByTestId('studio-design-odds')).toHaveTextContent('100.00%');
  expect(screen.getByRole('tab', { name: 'KEY 디자인 (1)' })).toBeInTheDocument();
  expect(screen.queryByTestId('studio-design-form')).not.toBeInTheDocument();
});

test('properties stop at the limit', async () => {
  renderDesigns(8);
  fireEvent.click(await screen.findByRole('button', { name: 'KEY 디자인 추가' }));
  const dialog = await screen.findByTestId('studio-design-form');
  for (let index = 0; index < STUDIO_LIMITS.propertiesMax; index += 1) fireEvent.click(within(dialog).getByRole('button', { name: '속성 추가' }));
  expect(within(dialog).getAllByTestId('studio-design-property')).toHaveLength(STUDIO_LIMITS.propertiesMax);
  expect(within(dialog).getByRole('button', { name: '속성 추가' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByTestId('studio-design-form')).not.toBeInTheDocument());
  expect(api.requests('post', STUDIO_API.designs(8))).toHaveLength(0);
});

test('the api refusing a supply below what sold shows its message on the supply field', async () => {
  renderDesigns();
  await screen.findAllByTestId('studio-design');
  fireEvent.click(within(designRow('열쇠 1')).getByRole('button', { name: '열쇠 1 수정' }));
  const dialog = await screen.findByTestId('studio-design-form');

  // Below what the page knows sold: the form says so without asking the api.
  type(dialog, '발행 수량', '2');
  fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
  expect(await within(dialog).findByTestId('studio-design-supply-error')).toHaveTextContent('발행 수량은 이미 판매된 수량보다 적을 수 없습니다.');
  expect(api.requests('put', STUDIO_API.design(7, 1))).toHaveLength(0);

  // More sold meanwhile: the api refuses, and its message lands on the field.
  studio.refuse.updateDesign = 'STUDIO_SUPPLY_BELOW_SOLD';
  type(dialog, '발행 수량', '4');
  fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.requests('put', STUDIO_API.design(7, 1))).toHaveLength(1));
  expect(await within(dialog).findByTestId('studio-design-supply-error')).toHaveTextContent('발행 수량은 이미 판매된 수량보다 적을 수 없습니다.');
  expect(within(dialog).getByLabelText('발행 수량')).toHaveFocus();

  studio.refuse.updateDesign = 'STUDIO_DESIGN_LIMIT';
  fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('한 프로젝트에 담을 수 있는 KEY 디자인 수를 넘었습니다.');
});

test('a refused deletion says why', async () => {
  renderDesigns();
  await screen.findAllByTestId('studio-design');
  studio.refuse.deleteDesign = 'STUDIO_DESIGN_LOCKED';
  fireEvent.click(within(designRow('열쇠 2')).getByRole('button', { name: '열쇠 2 삭제' }));
  fireEvent.click(within(await screen.findByTestId('studio-remove-dialog')).getByRole('button', { name: '삭제' }));
  expect(await screen.findByTestId('studio-designs-problem')).toHaveTextContent('판매된 KEY 디자인은 삭제할 수 없습니다.');
});

test('in English', async () => {
  StudioSection = await loadStudioSection('en');
  renderDesigns();
  await screen.findAllByTestId('studio-design');
  const sold = designRow('Key 1');
  expect(within(sold).getByTestId('rarity')).toHaveTextContent('Legendary');
  expect(within(sold).getByRole('button', { name: 'Delete Key 1' })).toHaveAccessibleDescription('A KEY design that has sold cannot be deleted.');
  fireEvent.click(within(sold).getByRole('button', { name: 'Edit Key 1' }));
  const dialog = await screen.findByTestId('studio-design-form');
  expect(within(dialog).getByRole('heading', { name: 'Edit the KEY design' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Rarity')).toBeDisabled();
  expect(within(dialog).getByLabelText('Edition')).toHaveDisplayValue('Sale');
});
