import { css } from '@emotion/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import {
  EmptyState,
  ErrorBoundary,
  ErrorState,
  Tabs,
  tabPanelProps,
  theme,
  useIsDesktop,
  useLocalized,
  type ConsoleSection,
  type ConsoleSectionProps,
} from 'shared-ui';
import { NAMESPACE } from '../../namespace';
import { useConsoleParams } from '../hooks/use-console-params';
import { ConsoleLoading } from './console-loading';
import { useConsoleTabs, type ConsoleTab } from '../hooks/use-console-tabs';

const PREFIX = 'console';

export const staffName = (staff: Me) => staff.nickname ?? staff.name ?? staff.email ?? `#${staff.id}`;

// One lazy component per section for the page's life, so moving between tabs does not load a section again.
const lazySections = new WeakMap<ConsoleSection, ComponentType<ConsoleSectionProps>>();
const lazySectionOf = (section: ConsoleSection) => {
  let component = lazySections.get(section);
  if (!component) {
    component = lazy(section.load);
    lazySections.set(section, component);
  }
  return component;
};

function SectionLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <ConsoleLoading label={t('console.sectionLoading')} testId="console-section-loading" skeletons={[240]} />;
}

/** A ready section: its own chunk, in its own Suspense and error boundary (Retry loads it again). */
function SectionPanel({ section, staff }: { section: ConsoleSection; staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalized();
  const [attempt, setAttempt] = useState(0);
  const Section = lazySectionOf(section);
  return (
    <ErrorBoundary
      key={attempt}
      what={`console section "${section.id}"`}
      fallback={(error) => (
        <ErrorState
          error={error}
          title={t('console.sectionFailed', { section: localize(section.title) })}
          onRetry={() => {
            lazySections.delete(section);
            setAttempt((value) => value + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<SectionLoading />}>
        <Section staff={staff} />
      </Suspense>
    </ErrorBoundary>
  );
}

function TabPanel({ tab, staff }: { tab: ConsoleTab; staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const [retrying, setRetrying] = useState(false);
  if (tab.state === 'ready') return <SectionPanel key={tab.id} section={tab.section} staff={staff} />;
  if (retrying) return <SectionLoading />;
  return (
    <ErrorState
      error={tab.error}
      title={t('console.ownerFailed', { owner: t(`console.owners.${tab.owner}`) })}
      onRetry={() => {
        setRetrying(true);
        void tab.retry().finally(() => setRetrying(false));
      }}
    />
  );
}

/**
 * The console's frame: who is working, and the sections this member may open as tabs, in the shell's console table
 * order, each shipped by the remote of its domain. The open tab is kept in the URL (`?section=`), so back, forward
 * and reload return to the same place; a section that fails, or whose remote cannot be reached, is one failing tab.
 */
export function ConsoleFrame({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const localize = useLocalized();
  const { section: asked, open } = useConsoleParams();
  const { tabs, pending } = useConsoleTabs(staff);
  const isDesktop = useIsDesktop();

  const current = tabs.find((tab) => tab.id === asked) ?? (asked !== null && pending ? undefined : tabs[0]);
  const labelOf = (tab: ConsoleTab) =>
    tab.state === 'ready' ? localize(tab.section.title) : t('console.sectionUnavailable', { owner: t(`console.owners.${tab.owner}`) });

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
      {tabs.length > 0 ? (
        <Tabs<string>
          aria-label={t('console.sectionsLabel')}
          data-testid="console-tabs"
          idPrefix={PREFIX}
          items={tabs.map((tab) => ({ id: tab.id, label: labelOf(tab) }))}
          value={current?.id ?? ''}
          onChange={(next) => {
            if (next !== current?.id) open(next);
          }}
          // Many sections do not fit 360 px without breaking words: a sideways scroller on mobile, even columns on desktop.
          stretch={isDesktop}
        />
      ) : null}
      {current ? (
        <div
          {...tabPanelProps(PREFIX, current.id)}
          css={css`
            min-width: 0;
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 4px;
            }
          `}
        >
          <TabPanel key={current.id} tab={current} staff={staff} />
        </div>
      ) : pending ? (
        <SectionLoading />
      ) : (
        <EmptyState title={t('console.noSections')} />
      )}
    </div>
  );
}
