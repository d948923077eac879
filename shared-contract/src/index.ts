export * from './envelope';
export * from './i18n';
export * from './errors';
export * from './catalog';
export * from './support';
export * from './service';
export * from './api-paths';
export * from './responses';
