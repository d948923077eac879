import { CabinetView } from '../features/cabinet/components/cabinet-view';

export default function MyCabinetPage() {
  return <CabinetView variant="my" />;
}
