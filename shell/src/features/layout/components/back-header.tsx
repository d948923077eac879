import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { theme } from 'shared-ui';
import { BackIcon } from './icons';
import { iconButton } from './styles';

/** Mobile pages without the top bar show this compact header: back and the page title. */
export function BackHeader({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/main');
  };
  return (
    <header
      data-testid="back-header"
      css={{
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.topBar,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        height: 52,
        padding: '0 8px',
        background: theme.colors.white,
        borderBottom: `1px solid ${theme.colors.gray100}`,
      }}
    >
      <button type="button" aria-label={t('nav.back')} onClick={goBack} css={iconButton}>
        <BackIcon />
      </button>
      <p css={{ margin: 0, fontSize: 17, fontWeight: 700, color: theme.colors.gray900 }}>{title}</p>
    </header>
  );
}
