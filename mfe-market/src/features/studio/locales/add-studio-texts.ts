import { PAGE_WORDS } from 'shared-contract';
import { registerNamespace } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { studioEn } from './en';
import { studioKo } from './ko';

/**
 * Adds the studio's texts to the market's namespace: called by the section's module, so they load with its chunk and
 * never with the market's start. The public badges the preview shows (sale status, rarity) read the namespace's own
 * words, which the market's start-up registers only when its routes load: they come along, the same words.
 */
export const addStudioTexts = () =>
  registerNamespace(NAMESPACE, {
    ko: { studio: studioKo, saleStatus: PAGE_WORDS.ko.saleStatus, rarity: PAGE_WORDS.ko.rarity },
    en: { studio: studioEn, saleStatus: PAGE_WORDS.en.saleStatus, rarity: PAGE_WORDS.en.rarity },
  });
