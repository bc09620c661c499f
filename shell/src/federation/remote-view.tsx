import type { ExposeOf, PropsOf, RemoteId } from '@novavox/contracts-site/remotes';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { remoteComponent, resetRemote } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

export interface RemoteViewProps<R extends RemoteId, E extends ExposeOf<R>> {
  remote: R;
  expose: E;
  props: PropsOf<R, E>;
  /** Inside a dialog: the id its title must carry while the remote loads or has failed. */
  titleId?: string;
  /** Called once the remote's content or its fallback has committed (for a hydrated page: is live). */
  onShown?: () => void;
}

/** Calls `onShown` from inside the boundary, so it runs when that boundary commits, not its parent. */
function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/** Renders one exposed component of a remote, with its loading state, fallback and Retry. */
export function RemoteView<R extends RemoteId, E extends ExposeOf<R>>({
  remote,
  expose,
  props,
  titleId,
  onShown,
}: RemoteViewProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  };
  return (
    // The router reuses this instance when a route of another remote or expose takes its place: the key
    // gives that route its own boundary and its own slot, as a Retry does.
    <RemoteErrorBoundary
      key={`${remote}/${expose}#${attempt}`}
      fallback={() => (
        <>
          <RemoteFallback remote={remote} onRetry={retry} titleId={titleId} />
          <Shown onShown={onShown} />
        </>
      )}
    >
      <Suspense fallback={<RemoteLoading remote={remote} titleId={titleId} />}>
        <RemoteSlot remote={remote} expose={expose} props={props} />
        <Shown onShown={onShown} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Picks the component once per mount (a new expose or a Retry remounts it, through the boundary's key), so a lazy component
 * that resolves later is never swapped for the loaded one, which would remount the remote's tree.
 */
function RemoteSlot<R extends RemoteId, E extends ExposeOf<R>>({
  remote,
  expose,
  props,
}: Pick<RemoteViewProps<R, E>, 'remote' | 'expose' | 'props'>) {
  const [Component] = useState(() => remoteComponent(remote, expose) as unknown as ComponentType<object>);
  return <Component {...(props as object)} />;
}
