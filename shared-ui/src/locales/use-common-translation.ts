import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../i18n';
import { COMMON_NAMESPACE, commonResources } from './common';

/** `common` namespace translation; registers the bundle first if the host has not (remote alone, tests). */
export function useCommonTranslation() {
  if (!i18next.hasResourceBundle('ko', COMMON_NAMESPACE)) registerNamespace(COMMON_NAMESPACE, commonResources);
  return useTranslation(COMMON_NAMESPACE);
}
