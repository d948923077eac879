export const NAMESPACE = 'cabinet';
