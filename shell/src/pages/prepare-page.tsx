import { useTranslation } from 'react-i18next';
import { Button, MessagePage, useCommonTranslation } from 'shared-ui';

const MaintenanceMark = () => (
  <svg
    width="64"
    height="64"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
  >
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </svg>
);

/** Maintenance page (/prepare). */
export function PreparePage() {
  const { t } = useTranslation('shell');
  const { t: common } = useCommonTranslation();
  return (
    <MessagePage mark={<MaintenanceMark />} title={t('prepare.title')} message={t('prepare.message')}>
      <Button to="/main" css={{ minWidth: 140 }}>
        {common('backHome')}
      </Button>
    </MessagePage>
  );
}
