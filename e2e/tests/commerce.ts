import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { ProjectOdds, TicketProject } from 'shared-contract';
import { apiData, baseURL, expect, settled } from './fixtures';
import { accessTokenOf, memberGet, signInAsMember } from './session';

export type Person = { name: string; birthDate: string; phone: string };

/** A person of its own per run: the sandbox's DI is derived from name, birth date and phone. */
export const uniquePerson = (name: string, birthDate = '1992-03-14'): Person => ({
  name,
  birthDate,
  phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
});

/** Fills the sandbox identity provider's page (a plain form outside the app) and verifies. */
export async function verifyOnSandbox(page: Page, person: Person, carrier?: string) {
  await expect(page).toHaveURL(/\/sandbox\/identity\?request_id=/);
  await page.getByLabel('이름 / Name').fill(person.name);
  await page.getByLabel('생년월일 / Birth date').fill(person.birthDate);
  await page.getByLabel('휴대폰 번호 / Mobile phone').fill(person.phone);
  if (carrier) await page.getByLabel('통신사 (선택) / Carrier (optional)').selectOption(carrier);
  await page.getByRole('button', { name: '인증 / Verify' }).click();
}

/** Verifies the signed-in member's identity through /my/settings and the sandbox provider (an adult, en page). */
export async function verifyIdentity(page: Page, name: string) {
  await page.goto('/my/settings');
  await settled(page);
  await page.getByTestId('identity-section').getByRole('button', { name: 'Verify identity' }).click();
  await verifyOnSandbox(page, uniquePerson(name));
  await expect(page).toHaveURL(/\/callback\/verification\?request_id=[^&]+&token=/);
  await settled(page);
  await expect(page.getByTestId('verification-result')).toContainText('You are verified as an adult.');
}

/** Test mode only: Gold for the member without the card flow. */
export async function giveGold(page: Page, userId: number, amount: number) {
  const response = await page.request.post('/api/_test/gold', { data: { userId, amount } });
  expect(response.ok(), `POST /api/_test/gold -> ${response.status()} ${await response.text()}`).toBe(true);
}

/** A seeded project on sale with at least `quantity` KEYs left (and a margin), priced at least `minPriceGold`. */
export async function projectOnSale(page: Page, quantity: number, minPriceGold = 0): Promise<ProjectOdds> {
  for (let id = 1; id <= 40; id += 1) {
    const response = await page.request.get(`/api/project/odds?id=${id}`);
    if (!response.ok()) continue;
    const odds = ((await response.json()) as { data: ProjectOdds }).data;
    if (odds.saleStatus === 'on_sale' && odds.supplyRemaining >= quantity + 5 && odds.priceGold >= minPriceGold) return odds;
  }
  throw new Error('no seeded project on sale');
}

/** The admin, signed in on a browser of its own, grants `count` tickets to the member (POST /api/admin/ticket). */
export async function grantTickets(browser: Browser, userId: number, count: number) {
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signInAsMember(admin, 'admin@keys.local');
    const granted = await admin.request.post('/api/admin/ticket', {
      headers: { authorization: `Bearer ${await accessTokenOf(admin)}` },
      data: { userIds: [userId], count },
    });
    expect(await granted.json()).toEqual({ result: 'SUCCESS', data: { granted: count } });
  } finally {
    await adminContext.close();
  }
}

/** Gives the signed-in member `count` KEYs: tickets granted by the admin, exchanged (the first two from one project) and revealed. */
export async function keysFromTickets(page: Page, browser: Browser, userId: number, count: number) {
  await grantTickets(browser, userId, count);
  const tickets = await memberGet<Array<{ id: number; status: string }>>(page, '/api/ticket');
  const projects = await apiData<TicketProject[]>(page, '/api/ticket/getProjectList');
  const eligible = projects.filter((project) => project.remaining >= 3);
  expect(eligible.length).toBeGreaterThan(0);
  for (const [index, ticket] of tickets
    .filter((one) => one.status === 'AVAILABLE')
    .slice(0, count)
    .entries()) {
    const project = eligible[index < 2 ? 0 : Math.min(1, eligible.length - 1)];
    for (const [path, data] of [
      ['/api/ticket/exchange', { ticketId: ticket.id, projectId: project?.id }],
      ['/api/ticket/reveal', { ticketId: ticket.id }],
    ] as const) {
      const answer = await page.request.post(path, {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': randomUUID() },
        data,
      });
      expect(answer.ok(), `${path} -> ${answer.status()} ${await answer.text()}`).toBe(true);
    }
  }
}
