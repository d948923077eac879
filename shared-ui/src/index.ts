export * from './theme';
export * from './use-is-desktop';
export * from './i18n';
export * from './format';
export * from './remote';
