import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { STUDIO_API } from 'shared-contract';
import type { ConsoleSectionProps } from 'shared-ui';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { renderPage } from '../../../testing/render';
import { designFixture, loadStudioSection, projectFixture, resetStudio, staffFixture, studio, studioHandlers } from './studio-test-server';

const api = setupContractApi();
let StudioSection: ComponentType<ConsoleSectionProps>;

beforeEach(async () => {
  resetStudio([
    projectFixture(7, { designs: [designFixture(1)] }),
    projectFixture(8, { status: 'PUBLISHED', publishAt: '2026-06-01T01:00:00.000Z', designs: [designFixture(2, { sold: 4 })] }),
    projectFixture(9, { status: 'SCHEDULED', publishAt: '2099-01-01T01:00:00.000Z', designs: [designFixture(3)] }),
  ]);
  api.reset(...studioHandlers());
  StudioSection = await loadStudioSection('ko');
});

const renderPublish = (projectId: number) =>
  renderPage(<StudioSection staff={staffFixture()} />, { route: `/refund/console?section=studio&studioProject=${projectId}&studioView=publish` });
const confirmDialog = () => screen.findByRole('dialog');

test('"Publish now" asks first, then sends publishAt null and shows the new status', async () => {
  renderPublish(7);
  expect(await screen.findByTestId('studio-publish-status')).toHaveTextContent('초안입니다. 회원에게 보이지 않습니다.');
  expect(screen.queryByTestId('studio-back-to-draft')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('studio-publish-now'));
  const dialog = await confirmDialog();
  expect(within(dialog).getByRole('heading', { name: '지금 게시할까요?' })).toBeInTheDocument();
  expect(within(dialog).getByText('“프로젝트 7” 프로젝트가 바로 회원에게 공개됩니다.')).toBeInTheDocument();
  expect(api.requests('post', STUDIO_API.publish(7))).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));

  expect(await screen.findByTestId('studio-publish-outcome')).toHaveTextContent('게시했습니다.');
  expect(api.requests('post', STUDIO_API.publish(7))[0]?.body).toEqual({ publishAt: null });
  await waitFor(() => expect(screen.getByTestId('studio-publish-status')).toHaveTextContent('2026.06.15 12:00 (KST)부터 회원에게 공개되어 있습니다.'));
  expect(screen.getByTestId('studio-project-title').parentElement).toHaveTextContent('게시됨');
});

test('"Schedule" sends the typed Korea time with its offset, after asking', async () => {
  renderPublish(7);
  fireEvent.change(await screen.findByLabelText('게시 일시 (KST)'), { target: { value: '2099-03-01T09:30' } });
  fireEvent.click(screen.getByTestId('studio-schedule'));
  const dialog = await confirmDialog();
  expect(within(dialog).getByText('“프로젝트 7” 프로젝트가 2099.03.01 09:30 (KST)에 회원에게 공개됩니다.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));

  expect(await screen.findByTestId('studio-publish-outcome')).toHaveTextContent('2099.03.01 09:30 (KST)에 게시되도록 예약했습니다.');
  expect(api.requests('post', STUDIO_API.publish(7))[0]?.body).toEqual({ publishAt: '2099-03-01T09:30:00+09:00' });
  await waitFor(() => expect(screen.getByTestId('studio-publish-status')).toHaveTextContent('2099.03.01 09:30 (KST)에 회원에게 공개됩니다.'));
});

test('a time that has passed, or none, is refused before asking', async () => {
  renderPublish(7);
  fireEvent.click(await screen.findByTestId('studio-schedule'));
  expect(await screen.findByTestId('studio-publish-at-error')).toHaveTextContent('입력해 주세요.');
  fireEvent.change(screen.getByLabelText('게시 일시 (KST)'), { target: { value: '2020-01-01T09:00' } });
  fireEvent.click(screen.getByTestId('studio-schedule'));
  await waitFor(() => expect(screen.getByTestId('studio-publish-at-error')).toHaveTextContent('예약 게시 일시는 지금 이후여야 합니다.'));
  expect(screen.queryByTestId('studio-publish-dialog')).not.toBeVisible();
  expect(api.requests('post', STUDIO_API.publish(7))).toHaveLength(0);
});

test('the api refusing a publication shows its message', async () => {
  studio.refuse.publish = 'STUDIO_DESIGNS_REQUIRED';
  renderPublish(7);
  fireEvent.click(await screen.findByTestId('studio-publish-now'));
  fireEvent.click(within(await confirmDialog()).getByRole('button', { name: '확인' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('판매용 KEY 디자인이 하나 이상 있어야 게시할 수 있습니다.');
});

test('a scheduled project can go back to draft after asking; one that has sold cannot', async () => {
  const scheduled = renderPublish(9);
  expect(await screen.findByTestId('studio-publish-status')).toHaveTextContent('2099.01.01 10:00 (KST)에 회원에게 공개됩니다.');
  fireEvent.click(screen.getByTestId('studio-back-to-draft'));
  const dialog = await confirmDialog();
  expect(within(dialog).getByRole('heading', { name: '초안으로 되돌릴까요?' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  expect(await screen.findByTestId('studio-publish-outcome')).toHaveTextContent('초안으로 되돌렸습니다.');
  expect(api.requests('post', STUDIO_API.unpublish(9))).toHaveLength(1);
  scheduled.unmount();

  renderPublish(8);
  const locked = await screen.findByTestId('studio-back-to-draft');
  expect(locked).toBeDisabled();
  expect(locked).toHaveAccessibleDescription('판매가 시작된 프로젝트는 비공개로 되돌릴 수 없습니다.');
  expect(screen.queryByTestId('studio-publish-now')).not.toBeInTheDocument();
});

test('in English', async () => {
  StudioSection = await loadStudioSection('en');
  renderPublish(9);
  expect(await screen.findByTestId('studio-publish-status')).toHaveTextContent('Members see it from Jan 1, 2099, 10:00 AM KST.');
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  expect(screen.getByLabelText('Publish at (KST)')).toHaveAccessibleDescription('A Korea time in the future.');
  expect(screen.getByRole('button', { name: 'Back to draft' })).toBeEnabled();
});
