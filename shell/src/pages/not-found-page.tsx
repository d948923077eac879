import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommonTranslation } from 'shared-ui';
import { actionLink, MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { t: common } = useCommonTranslation();
  return (
    <MessagePage mark="404" title={t('notFound.title')} message={t('notFound.message')}>
      <Link to="/main" css={actionLink}>
        {common('backHome')}
      </Link>
    </MessagePage>
  );
}
