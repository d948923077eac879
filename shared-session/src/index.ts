export * from './api-client';
export * from './loading-store';
export * from './session-store';
export * from './diagnostics';
export * from './query-client';
