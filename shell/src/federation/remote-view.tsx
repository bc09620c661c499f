import type { ExposeOf, PropsOf, RemoteId } from '@novavox/shared-contracts';
import { type ComponentType, Suspense, useState } from 'react';
import { lazyRemoteComponent, resetRemote } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

export interface RemoteViewProps<R extends RemoteId, E extends ExposeOf<R>> {
  remote: R;
  expose: E;
  props: PropsOf<R, E>;
  /** Inside a dialog: the id its title must carry while the remote loads or has failed. */
  titleId?: string;
}

/** Renders one exposed component of a remote, with its loading state, fallback and Retry. */
export function RemoteView<R extends RemoteId, E extends ExposeOf<R>>({
  remote,
  expose,
  props,
  titleId,
}: RemoteViewProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemoteComponent(remote, expose) as unknown as ComponentType<object>;
  const retry = () => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteFallback remote={remote} onRetry={retry} titleId={titleId} />}
    >
      <Suspense fallback={<RemoteLoading remote={remote} titleId={titleId} />}>
        <Component {...(props as object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
