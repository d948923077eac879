import { useTranslation } from 'react-i18next';
import type { RemoteState } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { useRemoteFormat } from '../hooks/use-remote-format';
import { hasHighFailureRate } from '../utils/load-health';
import { lineStyle, quietStyle } from './remote-styles';
import { RemoteTag } from './remote-tag';

/** Whether a canary runs beside the live release: its version and share of browsers (flagged when it fails often). */
export function CanaryStatus({ remote }: { remote: RemoteState }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRemoteFormat();
  const { canary } = remote;
  if (!canary) {
    return (
      <p css={quietStyle} data-testid="remote-canary">
        {t('console.remotes.noCanary')}
      </p>
    );
  }
  const loads = remote.loads.find((stat) => stat.version === canary.version);
  return (
    <p css={lineStyle} data-testid="remote-canary">
      <RemoteTag kind="canary" /> {t('console.remotes.canary', { version: canary.version, percent: format.share(canary.percent / 100) })}
      {loads && hasHighFailureRate(loads) && <RemoteTag kind="highFailure" />}
    </p>
  );
}
