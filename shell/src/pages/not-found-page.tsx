import { useTranslation } from 'react-i18next';
import { Button, MessagePage, TextMark, useCommonTranslation } from 'shared-ui';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { t: common } = useCommonTranslation();
  return (
    <MessagePage mark={<TextMark>404</TextMark>} title={t('notFound.title')} message={t('notFound.message')}>
      <Button to="/main" css={{ minWidth: 140 }}>
        {common('backHome')}
      </Button>
    </MessagePage>
  );
}
