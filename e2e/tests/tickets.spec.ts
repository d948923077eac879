import type { Page } from '@playwright/test';
import type { MyKey, Ticket, TicketProject } from 'shared-contract';
import { grantTickets } from './commerce';
import { apiData, DESKTOP, expect, fitsWidth, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { memberGet, signUpNewMember, uniqueEmail } from './session';

const ticketCount = async (page: Page) => (await memberGet<{ ticketCount: number }>(page, '/api/user/me')).ticketCount;

const journeys = [
  {
    language: 'ko',
    viewport: MOBILE,
    text: {
      title: '티켓',
      available: '사용 가능',
      completed: '완료',
      exchange: '교환하기',
      confirm: '티켓을 교환할까요?',
      reveal: '공개하기',
      toTickets: '내 티켓으로',
      left: (count: number) => `${count}개 남음`,
    },
  },
  {
    language: 'en',
    viewport: DESKTOP,
    text: {
      title: 'Tickets',
      available: 'Available',
      completed: 'Completed',
      exchange: 'Exchange',
      confirm: 'Exchange this ticket?',
      reveal: 'Reveal',
      toTickets: 'To my tickets',
      left: (count: number) => `${count} left`,
    },
  },
] as const;

test.describe('tickets (issue test 7)', () => {
  for (const { language, viewport, text } of journeys) {
    test(`a new member exchanges a granted ticket for a KEY of an eligible project and reveals it (${viewport.width} px, ${language})`, async ({
      page,
      browser,
    }, testInfo) => {
      await preferLanguage(page, language);
      const member = await signUpNewMember(page, uniqueEmail(`ticket-${language}`), language);
      await grantTickets(browser, member.id, 1);
      expect(await ticketCount(page)).toBe(1);

      await page.setViewportSize(viewport);
      await page.goto('/ticket');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const card = page.getByTestId('ticket-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('ticket-status')).toHaveText(text.available);
      expect(await fitsWidth(page)).toBe(true);
      await card.getByTestId('ticket-exchange').click();

      const [ticket] = await memberGet<Ticket[]>(page, '/api/ticket');
      await expect(page).toHaveURL(new RegExp(`/ticket/project\\?ticketId=${ticket?.id ?? 0}$`));
      await settled(page);
      // "ticket keys": no top bar on mobile, a back header instead.
      if (viewport === MOBILE) {
        await expect(page.getByTestId('top-bar')).toHaveCount(0);
        await expect(page.getByTestId('back-header')).toBeVisible();
      } else {
        await expect(page.getByTestId('top-bar')).toBeVisible();
      }
      const [eligible] = await apiData<TicketProject[]>(page, '/api/ticket/getProjectList');
      if (!eligible) throw new Error('an eligible project expected (seed tickets-v1)');
      const option = page.locator(`[data-testid="ticket-project"][data-project-id="${eligible.id}"]`);
      await expect(option.getByTestId('ticket-project-remaining')).toHaveText(text.left(eligible.remaining));
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, `ticket-projects-${language}`);
      await option.getByRole('radio').check();
      await page.getByTestId('ticket-exchange-submit').click();
      const ask = page.getByRole('dialog', { name: text.confirm });
      await expect(ask).toContainText(eligible.title[language]);
      await ask.getByRole('button', { name: text.exchange }).click();

      await page.getByRole('button', { name: text.reveal, exact: true }).click();
      await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true');
      const revealedName = (await page.getByTestId('revealed-key-name').textContent()) ?? '';
      expect(revealedName).not.toBe('');
      await screenshots(page, testInfo, `ticket-revealed-${language}`);

      const mine = await memberGet<{ items: MyKey[] }>(page, '/api/key/my');
      expect(mine.items.map((owned) => [owned.key.projectId, owned.key.name[language]])).toEqual([[eligible.id, revealedName]]);
      expect(await ticketCount(page)).toBe(0);
      const after = (await apiData<TicketProject[]>(page, '/api/ticket/getProjectList')).find((project) => project.id === eligible.id);
      expect(after?.remaining ?? 0).toBe(eligible.remaining - 1);

      await page.getByRole('link', { name: text.toTickets }).click();
      await expect(page).toHaveURL(/\/ticket$/);
      await settled(page);
      await expect(card.getByTestId('ticket-status')).toHaveText(text.completed);
      await expect(card.getByTestId('ticket-exchange')).toHaveCount(0);
      const keyLink = card.getByTestId('ticket-key-link');
      await expect(keyLink).toContainText(revealedName);
      await expect(keyLink).toHaveAttribute('href', `/key/details?id=${mine.items[0]?.key.id ?? 0}`);
      expect(await fitsWidth(page)).toBe(true);
      await screenshots(page, testInfo, `tickets-completed-${language}`);
    });
  }
});
