import { CabinetView } from '../features/cabinet/components/cabinet-view';

export default function CabinetPage() {
  return <CabinetView variant="cabinet" />;
}
