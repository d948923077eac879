import { registerNamespace } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { enPages } from './en-pages';
import { koPages } from './ko-pages';

/** Adds the texts of every page but /main to the namespace (`routes.tsx` loads this module with those pages). */
export const addPageTexts = () => registerNamespace(NAMESPACE, { ko: koPages, en: enPages });
