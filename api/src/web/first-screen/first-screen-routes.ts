import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  API,
  answerKey,
  isSupportOpen,
  MAIN_ON_SALE_QUERY,
  MARKET_API,
  parseQueryId,
  SHOP_API,
  shopQuerySchema,
  type KeyDetail,
  type Language,
  type LocalizedText,
  type MainPage,
  type ProjectDetail,
  type ShopList,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { StoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { keySetOf } from '../../modules/market/market-listings';
import { marketPrices } from '../../modules/market/market-prices';
import { withFirstScreen, type FirstScreen } from './first-screen-document';
import { FIRST_SCREEN_TEXT } from './first-screen-text';
import { KEY_FIRST_SCREEN_STYLES, renderKeyFirstScreen } from './key-first-screen';
import { renderMainFirstScreen } from './main-first-screen';
import { PROJECT_FIRST_SCREEN_STYLES, renderProjectFirstScreen } from './project-first-screen';
import { hasSessionCookie, pageLanguage } from './page-request';

type IndexHtml = { mtimeMs: number; html: string };

/** An api answer the page reads: its GET path with query (the client's query key) and its stored body. */
interface Answer {
  key: string;
  body: StoredBody;
}

/** A page's first screen before it is drawn: the answers it is drawn from, and how to draw it from them. */
interface Screen {
  answers: Answer[];
  draw: (answers: Record<string, unknown>, language: Language) => Omit<FirstScreen, 'answers' | 'language' | 'supportOpen' | 'sessionCookie'>;
}

/** Drawn pages kept, keyed by what they are drawn from; a new answer (ETag) or index.html makes a new key. */
const MAX_DRAWN_PAGES = 200;

const dataOf = (body: StoredBody) => (body.parsed() as { data: unknown }).data;

/**
 * Pages the server prepares (issue 14 A). /main's HTML carries its first screen, which shows before any script has run;
 * the shell then hands over to the remote's page (README, "Performance"). /project and /key/details get their title,
 * description and image preload in the head and their answer in the page; the app draws them.
 * The answers come from the api's own cached catalog reads (`context.catalog`), not from requests to it, and a drawn
 * page is kept with its compressed bytes until one of its answers changes.
 */
export function createFirstScreens(context: AppContext, shellRoot: string) {
  const { catalog } = context;
  const marketDb = context.database.db;
  let index: IndexHtml | null = null;
  const indexHtml = async (): Promise<IndexHtml> => {
    const file = path.join(shellRoot, 'index.html');
    const { mtimeMs } = await stat(file);
    if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, html: await readFile(file, 'utf8') };
    return index;
  };
  const drawn = new Map<string, StoredBody | null>();

  const mainScreen = async (): Promise<Screen> => {
    const onSaleKey = answerKey(SHOP_API.shop, MAIN_ON_SALE_QUERY);
    const [main, onSale] = await Promise.all([catalog.main(), catalog.shop(shopQuerySchema.parse(MAIN_ON_SALE_QUERY))]);
    return {
      answers: [
        { key: API.main, body: main },
        { key: onSaleKey, body: onSale },
      ],
      draw: (answers, language) => {
        const mainPage = answers[API.main] as MainPage;
        const text = FIRST_SCREEN_TEXT[language];
        return {
          title: `KEYS · ${text.main.title}`,
          description: text.description,
          lcpImage: mainPage.banners[0]?.imageUrl ?? null,
          content: renderMainFirstScreen({ main: mainPage, onSale: answers[onSaleKey] as ShopList }, language),
        };
      },
    };
  };

  /**
   * The page of one catalog item (`?id=`): its title, description and image in the head, its answer in the page, and
   * its first screen when `content` draws one.
   */
  const itemScreen =
    <T extends { imageUrl: string; description: LocalizedText }>(
      apiPath: string,
      read: (id: number) => Promise<StoredBody>,
      name: (item: T) => LocalizedText,
      content?: { draw: (item: T, language: Language) => string; styles: string },
      moreAnswers?: (id: number, item: Promise<T>) => Promise<Answer[]>,
    ) =>
    async (request: FastifyRequest): Promise<Screen | null> => {
      const id = parseQueryId((request.query as Record<string, string | undefined>).id);
      if (id === null) return null;
      const key = answerKey(apiPath, { id });
      const reading = read(id);
      const [body, more] = await Promise.all([
        reading,
        moreAnswers?.(
          id,
          reading.then((stored) => dataOf(stored) as T),
        ) ?? [],
      ]);
      return {
        answers: [{ key, body }, ...more],
        draw: (answers, language) => {
          const item = answers[key] as T;
          return {
            title: `${name(item)[language]} · KEYS`,
            description: item.description[language].slice(0, 160),
            lcpImage: item.imageUrl,
            content: content ? content.draw(item, language) : null,
            styles: content?.styles,
          };
        },
      };
    };

  /**
   * The design's listings and prices, which the app shows right under the first screen: carried in the page so those
   * panels draw at their height at once and the tabs below them do not move when the answers would have come.
   * The project's other KEYs too: arriving after the take-over, their cards were drawn in one more long task.
   */
  const keyPageAnswers = async (id: number, item: Promise<KeyDetail>): Promise<Answer[]> => {
    const scope = { keyDesignId: id };
    const otherKeysOf = async ({ projectId }: KeyDetail): Promise<Answer> => {
      const query = { projectId, excludeKeyId: id };
      return { key: answerKey(API.projectOtherKeys, query), body: await catalog.otherKeys(query) };
    };
    const [keySet, prices, others] = await Promise.all([keySetOf(marketDb, id, context.clock.now()), marketPrices(marketDb, scope), item.then(otherKeysOf)]);
    if (!keySet) return [];
    return [
      { key: answerKey(MARKET_API.keySet(id)), body: StoredBody.json(ok(keySet)) },
      { key: answerKey(MARKET_API.prices, scope), body: StoredBody.json(ok(prices)) },
      others,
    ];
  };

  const screens: Record<string, (request: FastifyRequest) => Promise<Screen | null>> = {
    '/main': mainScreen,
    '/project': itemScreen<ProjectDetail>(
      API.project,
      (id) => catalog.project(id),
      (project) => project.title,
      {
        draw: renderProjectFirstScreen,
        styles: PROJECT_FIRST_SCREEN_STYLES,
      },
    ),
    '/key/details': itemScreen<KeyDetail>(
      API.keyDetails,
      (id) => catalog.keyDetails(id),
      (key) => key.name,
      { draw: renderKeyFirstScreen, styles: KEY_FIRST_SCREEN_STYLES },
      keyPageAnswers,
    ),
  };

  /** The page's HTML with its first screen, or null for a page without one (or when its data is not there). */
  return async function firstScreenPage(request: FastifyRequest, pathname: string): Promise<StoredBody | null> {
    const prepare = screens[pathname];
    if (!prepare) return null;
    try {
      const screen = await prepare(request);
      if (!screen) return null;
      const language = pageLanguage(request);
      const supportOpen = isSupportOpen(context.clock.now());
      const sessionCookie = hasSessionCookie(request);
      const { mtimeMs, html } = await indexHtml();
      const cacheKey = [pathname, language, supportOpen, sessionCookie, mtimeMs, ...screen.answers.map(({ key, body }) => `${key} ${body.etag}`)].join('|');
      const kept = drawn.get(cacheKey);
      if (kept !== undefined) return kept;

      const answers = Object.fromEntries(screen.answers.map(({ key, body }) => [key, dataOf(body)]));
      const page = withFirstScreen(html, { ...screen.draw(answers, language), answers, language, supportOpen, sessionCookie });
      const body = page === null ? null : StoredBody.html(page);
      drawn.set(cacheKey, body);
      const oldest = drawn.keys().next();
      if (drawn.size > MAX_DRAWN_PAGES && !oldest.done) drawn.delete(oldest.value);
      return body;
    } catch (error) {
      // An unknown id gets the plain shell, which shows its not-found page.
      if (error instanceof AppError) return null;
      // The plain shell still works: a first screen that cannot be drawn is left out, never an error page.
      request.log.warn({ err: error }, 'first screen not drawn');
      return null;
    }
  };
}
