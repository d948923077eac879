import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

export type RemoteTagKind = 'live' | 'local' | 'canary' | 'highFailure';

type Tone = { background: string; color: string; border: string; mark: string | null };

/** Each tag says what it means in words; the canary and the warning add a mark, so colour is never the only cue. */
const TONES: Record<RemoteTagKind, Tone> = {
  live: { background: theme.colors.gray100, color: theme.colors.gray800, border: theme.colors.gray100, mark: null },
  local: { background: theme.colors.gray100, color: theme.colors.gray800, border: theme.colors.gray100, mark: null },
  // greenDark on greenSoft 4.8:1, red on redSoft 4.8:1 (AA).
  canary: { background: theme.colors.greenSoft, color: theme.colors.greenDark, border: theme.colors.greenDark, mark: '◐' },
  highFailure: { background: theme.colors.redSoft, color: theme.colors.red, border: theme.colors.red, mark: '\u26A0\uFE0E' },
};

const LABELS = {
  live: 'console.remotes.liveTag',
  local: 'console.remotes.localBuild',
  canary: 'console.remotes.canaryTag',
  highFailure: 'console.remotes.highFailure',
} as const satisfies Record<RemoteTagKind, string>;

const tagStyle = (tone: Tone) => css`
  display: inline-block;
  margin-left: 8px;
  padding: 0 8px;
  border: 1px solid ${tone.border};
  border-radius: 999px;
  font-family: ${theme.font};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  white-space: nowrap;
  background: ${tone.background};
  color: ${tone.color};
  &:first-child {
    margin-left: 0;
  }
`;

/**
 * A marker beside a version or a figure (live, local build, canary, high failure rate), 8 px after what it marks; one
 * that opens its line (the canary's) starts at the edge. What it marks is an element, so `:first-child` tells them apart.
 */
export function RemoteTag({ kind }: { kind: RemoteTagKind }) {
  const { t } = useTranslation(NAMESPACE);
  const tone = TONES[kind];
  return (
    <span css={tagStyle(tone)} data-tag={kind}>
      {tone.mark && (
        <span
          aria-hidden="true"
          css={css`
            margin-right: 4px;
          `}
        >
          {tone.mark}
        </span>
      )}
      {t(LABELS[kind])}
    </span>
  );
}
