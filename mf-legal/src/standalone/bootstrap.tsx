import { mountStandalone } from '@novavox/contracts-ui/mount-standalone';
import PrivacyPage from '../exposes/privacy-page';
import TermsPage from '../exposes/terms-page';

// Any other path redirects to the Terms, the first route.
mountStandalone('mf_legal', {
  routes: [
    { href: '/tos', label: 'Terms of Service', screen: TermsPage },
    { href: '/privacy', label: 'Privacy Policy', screen: PrivacyPage },
  ],
});
