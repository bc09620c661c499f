import { mountStandalone } from '@novavox/contracts-ui/mount-standalone';
import { VoiceHarnessPage } from './voice-harness-page';

// One page for every path: the path picks the call flavour.
mountStandalone('mf_voice', {
  routes: [
    { href: '/', label: 'Default' },
    { href: '/care', label: 'Wellness (care)' },
    { href: '/voicecare', label: 'VoiceCare (purple)' },
    { href: '/customer-insights', label: 'Customer insights' },
  ],
  fallback: VoiceHarnessPage,
});
