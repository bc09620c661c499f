import { resolveWaitlistSource } from '@novavox/contracts-api/waitlist-source';
import { useBusEvent, useLocation, useNavigate } from '@novavox/contracts-runtime';
import { LIVE_MODAL_TITLE_ID, STATIC_COVERING_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/static-dialog';
import { findSiteRoute } from '@novavox/contracts-site/routes';
import { ModalFrame } from '@novavox/contracts-ui/modal-frame';
import { useRef, useState } from 'react';
import { RemoteView } from '../federation/remote-view';
import { useDialogHistoryEntry } from './dialog-history';

type OpenModal =
  | { kind: 'voice' }
  | { kind: 'waitlist'; source: string }
  | { kind: 'contact' }
  | { kind: 'demo' }
  | null;

const TITLE_ID = LIVE_MODAL_TITLE_ID;
const DIALOG_ID = 'nvx-modal';

/**
 * Back acts on the open dialog as Escape does: most dialogs close, a live call asks "End the call now?" first
 * (and keeps its history entry). A static dialog still covering the live one is closed the way its own close
 * button closes both.
 */
function pressEscapeInDialog(): void {
  const covering = document.querySelector<HTMLDialogElement>(`dialog[${STATIC_COVERING_ATTRIBUTE}]`);
  if (covering) {
    covering.dispatchEvent(new Event('cancel', { cancelable: true }));
    return;
  }
  const dialog = document.getElementById(DIALOG_ID);
  const active = document.activeElement;
  const target = dialog && active && dialog.contains(active) ? active : dialog;
  target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/** The page a waitlist route shows the modal over: /waitlist over /, /novavox-family/waitlist over /novavox-family. */
export function pageUnderWaitlist(routePath: string): string {
  return routePath.replace(/\/waitlist$/, '') || '/';
}

/**
 * The one place where remote modals appear, opened by bus events from anywhere on the site. On a waitlist
 * route the URL itself opens the waitlist: closing it replaces the route with the page it was shown over,
 * so a reload or a shared link does not reopen it and Back leaves for the page before; Back while it is
 * open closes it, and Forward opens it again. A dialog opened by the bus has one history entry of its own
 * while it is open (dialog-history.ts): Back closes it and the page stays.
 */
export function ModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenModal>(null);
  const route = findSiteRoute(location.pathname);
  const waitlistRoute = route?.opensWaitlist ? route : null;
  const shown: OpenModal =
    open ?? (waitlistRoute ? { kind: 'waitlist', source: resolveWaitlistSource(location.search) } : null);

  const closedByEscape = useRef(false);
  const onClose = () => {
    closedByEscape.current = true;
    if (open) setOpen(null);
    else if (waitlistRoute) navigate(pageUnderWaitlist(waitlistRoute.path), { replace: true });
  };

  useDialogHistoryEntry(open !== null, () => {
    closedByEscape.current = false;
    pressEscapeInDialog();
    if (closedByEscape.current) return true;
    // Nothing handled it (the dialog is not in the page): it closes all the same.
    if (!document.getElementById(DIALOG_ID)) {
      setOpen(null);
      return true;
    }
    return false;
  });

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
    <ModalFrame titleId={TITLE_ID} onClose={onClose} id={DIALOG_ID} className={`nvx-modal--${shown.kind}`}>
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
