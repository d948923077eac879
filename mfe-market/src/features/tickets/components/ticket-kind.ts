import type { TFunction } from 'i18next';

/** The localized name of a ticket kind (a kind without its own text is named after its code). */
export const ticketKindLabel = (t: TFunction, kind: string): string => t(`tickets.kinds.${kind}`, { defaultValue: t('tickets.kindOther', { kind }) });

export const exchangePath = (ticketId: number) => `/ticket/project?ticketId=${ticketId}`;
export const keyDetailsPath = (keyDesignId: number) => `/key/details?id=${keyDesignId}`;
