import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../../namespace';
import { actionsRowStyle } from './console-styles';

/** A console form's submit button and its cancel button (when it can be closed), both off while the form is busy. */
export function FormButtons({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div css={actionsRowStyle}>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('console.common.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
