import { resolveWaitlistSource } from '@novavox/contracts-api/waitlist-source';
import { useBusEvent, useLocation, useNavigate } from '@novavox/contracts-runtime';
import { findSiteRoute } from '@novavox/contracts-site/routes';
import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { useState } from 'react';
import { RemoteView } from '../federation/remote-view';

type OpenModal =
  | { kind: 'voice' }
  | { kind: 'waitlist'; source: string }
  | { kind: 'contact' }
  | { kind: 'demo' }
  | null;

const TITLE_ID = 'nvx-modal-title';

/** The page a waitlist route shows the modal over: /waitlist over /, /novavox-family/waitlist over /novavox-family. */
export function pageUnderWaitlist(routePath: string): string {
  return routePath.replace(/\/waitlist$/, '') || '/';
}

/**
 * The one place where remote modals appear, opened by bus events from anywhere on the site. On a waitlist
 * route the URL itself opens the waitlist: closing it replaces the route with the page it was shown over,
 * so a reload or a shared link does not reopen it and Back leaves for the page before; Back while it is
 * open closes it, and Forward opens it again.
 */
export function ModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenModal>(null);
  const route = findSiteRoute(location.pathname);
  const waitlistRoute = route?.opensWaitlist ? route : null;
  const shown: OpenModal =
    open ?? (waitlistRoute ? { kind: 'waitlist', source: resolveWaitlistSource(location.search) } : null);

  const onClose = () => {
    if (open) setOpen(null);
    else if (waitlistRoute) navigate(pageUnderWaitlist(waitlistRoute.path), { replace: true });
  };

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
        return onClose();
    }
  });
  if (!shown) return null;
  const common = { titleId: TITLE_ID, onClose };
  return (
    <ModalFrame titleId={TITLE_ID} onClose={onClose} className={`nvx-modal--${shown.kind}`}>
      {shown.kind === 'voice' && (
        <RemoteView
          remote="mf_voice"
          expose="./CallExperience"
          props={{ ...common, pathname: location.pathname }}
          titleId={TITLE_ID}
        />
      )}
      {shown.kind === 'waitlist' && (
        <RemoteView
          remote="mf_marketing"
          expose="./WaitlistModal"
          props={{ ...common, source: shown.source }}
          titleId={TITLE_ID}
        />
      )}
      {shown.kind === 'contact' && (
        <RemoteView remote="mf_marketing" expose="./ContactModal" props={common} titleId={TITLE_ID} />
      )}
      {shown.kind === 'demo' && (
        <RemoteView remote="mf_marketing" expose="./DemoModal" props={common} titleId={TITLE_ID} />
      )}
    </ModalFrame>
  );
}
