import { startupErrorMessage, type StartupErrorCode } from 'shared-contract';
import { useLanguage } from '../i18n';
import { noticeStyle } from './notice';

/**
 * Why an action is unavailable (e.g. stopped while the service terminates): the catalogue message next to the
 * disabled control, which names it with `aria-describedby={id}`.
 */
export function ClosedActionNote({
  id,
  code,
  className,
  'data-testid': testId,
}: {
  id: string;
  code: StartupErrorCode;
  /** From a `css` prop of the caller (e.g. its margin). */
  className?: string;
  'data-testid'?: string;
}) {
  const language = useLanguage();
  return (
    <p id={id} data-testid={testId} data-code={code} className={className} css={[noticeStyle('info'), { fontWeight: 700 }]}>
      {startupErrorMessage(code, language)}
    </p>
  );
}
