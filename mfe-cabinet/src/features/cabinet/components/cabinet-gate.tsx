import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CABINET_PASSWORD_PATTERN, type CabinetUnlock } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, formatKst, theme, useLanguage } from 'shared-ui';
import { noticeStyle, panelStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { useUnlockCabinet } from '../api/unlock-cabinet';
import type { LockReason } from '../hooks/use-cabinet-unlock';

const CABINET_PASSWORD_SETUP = '/user/cabinetPassword';

const inputStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  font: inherit;
  font-size: 20px;
  letter-spacing: 0.4em;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The cabinet password, asked before the cabinet opens (once per browser session, again when the unlock expires). */
export function CabinetGate({ reason, onOpen }: { reason: LockReason; onOpen: (unlock: CabinetUnlock) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const unlock = useUnlockCabinet();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CABINET_PASSWORD_PATTERN.test(password)) {
      setProblem(t('cabinet.gate.format'));
      return;
    }
    setProblem(null);
    unlock.mutate(password, {
      onSuccess: onOpen,
      onError: (error) => {
        setPassword('');
        if (error instanceof ApiError && error.code === 'CABINET_PASSWORD_NOT_SET') {
          setProblem(t('cabinet.gate.notSet'));
          void navigate(CABINET_PASSWORD_SETUP);
          return;
        }
        const unlocksAt = error instanceof ApiError && error.code === 'CABINET_PASSWORD_LOCKED' ? error.details?.unlocksAt : undefined;
        setProblem(
          typeof unlocksAt === 'string'
            ? `${error.message} ${t('cabinet.gate.lockedUntil', { time: formatKst(unlocksAt, 'dateTime', language) })}`
            : error.message,
        );
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      css={[
        panelStyle,
        css`
          max-width: 420px;
          margin: 24px auto 0;
        `,
      ]}
      aria-labelledby="cabinet-gate-title"
      data-testid="cabinet-gate"
    >
      <h2
        id="cabinet-gate-title"
        css={css`
          margin: 0;
          font-size: 18px;
        `}
      >
        {t('cabinet.gate.title')}
      </h2>
      {reason === 'expired' ? (
        <p role="status" css={noticeStyle('info')} data-testid="cabinet-gate-expired">
          {t('cabinet.gate.expired')}
        </p>
      ) : null}
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.gray600};
          font-size: 14px;
        `}
      >
        {t('cabinet.gate.description')}
      </p>
      <label
        htmlFor="cabinet-password"
        css={css`
          font-weight: 600;
          font-size: 14px;
        `}
      >
        {t('cabinet.gate.label')}
      </label>
      <input
        id="cabinet-password"
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={6}
        pattern="[0-9]*"
        value={password}
        onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'cabinet-password-error' : undefined}
        css={inputStyle}
        autoFocus
      />
      {problem ? (
        <p id="cabinet-password-error" role="alert" css={noticeStyle('error')} data-testid="cabinet-gate-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={unlock.isPending}>
        {unlock.isPending ? t('cabinet.gate.opening') : t('cabinet.gate.submit')}
      </Button>
      <Link
        to="/my/settings"
        css={css`
          justify-self: center;
          font-size: 14px;
          color: ${theme.colors.gray600};
          min-height: 24px;
        `}
      >
        {t('cabinet.gate.forgot')}
      </Link>
    </form>
  );
}
