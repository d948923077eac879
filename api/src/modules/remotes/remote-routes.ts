import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  remoteCanaryEndInputSchema,
  remoteCanaryInputSchema,
  remoteLoadReportSchema,
  remoteNameParamsSchema,
  remoteReleaseInputSchema,
  remoteRollbackInputSchema,
  REMOTES_ADMIN_API,
  REMOTES_API,
  type RemoteSwitch,
} from 'shared-contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/bearer-token';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { parseWith } from '../../http/validate';
import { isRemoteName, type RemoteName, type RemotesRegistry } from '../../web/registry';
import { memberOf, requireMember } from '../members/request-member';
import { isDeployToken, resolveDeployToken } from './deploy-token';
import { RemoteRegistryService, type RegistryActor } from './remote-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the remotes routes' preHandler: the request carries the deploy token. */
    deployToken?: boolean;
  }
}

const remoteNameOf = (request: FastifyRequest): RemoteName => {
  const { name } = parseWith(remoteNameParamsSchema, request.params);
  if (!isRemoteName(name)) throw new AppError('REMOTE_NOT_FOUND', undefined, { name });
  return name;
};

const actorOf = (request: FastifyRequest): RegistryActor => {
  if (request.deployToken) return { kind: 'deploy-token' };
  const { user } = memberOf(request);
  return { kind: 'staff', id: user.id, email: user.email, ip: request.ip };
};

/** The remotes registry for the console and the release command: the deploy token, or staff (admins to change it). */
export async function registerRemoteRoutes(app: FastifyInstance, context: AppContext, registry: RemotesRegistry) {
  const { config } = context;
  const deployToken = await resolveDeployToken(config.deployToken, config.dataDir);
  const service = new RemoteRegistryService(context.database.db, config, context.clock);
  const staffOrToken = (member: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler =>
    async function (request, reply) {
      if (isDeployToken(bearerToken(request), deployToken)) {
        request.deployToken = true;
        return;
      }
      await member.call(this, request, reply);
    };
  const readers = { preHandler: staffOrToken(requireMember(context, { staff: true })) };
  const admins = { preHandler: staffOrToken(requireMember(context, { admin: true })) };

  app.get(REMOTES_ADMIN_API.remotes, readers, async (_request, reply) => {
    const overview = await service.overview((name) => registry.localVersion(name));
    return reply.header('cache-control', 'no-store').send(ok(overview));
  });

  /** An admin change of one remote's registry entry: the remote named in the path, the body checked by `schema`. */
  const change = <S extends z.ZodType>(route: string, schema: S, run: (name: RemoteName, input: z.output<S>, request: FastifyRequest) => Promise<RemoteSwitch>) =>
    app.post(route, admins, async (request) => ok(await run(remoteNameOf(request), parseWith(schema, request.body), request)));

  change(REMOTES_ADMIN_API.releases(':name'), remoteReleaseInputSchema, (name, input, request) => service.release(name, input, actorOf(request), requestLanguage(request)));
  change(REMOTES_ADMIN_API.rollback(':name'), remoteRollbackInputSchema, (name, input, request) => service.rollback(name, input, actorOf(request)));
  change(REMOTES_ADMIN_API.canary(':name'), remoteCanaryInputSchema, (name, input, request) => service.canary(name, input, actorOf(request)));
  change(REMOTES_ADMIN_API.promote(':name'), remoteCanaryEndInputSchema, (name, input, request) => service.promote(name, input, actorOf(request)));
  change(REMOTES_ADMIN_API.abort(':name'), remoteCanaryEndInputSchema, (name, input, request) => service.abort(name, input, actorOf(request)));

  // Public and unauthenticated (a beacon from every page); the api's per-IP rate limit applies.
  app.post(REMOTES_API.loads, async (request, reply) => {
    const report = parseWith(remoteLoadReportSchema, request.body);
    await service.reportLoad(report, (name) => registry.localVersion(name));
    return reply.code(204).send();
  });
}
