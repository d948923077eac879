import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, formatKst, noticeStyle, Skeleton, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { tableStyle } from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useAdminCommunities } from '../api/get-communities';
import { CommunityStateBadge } from './badges';
import { CommunitySettingsForm } from './community-settings-form';
import { ViewPanel } from './view-panel';

const editButtonId = (projectId: number) => `community-edit-${projectId}`;

/**
 * Every community with its state, opening (KST), open reports and posts. Admins edit one at a time (the form opens
 * below the table); support sees the list only, with a note saying so.
 */
export function CommunityList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const communities = useAdminCommunities();
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<ActionOutcome | null>(null);

  const column = {
    title: t('community.communities.columns.title'),
    state: t('community.communities.columns.state'),
    opensAt: t('community.communities.columns.opensAt'),
    reports: t('community.communities.columns.reports'),
    posts: t('community.communities.columns.posts'),
    updated: t('community.communities.columns.updated'),
    actions: t('community.communities.columns.actions'),
  };
  const none = t('console.common.none');

  let body;
  if (communities.isPending) body = <Skeleton height={200} />;
  else if (communities.isError) body = <ErrorState error={communities.error} onRetry={() => void communities.refetch()} />;
  else if (communities.data.items.length === 0) body = <EmptyState title={t('community.communities.empty')} data-testid="community-list-empty" />;
  else {
    const { items } = communities.data;
    const current = items.find((community) => community.projectId === editing);
    body = (
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <table css={tableStyle} data-testid="community-list">
          <caption>{t('community.communities.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{column.title}</th>
              <th scope="col">{column.state}</th>
              <th scope="col">{column.opensAt}</th>
              <th scope="col" className="num">
                {column.reports}
              </th>
              <th scope="col" className="num">
                {column.posts}
              </th>
              <th scope="col">{column.updated}</th>
              {isAdmin ? <th scope="col">{column.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((community) => {
              const title = localized(community.title);
              return (
                <tr key={community.projectId} aria-current={community.projectId === editing ? 'true' : undefined} data-testid="community-row">
                  <th
                    scope="row"
                    data-label={column.title}
                    css={css`
                      font-weight: 600;
                    `}
                  >
                    {title}
                  </th>
                  <td data-label={column.state}>
                    <CommunityStateBadge state={community.state} />
                  </td>
                  <td data-label={column.opensAt}>
                    {community.opensAt ? (
                      <time dateTime={community.opensAt}>{formatKst(community.opensAt, 'dateMinute', language)}</time>
                    ) : (
                      t('community.communities.openNow')
                    )}
                  </td>
                  <td className="num" data-label={column.reports}>
                    {community.openReports}
                  </td>
                  <td className="num" data-label={column.posts}>
                    {community.postCount}
                  </td>
                  <td data-label={column.updated}>
                    {community.updatedAt
                      ? t('community.communities.updatedBy', {
                          at: formatKst(community.updatedAt, 'dateMinute', language),
                          name: community.updatedBy ? personLabel(community.updatedBy) : none,
                        })
                      : none}
                  </td>
                  {isAdmin ? (
                    <td data-label={column.actions}>
                      <Button
                        id={editButtonId(community.projectId)}
                        variant="secondary"
                        onClick={() => {
                          setSaved(null);
                          setEditing(community.projectId);
                        }}
                        aria-expanded={community.projectId === editing}
                        aria-label={t('community.communities.editLabel', { title })}
                      >
                        {t('community.communities.edit')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
        {isAdmin && current ? (
          <CommunitySettingsForm
            key={current.projectId}
            community={current}
            onSaved={(message) => {
              setEditing(null);
              setSaved({ tone: 'success', text: message });
            }}
            onCancel={() => {
              setEditing(null);
              document.getElementById(editButtonId(current.projectId))?.focus();
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <ViewPanel title={t('community.communities.title')}>
      {isAdmin ? null : (
        <p css={noticeStyle('info')} data-testid="community-read-only">
          {t('community.communities.readOnly')}
        </p>
      )}
      <ActionResult result={saved} data-testid="community-settings-saved" />
      {body}
    </ViewPanel>
  );
}
