import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionProgress } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { badgeStyle, mutedTextStyle } from '../../../components/event-styles';

const cardStyle = css`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
`;

const barStyle = css`
  height: 10px;
  border-radius: 5px;
  background: ${theme.colors.gray100};
  box-shadow: inset 0 0 0 1px ${theme.colors.gray300};
  overflow: hidden;
`;

type Props = {
  id: string;
  title: string;
  goal: string;
  /** The progress spoken in full ("2 days checked in (target 3)"). */
  progressLabel: string;
  progress: MissionProgress;
  children?: ReactNode;
};

/** One mission: its goal, done / target as a bar and in words, complete or not, and what to do next. */
export function MissionCard({ id, title, goal, progressLabel, progress, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const percent = progress.target > 0 ? Math.min(100, Math.round((progress.done / progress.target) * 100)) : 0;
  return (
    <li css={cardStyle} data-testid={`monthly-mission-${id}`} data-complete={progress.complete}>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
        `}
      >
        <h3
          id={`monthly-mission-${id}-title`}
          css={css`
            margin: 0;
            font-size: 16px;
            color: ${theme.colors.gray900};
          `}
        >
          {title}
        </h3>
        <span css={badgeStyle(progress.complete ? 'success' : 'neutral')} data-testid={`monthly-mission-${id}-state`}>
          {progress.complete ? t('monthly.missions.complete') : t('monthly.missions.inProgress')}
        </span>
      </div>
      <p css={mutedTextStyle}>{goal}</p>
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          align-items: center;
          gap: 12px;
        `}
      >
        <div
          role="progressbar"
          aria-labelledby={`monthly-mission-${id}-title`}
          aria-valuemin={0}
          aria-valuemax={progress.target}
          aria-valuenow={Math.min(progress.done, progress.target)}
          aria-valuetext={progressLabel}
          css={barStyle}
        >
          <div
            css={css`
              width: ${percent}%;
              height: 100%;
              background: ${progress.complete ? '#0f8a66' : theme.colors.gray700};
            `}
          />
        </div>
        <span
          aria-hidden="true"
          css={css`
            font-weight: 700;
            font-variant-numeric: tabular-nums;
          `}
          data-testid={`monthly-mission-${id}-progress`}
        >
          {t('monthly.missions.progress', { done: progress.done, target: progress.target })}
        </span>
      </div>
      <p css={mutedTextStyle} data-testid={`monthly-mission-${id}-label`}>
        {progressLabel}
      </p>
      {children}
    </li>
  );
}
