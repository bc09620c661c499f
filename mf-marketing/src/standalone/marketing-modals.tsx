import { useBusEvent } from '@novavox/contracts-runtime';
import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { useState } from 'react';
import ContactModal from '../exposes/contact-modal';
import DemoModal from '../exposes/demo-modal';
import WaitlistModal from '../exposes/waitlist-modal';

type OpenModal = { kind: 'waitlist'; source: string } | { kind: 'contact' } | { kind: 'demo' } | null;

/** Plays the shell's modal host for this remote's own modals. */
export function MarketingModals() {
  const [open, setOpen] = useState<OpenModal>(null);
  useBusEvent(['waitlist/open', 'contact/open', 'demo/open'], (event) => {
    if (event.type === 'waitlist/open') setOpen({ kind: 'waitlist', source: event.source });
    else if (event.type === 'contact/open') setOpen({ kind: 'contact' });
    else setOpen({ kind: 'demo' });
  });
  if (!open) return null;
  const close = () => setOpen(null);
  const titleId = 'marketing-harness-modal-title';
  return (
    <ModalFrame titleId={titleId} onClose={close}>
      {open.kind === 'waitlist' && <WaitlistModal titleId={titleId} onClose={close} source={open.source} />}
      {open.kind === 'contact' && <ContactModal titleId={titleId} onClose={close} />}
      {open.kind === 'demo' && <DemoModal titleId={titleId} onClose={close} />}
    </ModalFrame>
  );
}
