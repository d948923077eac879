import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CommunityBan, CommunityState, ReportStatus } from 'shared-contract';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

type Tone = { background: string; border: string };

const chipStyle = (tone: Tone) => css`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${tone.background};
  border: 1px solid ${tone.border};
  color: ${theme.colors.gray900};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

const soft = (background: string, border = background): Tone => ({ background, border });

const REPORT_TONES: Record<ReportStatus, Tone> = {
  OPEN: soft(theme.colors.white, theme.colors.gray500),
  HIDDEN: soft(theme.colors.pinkSoft),
  DISMISSED: soft(theme.colors.gray100),
};

const STATE_TONES: Record<CommunityState, Tone> = {
  OPEN: soft(theme.colors.greenSoft),
  NOT_OPEN: soft(theme.colors.gray100, theme.colors.gray500),
  CLOSED: soft(theme.colors.pinkSoft, theme.colors.red),
};

/** Where a report group stands, in words on a soft tone (dark text: AA). */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span css={chipStyle(REPORT_TONES[status])} data-status={status}>
      {t(`community.statuses.${status}`)}
    </span>
  );
}

/** A community's state: open, not open yet, temporarily closed. */
export function CommunityStateBadge({ state }: { state: CommunityState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span css={chipStyle(STATE_TONES[state])} data-state={state} data-testid="community-state">
      {t(`community.states.${state}`)}
    </span>
  );
}

export type BanState = 'active' | 'lifted' | 'ended';
export const banState = (ban: CommunityBan): BanState => (ban.active ? 'active' : ban.liftedAt ? 'lifted' : 'ended');

const BAN_TONES: Record<BanState, Tone> = {
  active: soft(theme.colors.pinkSoft, theme.colors.red),
  lifted: soft(theme.colors.gray100),
  ended: soft(theme.colors.gray100),
};

/** A ban in force, lifted, or run out. */
export function BanStatusBadge({ ban }: { ban: CommunityBan }) {
  const { t } = useTranslation(NAMESPACE);
  const state = banState(ban);
  return (
    <span css={chipStyle(BAN_TONES[state])} data-state={state}>
      {t(`community.bans.statuses.${state}`)}
    </span>
  );
}
