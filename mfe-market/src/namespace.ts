export const NAMESPACE = 'market';
