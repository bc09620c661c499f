import { TestsDashboard } from '../features/experiment-dashboard/page/experiment-dashboard';

export default function TestsDashboardPage() {
  return <TestsDashboard />;
}
