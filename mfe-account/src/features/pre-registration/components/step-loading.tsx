import { useTranslation } from 'react-i18next';
import { Skeleton } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** A step's part waiting for the session or the member's entry: a placeholder, announced as loading. */
export function StepLoading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status" aria-busy="true" aria-label={t('preRegistration.loading')}>
      <Skeleton height={44} />
    </div>
  );
}
