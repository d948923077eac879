import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  answerKey,
  isSupportOpen,
  MAIN_ON_SALE_QUERY,
  parseQueryId,
  SHOP_API,
  type KeyDetail,
  type LocalizedText,
  type MainPage,
  type ProjectDetail,
  type ShopList,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { withFirstScreen, type FirstScreen } from './first-screen-document';
import { FIRST_SCREEN_TEXT } from './first-screen-text';
import { renderMainFirstScreen } from './main-first-screen';
import { pageLanguage } from './page-language';

type IndexHtml = { mtimeMs: number; html: string };

/**
 * Pages the server prepares (issue 14 A). /main's HTML carries its first screen, which shows before any script has run;
 * the shell then hands over to the remote's page (README, "Performance"). /project and /key/details get their title,
 * description and image preload in the head and their answer in the page; the app draws them.
 */
export function createFirstScreens(app: FastifyInstance, context: AppContext, shellRoot: string) {
  let cached: IndexHtml | null = null;
  const indexHtml = async (): Promise<string> => {
    const file = path.join(shellRoot, 'index.html');
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };

  /** An answer of the api itself (the cached catalog read), or null when it did not succeed. */
  const answer = async <T>(url: string): Promise<T | null> => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) return null;
    return (response.json() as { data: T }).data;
  };

  const mainScreen = async (request: FastifyRequest): Promise<FirstScreen | null> => {
    const onSaleKey = answerKey(SHOP_API.shop, MAIN_ON_SALE_QUERY);
    const [main, onSale] = await Promise.all([answer<MainPage>(API.main), answer<ShopList>(onSaleKey)]);
    if (!main || !onSale) return null;
    const language = pageLanguage(request);
    const text = FIRST_SCREEN_TEXT[language];
    return {
      language,
      title: `KEYS · ${text.mainTitle}`,
      description: text.description,
      lcpImage: main.banners[0]?.imageUrl ?? null,
      content: renderMainFirstScreen({ main, onSale }, language),
      answers: { [API.main]: main, [onSaleKey]: onSale },
      supportOpen: isSupportOpen(context.clock.now()),
    };
  };

  /** The page of one catalog item (`?id=`): its title, description and image in the head, its answer in the page. */
  const itemScreen =
    <T extends { imageUrl: string; description: LocalizedText }>(path: string, name: (item: T) => LocalizedText) =>
    async (request: FastifyRequest): Promise<FirstScreen | null> => {
      const id = parseQueryId((request.query as Record<string, string | undefined>).id);
      if (id === null) return null;
      const key = answerKey(path, { id });
      const item = await answer<T>(key);
      if (!item) return null;
      const language = pageLanguage(request);
      return {
        language,
        title: `${name(item)[language]} · KEYS`,
        description: item.description[language].slice(0, 160),
        lcpImage: item.imageUrl,
        content: null,
        answers: { [key]: item },
        supportOpen: isSupportOpen(context.clock.now()),
      };
    };

  const screens: Record<string, (request: FastifyRequest) => Promise<FirstScreen | null>> = {
    '/main': mainScreen,
    '/project': itemScreen<ProjectDetail>(API.project, (project) => project.title),
    '/key/details': itemScreen<KeyDetail>(API.keyDetails, (key) => key.name),
  };

  /** The page's HTML with its first screen, or null for a page without one (or when its data is not there). */
  return async function firstScreenPage(request: FastifyRequest, pathname: string): Promise<string | null> {
    const screen = screens[pathname];
    if (!screen) return null;
    try {
      const drawn = await screen(request);
      return drawn ? withFirstScreen(await indexHtml(), drawn) : null;
    } catch (error) {
      // The plain shell still works: a first screen that cannot be drawn is left out, never an error page.
      request.log.warn({ err: error }, 'first screen not drawn');
      return null;
    }
  };
}
