import type { FastifyInstance } from 'fastify';
import { artPath, collectorPath, showcaseCollectorParamsSchema, type Language, type PublicShowcase } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../http/language';
import { SITE_NAME } from '../sharing/open-graph';
import { withOpenGraph, type LinkPreview } from '../sharing/share-html';
import { publicOrigin, readShellIndex } from '../sharing/sharing-routes';
import { publicShowcase } from './showcase-service';

const WORDS: Record<Language, { title: (nickname: string) => string; description: (nickname: string, count: number) => string }> = {
  ko: {
    title: (nickname) => `${nickname}님의 쇼케이스`,
    description: (nickname, count) => `${nickname}님이 공개한 KEY ${count}개`,
  },
  en: {
    title: (nickname) => `${nickname}’s showcase`,
    description: (nickname, count) => `${count} ${count === 1 ? 'KEY' : 'KEYs'} published by ${nickname}`,
  },
};

/** A showcase's link preview: the nickname, how many KEYs, and the first published KEY's art as a PNG (else the profile image). */
export function collectorPreview(showcase: PublicShowcase, language: Language, origin: string): LinkPreview {
  const words = WORDS[language];
  const first = showcase.items[0];
  const image = first ? artPath.key(first.key.id, 'png') : showcase.profileImageUrl;
  return {
    title: words.title(showcase.nickname),
    description: words.description(showcase.nickname, showcase.items.length),
    image: image === null ? null : `${origin}${image}`,
    url: `${origin}${collectorPath(showcase.nickname)}`,
    siteName: SITE_NAME,
  };
}

/**
 * `/collector/<nickname>` as a document: the shell's index.html with the showcase's open-graph tags in its head (like
 * `/share`), so a crawler that does not run scripts shows it. No showcase there: the plain page with status 404
 * (the app shows its not-found state).
 */
export async function registerCollectorPageRoute(app: FastifyInstance, context: AppContext, shellRoot: string) {
  app.get('/collector/:nickname', async (request, reply) => {
    const indexHtml = await readShellIndex(shellRoot);
    if (indexHtml === null) return reply.callNotFound();
    const page = (html: string, status: number) => reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    const params = showcaseCollectorParamsSchema.safeParse(request.params);
    if (!params.success) return page(indexHtml, 404);
    try {
      const showcase = await publicShowcase(context.database.db, params.data.nickname);
      return page(withOpenGraph(indexHtml, collectorPreview(showcase, requestLanguage(request), publicOrigin(context))), 200);
    } catch (error) {
      if (error instanceof AppError) return page(indexHtml, 404);
      throw error;
    }
  });
}
