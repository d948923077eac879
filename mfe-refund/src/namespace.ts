export const NAMESPACE = 'refund';
