import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';

export default createModuleFederationConfig(
  remoteFederationOptions('mf_marketing', {
    './LandingPage': './src/exposes/landing-page.tsx',
    './OldHomePage': './src/exposes/old-home-page.tsx',
    './SignupPage': './src/exposes/signup-page.tsx',
    './WaitlistModal': './src/exposes/waitlist-modal.tsx',
    './ContactModal': './src/exposes/contact-modal.tsx',
    './DemoModal': './src/exposes/demo-modal.tsx',
  }),
);
