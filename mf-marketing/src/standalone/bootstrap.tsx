import { mountStandalone } from '@novavox/contracts-ui/mount-standalone';
import LandingPage from '../exposes/landing-page';
import OldHomePage from '../exposes/old-home-page';
import SignupPage from '../exposes/signup-page';
import SignupStatusPage from '../exposes/signup-status-page';
import { MarketingModals } from './marketing-modals';
import { WaitlistRoute } from './waitlist-route';

// The landing flavours, like any other path, show the landing page for their path (the fallback).
mountStandalone('mf_marketing', {
  routes: [
    { href: '/', label: 'Landing' },
    { href: '/care', label: 'Landing (care)' },
    { href: '/customer-insights', label: 'Landing (customer insights)' },
    { href: '/waitlist?source=harness', label: 'Waitlist', screen: WaitlistRoute },
    { href: '/old-home', label: 'Old home', screen: OldHomePage },
    { href: '/signup', label: 'Signup', screen: SignupPage },
    { href: '/signup/status?result=confirmed', label: 'Signup status', screen: SignupStatusPage },
    { href: '/novavox-family/waitlist', screen: WaitlistRoute },
  ],
  fallback: LandingPage,
  children: <MarketingModals />,
});
