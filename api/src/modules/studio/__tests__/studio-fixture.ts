import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  STUDIO_API,
  studioCollectionListSchema,
  studioProjectSchema,
  type StudioDesignInput,
  type StudioProject,
  type StudioProjectInput,
} from 'shared-contract';
import type { Clock } from '../../../clock';
import type { DbKind } from '../../../db/database';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A clock that stands still unless a test moves it: a publish instant is met to the millisecond, with no drift. */
export class FrozenClock implements Clock {
  private at = new Date();

  now(): Date {
    return new Date(this.at.getTime());
  }

  set(at: Date): void {
    this.at = new Date(at.getTime());
  }

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export interface StudioTestApp {
  t: TestApp;
  clock: FrozenClock;
  editor: TestMember;
  admin: TestMember;
  support: TestMember;
  member: TestMember;
  webtoonId: number;
  themeId: number;
  /** A theme collection other than `themeId`, and a webtoon other than `webtoonId`. */
  otherThemeId: number;
  /** The member's headers with a token issued at the clock's now (the clock moves past a token's life). */
  headers: (who: TestMember | null, extra?: Record<string, string>) => Promise<Record<string, string>>;
  inject: (who: TestMember | null, options: InjectOptions, extra?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** A studio write or read that must answer 200 with a project. */
  project: (who: TestMember, options: InjectOptions) => Promise<StudioProject>;
  close: () => Promise<void>;
}

/** The app on a frozen clock (a catalog cache living longer than any test: what changes, changes by time or by a write). */
export async function studioTestApp(backend: DbKind, label: string): Promise<StudioTestApp> {
  const clock = new FrozenClock();
  const t = await createTestApp(backend, { clock, catalogCacheTtlMs: 10 * 60_000 });
  const [editor, admin, support, member] = await Promise.all(
    (['editor', 'admin', 'support', 'member'] as const).map((role) => createTestMember(t, `studio-${label}-${role}@example.com`, { role })),
  );
  if (!editor || !admin || !support || !member) throw new Error('members expected');
  const headers = async (who: TestMember | null, extra: Record<string, string> = {}) => ({
    'accept-language': 'en',
    ...(who ? { authorization: `Bearer ${(await t.tokens.issueFamily(who.user.id)).accessToken}` } : {}),
    ...extra,
  });
  const inject = async (who: TestMember | null, options: InjectOptions, extra: Record<string, string> = {}) =>
    t.app.inject({ ...options, headers: { ...(await headers(who, extra)), ...(options.headers as Record<string, string> | undefined) } });
  const { items } = successData(await inject(editor, { method: 'GET', url: STUDIO_API.collections }), studioCollectionListSchema);
  const webtoons = items.filter((item) => item.kind === 'webtoon');
  const themes = items.filter((item) => item.kind === 'theme');
  const [webtoon] = webtoons;
  const [theme, otherTheme] = themes;
  if (!webtoon || !theme || !otherTheme) throw new Error('the seed has webtoon and theme collections');
  return {
    t,
    clock,
    editor,
    admin,
    support,
    member,
    webtoonId: webtoon.id,
    themeId: theme.id,
    otherThemeId: otherTheme.id,
    headers,
    inject,
    project: async (who, options) => successData(await inject(who, options), studioProjectSchema),
    close: () => t.close(),
  };
}

let made = 0;

/** A project input on sale from `startsInMs` for a week, with a title no other test uses. */
export function projectInput(
  s: StudioTestApp,
  { startsInMs = -DAY_MS, ...overrides }: Partial<StudioProjectInput> & { startsInMs?: number } = {},
): StudioProjectInput {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const now = s.clock.now().getTime();
  return {
    title: { ko: `스튜디오 ${tag}`, en: `Studio ${tag}` },
    creator: { ko: '작가', en: 'Creator' },
    description: { ko: '스튜디오에서 만든 프로젝트', en: 'Made in the studio' },
    webtoonId: s.webtoonId,
    themeId: s.themeId,
    priceGold: 100,
    priceUsdCents: 99,
    saleStartsAt: new Date(now + startsInMs).toISOString(),
    saleEndsAt: new Date(now + startsInMs + 7 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export function designInput(overrides: Partial<StudioDesignInput> = {}): StudioDesignInput {
  made += 1;
  return {
    name: { ko: `장면 ${made}`, en: `Scene${made}x` },
    description: { ko: '설명', en: 'About' },
    rarity: 'common',
    supply: 50,
    properties: [{ name: { ko: '테두리', en: 'Frame' }, value: { ko: '은색', en: 'Silver' } }],
    edition: 'SALE',
    ...overrides,
  };
}

/** A draft made by `who` with one design per entry of `designs`; answers the project as the studio shows it. */
export async function draftWith(
  s: StudioTestApp,
  designs: Partial<StudioDesignInput>[],
  project: Parameters<typeof projectInput>[1] = {},
): Promise<StudioProject> {
  let made = await s.project(s.editor, { method: 'POST', url: STUDIO_API.projects, payload: projectInput(s, project) });
  for (const design of designs) {
    made = await s.project(s.editor, { method: 'POST', url: STUDIO_API.designs(made.id), payload: designInput(design) });
  }
  return made;
}
