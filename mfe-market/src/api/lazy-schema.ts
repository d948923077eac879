import { lazySchemas } from 'shared-session';

/** An action's answer schema, loaded (with zod) by the first action that needs one, never by browsing. */
export const schema = lazySchemas(() => import('./response-schemas'));
