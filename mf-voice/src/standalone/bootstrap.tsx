import '@novavox/contracts-ui/design-tokens.css';
import { StandaloneHarness } from '@novavox/contracts-ui/standalone-harness';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VoiceHarnessPage } from './voice-harness-page';

const links = [
  { href: '/', label: 'Default' },
  { href: '/care', label: 'Wellness (care)' },
  { href: '/voicecare', label: 'VoiceCare (purple)' },
  { href: '/customer-insights', label: 'Customer insights' },
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneHarness remoteName="mf-voice" service="mf_voice" links={links}>
        <VoiceHarnessPage />
      </StandaloneHarness>
    </StrictMode>,
  );
}
