import type { KeySummary } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { ArtImage } from './art-image';
import { RarityBadge } from './badges';
import { cardCaption, CardLink, cardTitle } from './card-link';

export const keyPath = (id: number) => `/key/details?id=${id}`;

export function KeyCard({ item, eager = false }: { item: KeySummary; eager?: boolean }) {
  const localized = useLocalized();
  const name = localized(item.name);
  return (
    <CardLink to={keyPath(item.id)} gap={6} testId="key-card">
      <ArtImage src={item.imageUrl} alt={name} kind="key" eager={eager} />
      <RarityBadge rarity={item.rarity} />
      <strong css={cardTitle(14)}>{name}</strong>
      <span css={cardCaption(12)}>{localized(item.projectTitle)}</span>
    </CardLink>
  );
}
