import { useTranslation } from 'react-i18next';
import type { CollectionWithProjects } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { ProjectRail } from '../../../components/project-rail';
import { Section } from '../../../components/section';
import { NAMESPACE } from '../../../namespace';

type CollectionGroupsProps = {
  id: string;
  title: string;
  groups: CollectionWithProjects[];
  link: string;
};

/** One section per kind (webtoon / theme), one rail of projects per collection. */
export function CollectionGroups({ id, title, groups, link }: CollectionGroupsProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const filled = groups.filter((group) => group.projects.length > 0);
  if (filled.length === 0) return null;
  return (
    <Section id={id} title={title} link={{ to: link, label: t('main.seeCollection') }}>
      {filled.map(({ collection, projects }) => (
        <Section key={collection.id} id={`${id}-${collection.slug}`} level={3} title={localized(collection.name)}>
          <ProjectRail projects={projects} label={localized(collection.name)} />
        </Section>
      ))}
    </Section>
  );
}
