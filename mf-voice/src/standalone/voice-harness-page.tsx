import { ModalFrame, useBusEvent } from '@novavox/shared-contracts';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import CallExperience from '../exposes/call-experience';
import CallTrigger from '../exposes/call-trigger';

/** Plays the shell's part for this remote: a trigger for the current path and the dialog it opens. */
export function VoiceHarnessPage() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useBusEvent('voice/open', () => setOpen(true));
  return (
    <section>
      <h1>Voice call ({pathname})</h1>
      <CallTrigger pathname={pathname} variant="hero" />
      {open && (
        <ModalFrame titleId="voice-harness-title" onClose={() => setOpen(false)}>
          <CallExperience pathname={pathname} titleId="voice-harness-title" onClose={() => setOpen(false)} />
        </ModalFrame>
      )}
    </section>
  );
}
