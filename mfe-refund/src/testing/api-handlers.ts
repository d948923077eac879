import {
  API,
  auditPageSchema,
  faqListSchema,
  meSchema,
  projectPageSchema,
  serviceInfoSchema,
  STAFF_API,
  type AuditEntry,
  type Faq,
  type LocalizedText,
  type Me,
  type ServiceInfo,
} from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler } from 'shared-ui/src/testing/contract-api';
import { auditPageFixture, catalogProjectPage } from './console-fixtures';

/**
 * The routes several mfe-refund tests answer (one place, never copied into each file): each parsed by the
 * contract both ways through `setupContractApi()` from shared-ui.
 */

/** `GET /api/service/info`: the phase and schedule the pages read. */
export const serviceInfoHandler = (info: ServiceInfo | (() => ServiceInfo)) =>
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => (typeof info === 'function' ? info() : info) });

/** `GET /api/user/me`: the signed-in member (staff or not). */
export const meHandler = (me: Me) => contractHandler({ method: 'get', path: API.userMe, response: meSchema, reply: () => me });

/** `GET /api/faq`: the support page's questions (the FAQ tab reads them). */
export const faqHandler = (faqs: Faq[] = []) => contractHandler({ method: 'get', path: API.faq, response: faqListSchema, reply: () => faqs });

/** `GET /api/project/search`: the catalogue's projects the console's pickers offer. */
export const projectsHandler = (projects: readonly { id: number; title: LocalizedText }[]) =>
  contractHandler({ method: 'get', path: API.projectSearch, response: projectPageSchema, reply: () => projectPageSchema.parse(catalogProjectPage(projects)) });

/** `GET /api/admin/audit`: one page of the audit log, the page asked for echoed. */
export const auditHandler = (items: () => AuditEntry[], total?: number) =>
  contractHandler({
    method: 'get',
    path: STAFF_API.audit,
    response: auditPageSchema,
    reply: ({ query }) => ({ ...auditPageFixture(items(), total), page: Number(query.page ?? 1) }),
  });

/**
 * The session store is not the network: the shell's session sync fills it from Auth.js. A test signs a member in
 * there so `useMe()` asks `GET /api/user/me` (answered by `meHandler`), or leaves it loading.
 */
export const signInStaff = (me: Me) =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: me.id, email: me.email, name: me.nickname, image: null, provider: 'local', status: 1, signUpRequired: false },
  });

export const sessionLoading = () => useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
