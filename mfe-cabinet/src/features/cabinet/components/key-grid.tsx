import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, pickLanguage, type Cabinet, type CabinetKey, type SetProgress } from 'shared-contract';
import { useMe } from 'shared-session';
import { Button, EmptyState, mq, theme, visuallyHidden } from 'shared-ui';
import { noticeStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { useArrangeKeys } from '../api/arrange-keys';
import { useSetProgressList } from '../api/get-set-progress';
import { useSetFavorite } from '../api/set-favorite';
import { useSetHidden } from '../api/set-hidden';
import { downloadBlob, renderCollectionPng } from '../utils/collection-image';
import { KeyCard, type KeyCardActions } from './key-card';

const gridStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
    gap: 16px;
  }
`;

/** The project's community, beside its group's heading (44 px high for touch). */
const communityLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray900};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
    border-radius: 2px;
  }
`;

/** The groups as shown: hidden KEYs only when asked, empty groups dropped. */
export const visibleGroups = (cabinet: Cabinet, showHidden: boolean) =>
  cabinet.groups
    .map((group) => {
      const items = showHidden ? group.items : group.items.filter((item) => !item.hidden);
      return { ...group, items, count: items.length };
    })
    .filter((group) => group.items.length > 0);

/** The whole order with `key` swapped with its visible neighbour in its project. */
export function movedOrder(cabinet: Cabinet, shown: CabinetKey[], key: CabinetKey, direction: -1 | 1): number[] | null {
  const index = shown.findIndex((item) => item.keyItemId === key.keyItemId);
  const neighbour = shown[index + direction];
  if (index < 0 || !neighbour) return null;
  const order = cabinet.groups.flatMap((group) => group.items.map((item) => item.keyItemId));
  const from = order.indexOf(key.keyItemId);
  const to = order.indexOf(neighbour.keyItemId);
  order[from] = neighbour.keyItemId;
  order[to] = key.keyItemId;
  return order;
}

type Props = { cabinet: Cabinet; userId: number; token: string; onLocked: (error: unknown) => boolean };

/** A project's set in the cabinet: designs owned of all (a complete one marked), linking to the project, where the missing ones are. */
function SetProgressLink({ set, name }: { set: SetProgress | undefined; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (!set || set.designsTotal === 0) return null;
  const values = { name, owned: set.designsOwned, total: set.designsTotal };
  // The name starts with what the link shows (WCAG 2.5.3), then says whose set it is.
  return (
    <Link to={`/project?id=${set.project.id}`} css={communityLinkStyle} data-testid="cabinet-group-set">
      {set.complete ? t('cabinet.grid.setComplete') : t('cabinet.grid.setProgress', values)}
      <span css={visuallyHidden}>{t('cabinet.grid.setOf', values)}</span>
    </Link>
  );
}

/** The cabinet tab: the member's KEYs by project with counts; star, hide and arrange persist through the API. */
export function KeyGrid({ cabinet, userId, token, onLocked }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  const { me } = useMe();
  const [showHidden, setShowHidden] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [imageState, setImageState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const favorite = useSetFavorite(userId, token);
  const hidden = useSetHidden(userId, token);
  const arrange = useArrangeKeys(userId, token);
  const failed = (error: unknown) => {
    if (!onLocked(error)) setSaveError(true);
  };
  const groups = visibleGroups(cabinet, showHidden);
  const setProgress = useSetProgressList(userId);
  const sets = new Map((setProgress.data ?? []).map((set) => [set.project.id, set]));
  const hiddenCount = cabinet.groups.reduce((sum, group) => sum + group.items.filter((item) => item.hidden).length, 0);
  const shownCount = groups.reduce((sum, group) => sum + group.count, 0);

  const actions = (shown: CabinetKey[]): KeyCardActions => ({
    onFavorite: (key) => {
      setSaveError(false);
      favorite.mutate({ keyItemId: key.keyItemId, favorite: !key.favorite }, { onError: failed });
    },
    onHide: (key) => {
      setSaveError(false);
      hidden.mutate({ keyItemId: key.keyItemId, hidden: !key.hidden }, { onError: failed });
    },
    onMove: (key, direction) => {
      const order = movedOrder(cabinet, shown, key, direction);
      if (!order) return;
      setSaveError(false);
      arrange.mutate(order, { onError: failed });
    },
  });

  const saveImage = async () => {
    setImageState('saving');
    try {
      const blob = await renderCollectionPng({
        heading: t('cabinet.image.heading', { nickname: me?.nickname ?? '' }),
        subheading: cabinet.cabinet.walletAddress,
        groups: groups.map((group) => ({
          title: group.project.title[language],
          items: group.items.map((item) => ({ imageUrl: item.imageUrl, label: `${item.design.name[language]} #${item.serialNo}` })),
        })),
      });
      downloadBlob(blob, `${t('cabinet.image.fileName')}.png`);
      setImageState('idle');
    } catch {
      setImageState('failed');
    }
  };

  const toolbar = (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 8px 16px;
        margin: 16px 0;
      `}
    >
      <strong data-testid="cabinet-total">{t('cabinet.grid.total', { count: shownCount })}</strong>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px 16px;
        `}
      >
        {hiddenCount > 0 ? (
          <label
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 8px;
              min-height: 32px;
              font-size: 14px;
              cursor: pointer;
            `}
          >
            <input
              type="checkbox"
              role="switch"
              checked={showHidden}
              onChange={(event) => setShowHidden(event.target.checked)}
              css={css`
                width: 20px;
                height: 20px;
                margin: 0;
              `}
            />
            {t('cabinet.grid.showHidden', { count: hiddenCount })}
          </label>
        ) : null}
        {shownCount > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => void saveImage()} disabled={imageState === 'saving'} data-testid="save-collection-image">
            {imageState === 'saving' ? t('cabinet.image.saving') : t('cabinet.image.save')}
          </Button>
        ) : null}
      </div>
    </div>
  );

  if (cabinet.total === 0) {
    return (
      <EmptyState
        title={t('cabinet.grid.empty')}
        description={t('cabinet.grid.emptyHint')}
        action={<Button to="/shop">{t('cabinet.grid.toShop')}</Button>}
        data-testid="cabinet-empty"
      />
    );
  }
  return (
    <div>
      {toolbar}
      {saveError ? (
        <p role="alert" css={noticeStyle('error')}>
          {t('cabinet.grid.saveFailed')}
        </p>
      ) : null}
      {imageState === 'failed' ? (
        <p role="alert" css={noticeStyle('error')}>
          {t('cabinet.image.failed')}
        </p>
      ) : null}
      {setProgress.isError ? (
        <p
          role="status"
          css={[
            noticeStyle('info'),
            css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              justify-content: space-between;
              gap: 8px;
            `,
          ]}
          data-testid="cabinet-sets-failed"
        >
          {t('cabinet.grid.setsFailed')}
          <Button variant="secondary" size="sm" onClick={() => void setProgress.refetch()} disabled={setProgress.isFetching}>
            {t('cabinet.grid.setsRetry')}
          </Button>
        </p>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState title={t('cabinet.grid.allHidden')} description={t('cabinet.grid.allHiddenHint')} data-testid="cabinet-all-hidden" />
      ) : null}
      {groups.map((group) => (
        <section
          key={group.project.id}
          aria-labelledby={`cabinet-group-${group.project.id}`}
          css={css`
            margin-bottom: 24px;
          `}
          data-testid="cabinet-group"
        >
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              justify-content: space-between;
              gap: 4px 12px;
              margin: 0 0 10px;
            `}
          >
            <h2
              id={`cabinet-group-${group.project.id}`}
              css={css`
                display: flex;
                align-items: baseline;
                gap: 8px;
                margin: 0;
                font-size: 17px;
                min-width: 0;
              `}
            >
              <span
                css={css`
                  overflow-wrap: anywhere;
                `}
              >
                {group.project.title[language]}
              </span>
              <span
                css={css`
                  font-size: 14px;
                  color: ${theme.colors.gray500};
                `}
                data-testid="cabinet-group-count"
              >
                {t('cabinet.grid.groupCount', { count: group.count })}
              </span>
            </h2>
            <SetProgressLink set={sets.get(group.project.id)} name={group.project.title[language]} />
            <Link
              to={communityPaths.community(group.project.id)}
              aria-label={t('cabinet.grid.communityOf', { name: group.project.title[language] })}
              css={communityLinkStyle}
              data-testid="cabinet-group-community"
            >
              {t('cabinet.grid.community')}
            </Link>
          </div>
          <ul css={gridStyle}>
            {group.items.map((item, index) => (
              <KeyCard key={item.keyItemId} item={item} first={index === 0} last={index === group.items.length - 1} actions={actions(group.items)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
