import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  remoteCanaryEndInputSchema,
  remoteCanaryInputSchema,
  remoteLoadReportSchema,
  remoteNameParamsSchema,
  remoteReleaseInputSchema,
  remoteRollbackInputSchema,
  REMOTES_ADMIN_API,
  REMOTES_API,
  remotesOverviewSchema,
  remoteSwitchSchema,
  successEnvelope,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/bearer-token';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { isRemoteName, type RemoteName, type RemotesRegistry } from '../../web/registry';
import { memberOf, requireMember } from '../members/request-member';
import { isDeployToken, resolveDeployToken } from './deploy-token';
import { RemoteRegistryService, type RegistryActor } from './remote-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the remotes routes' access check: the request carries the deploy token. */
    deployToken?: boolean;
  }
}

const remoteNameOf = (name: string): RemoteName => {
  if (!isRemoteName(name)) throw new AppError('REMOTE_NOT_FOUND', undefined, { name });
  return name;
};

const actorOf = (request: FastifyRequest): RegistryActor => {
  if (request.deployToken) return { kind: 'deploy-token' };
  const { user } = memberOf(request);
  return { kind: 'staff', id: user.id, email: user.email, ip: request.ip };
};

const TAGS = ['remotes'];
/** Staff (support reads, admins change) or the release commands' deploy token. */
const SECURITY: Array<Record<string, string[]>> = [{ member: [] }, { deployToken: [] }];

/** The remotes registry for the console and the release command: the deploy token, or staff (admins to change it). */
export async function registerRemoteRoutes(fastify: FastifyInstance, context: AppContext, registry: RemotesRegistry) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = context;
  const deployToken = await resolveDeployToken(config.deployToken, config.dataDir);
  const service = new RemoteRegistryService(context.database.db, config, context.clock, context.releases);
  const staffOrToken = (member: preHandlerAsyncHookHandler): preValidationAsyncHookHandler =>
    async function (request, reply) {
      if (isDeployToken(bearerToken(request), deployToken)) {
        request.deployToken = true;
        return;
      }
      await member.call(this, request, reply);
    };
  // Access is checked before the route's schemas validate anything (preValidation), so whatever a member sends is 403.
  const readers = staffOrToken(requireMember(context, { staff: true }));
  const admins = staffOrToken(requireMember(context, { admin: true }));

  app.get(
    REMOTES_ADMIN_API.remotes,
    { preValidation: readers, schema: { tags: TAGS, security: SECURITY, response: { 200: successEnvelope(remotesOverviewSchema) } } },
    async (_request, reply) => {
      const overview = await service.overview((name) => registry.localVersion(name));
      return reply.header('cache-control', 'no-store').send(ok(overview));
    },
  );

  /** An admin change of one remote's registry entry: the remote named in the path, the body checked by `body`. */
  const changeOf = <Body extends z.ZodType>(body: Body) => ({
    preValidation: admins,
    schema: { tags: TAGS, security: SECURITY, params: remoteNameParamsSchema, body, response: { 200: successEnvelope(remoteSwitchSchema) } },
  });

  app.post(REMOTES_ADMIN_API.releases(':name'), changeOf(remoteReleaseInputSchema), async (request) =>
    ok(await service.release(remoteNameOf(request.params.name), request.body, actorOf(request), requestLanguage(request))),
  );
  app.post(REMOTES_ADMIN_API.rollback(':name'), changeOf(remoteRollbackInputSchema), async (request) =>
    ok(await service.rollback(remoteNameOf(request.params.name), request.body, actorOf(request))),
  );
  app.post(REMOTES_ADMIN_API.canary(':name'), changeOf(remoteCanaryInputSchema), async (request) =>
    ok(await service.canary(remoteNameOf(request.params.name), request.body, actorOf(request))),
  );
  app.post(REMOTES_ADMIN_API.promote(':name'), changeOf(remoteCanaryEndInputSchema), async (request) =>
    ok(await service.promote(remoteNameOf(request.params.name), request.body, actorOf(request))),
  );
  app.post(REMOTES_ADMIN_API.abort(':name'), changeOf(remoteCanaryEndInputSchema), async (request) =>
    ok(await service.abort(remoteNameOf(request.params.name), request.body, actorOf(request))),
  );

  // Public and unauthenticated (a beacon from every page); the api's per-IP rate limit applies.
  app.post(
    REMOTES_API.loads,
    {
      schema: { tags: TAGS, body: remoteLoadReportSchema, response: { 204: z.null().describe('Counted (or ignored: a version the registry never served).') } },
    },
    async (request, reply) => {
      await service.reportLoad(request.body, (name) => registry.localVersion(name));
      return reply.code(204).send(null);
    },
  );
}
