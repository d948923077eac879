import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { Tabs, tabPanelProps, theme, useIsDesktop } from 'shared-ui';
import { NAMESPACE } from '../../namespace';
import { useConsoleParams } from '../hooks/use-console-params';
import { CONSOLE_SECTIONS, type ConsoleSection } from '../utils/sections';

const PREFIX = 'console';

export const staffName = (staff: Me) => staff.nickname ?? staff.name ?? staff.email ?? `#${staff.id}`;

/**
 * The console's frame: who is working, and the sections as tabs kept in the URL (`?section=`), so back, forward
 * and reload return to the same place. The page decides what each section shows.
 */
export function ConsoleFrame({ staff, renderSection }: { staff: Me; renderSection: (section: ConsoleSection) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { section, open } = useConsoleParams();
  const isDesktop = useIsDesktop();
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
    >
      <p
        data-testid="console-staff"
        css={css`
          margin: 0;
          font-size: 14px;
          color: ${theme.colors.gray700};
        `}
      >
        {t('console.signedInAs', { name: staffName(staff), role: t(`console.roles.${staff.role}`) })}
      </p>
      <Tabs<ConsoleSection>
        aria-label={t('console.sectionsLabel')}
        data-testid="console-tabs"
        idPrefix={PREFIX}
        items={CONSOLE_SECTIONS.map((id) => ({ id, label: t(`console.sections.${id}`) }))}
        value={section}
        onChange={(next) => {
          if (next !== section) open(next);
        }}
        // Six sections do not fit 360 px without breaking words: a sideways scroller on mobile, even columns on desktop.
        stretch={isDesktop}
      />
      <div
        {...tabPanelProps(PREFIX, section)}
        css={css`
          min-width: 0;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 4px;
          }
        `}
      >
        {renderSection(section)}
      </div>
    </div>
  );
}
