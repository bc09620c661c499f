import { ModalFrame, useBusEvent, useLocation } from '@novavox/shared-contracts';
import { useState } from 'react';
import { RemoteView } from '../federation/remote-view';

type OpenModal =
  | { kind: 'voice' }
  | { kind: 'waitlist'; source: string }
  | { kind: 'contact' }
  | { kind: 'demo' }
  | null;

const TITLE_ID = 'nvx-modal-title';

/** The one place where remote modals appear, opened by bus events from anywhere on the site. */
export function ModalHost() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<OpenModal>(null);
  useBusEvent(['voice/open', 'waitlist/open', 'contact/open', 'demo/open', 'modal/close'], (event) => {
    switch (event.type) {
      case 'voice/open':
        return setOpen({ kind: 'voice' });
      case 'waitlist/open':
        return setOpen({ kind: 'waitlist', source: event.source });
      case 'contact/open':
        return setOpen({ kind: 'contact' });
      case 'demo/open':
        return setOpen({ kind: 'demo' });
      case 'modal/close':
        return setOpen(null);
    }
  });
  if (!open) return null;
  const onClose = () => setOpen(null);
  const common = { titleId: TITLE_ID, onClose };
  return (
    <ModalFrame titleId={TITLE_ID} onClose={onClose} className={`nvx-modal--${open.kind}`}>
      {open.kind === 'voice' && (
        <RemoteView remote="mf_voice" expose="./CallExperience" props={{ ...common, pathname }} titleId={TITLE_ID} />
      )}
      {open.kind === 'waitlist' && (
        <RemoteView
          remote="mf_marketing"
          expose="./WaitlistModal"
          props={{ ...common, source: open.source }}
          titleId={TITLE_ID}
        />
      )}
      {open.kind === 'contact' && (
        <RemoteView remote="mf_marketing" expose="./ContactModal" props={common} titleId={TITLE_ID} />
      )}
      {open.kind === 'demo' && (
        <RemoteView remote="mf_marketing" expose="./DemoModal" props={common} titleId={TITLE_ID} />
      )}
    </ModalFrame>
  );
}
