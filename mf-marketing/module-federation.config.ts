import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@novavox/shared-contracts/federation';
import packageJson from './package.json' with { type: 'json' };

export default createModuleFederationConfig(
  remoteFederationOptions(
    'mf_marketing',
    {
      './LandingPage': './src/exposes/landing-page.tsx',
      './OldHomePage': './src/exposes/old-home-page.tsx',
      './SignupPage': './src/exposes/signup-page.tsx',
      './SignupStatusPage': './src/exposes/signup-status-page.tsx',
      './WaitlistModal': './src/exposes/waitlist-modal.tsx',
      './ContactModal': './src/exposes/contact-modal.tsx',
      './DemoModal': './src/exposes/demo-modal.tsx',
    },
    {
      version: packageJson.version,
      buildId: process.env.NOVAVOX_BUILD_ID ?? `local-${Date.now().toString(36)}`,
      production: process.env.NODE_ENV === 'production',
    },
  ),
);
