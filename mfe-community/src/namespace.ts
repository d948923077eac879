export const NAMESPACE = 'community';
