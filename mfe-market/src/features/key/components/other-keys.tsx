import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { CardList } from '../../../components/card-list';
import { KeyCard } from '../../../components/key-card';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';
import { useOtherKeys } from '../api/get-other-keys';

export function OtherKeys({ projectId, keyId }: { projectId: number; keyId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isPending, refetch } = useOtherKeys(projectId, keyId);
  return (
    <Section id="other-keys" title={t('key.otherKeys')} link={{ to: `/project?id=${projectId}`, label: t('key.viewProject') }}>
      {isPending ? (
        <Skeleton height={200} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('key.noOtherKeys')} />
      ) : (
        <CardList dense aria-label={t('key.otherKeys')}>
          {data.map((item) => (
            <li key={item.id}>
              <KeyCard item={item} />
            </li>
          ))}
        </CardList>
      )}
    </Section>
  );
}
