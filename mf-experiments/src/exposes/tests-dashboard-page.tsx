import { TestsDashboard } from '../features/tests-dashboard/components/tests-dashboard';

export default function TestsDashboardPage() {
  return <TestsDashboard />;
}
