import { mountStandalone } from '@novavox/contracts-ui/mount-standalone';
import TestsDashboardPage from '../exposes/tests-dashboard-page';
import VariantDebugPage from '../exposes/variant-debug-page';

// Any other path redirects to the dashboard, the first route.
mountStandalone('mf_experiments', {
  routes: [
    { href: '/admin/tests', label: 'A/B Test Dashboard', screen: TestsDashboardPage },
    { href: '/variant-debug', label: 'Variant Debug', screen: VariantDebugPage },
  ],
});
