import type { CallFlavour } from './call-flavour';

/**
 * Every message that crosses a remote boundary. Names are `domain/verb`; remotes emit, the shell and
 * other remotes subscribe. Adding a member here is a contract change (see CONTRACTS_VERSION).
 */
export type NovaVoxEvent =
  | { type: 'voice/open'; flavour: CallFlavour; voicecare: boolean; source: string }
  | { type: 'voice/prefetch' }
  /** The voice remote is setting a call up (true) or done with it (false); every call trigger follows it. */
  | { type: 'voice/setup'; settingUp: boolean }
  /**
   * A web call connected (the embedded demo or the voice platform), once per call the visitor started; analytics
   * forwards it as `demo_call_started`, which the api credits to the visitor's experiments.
   */
  | { type: 'voice/call-started'; demo: boolean }
  | { type: 'waitlist/open'; source: string }
  | { type: 'contact/open' }
  | { type: 'demo/open' }
  | { type: 'modal/close' }
  | { type: 'navigation/section'; sectionId: string }
  | {
      type: 'experiment/impression';
      experimentId: string;
      variantId: string;
      category?: string;
      label?: string;
    }
  | {
      type: 'experiment/conversion';
      experimentId: string;
      variantId: string;
      category?: string;
      label?: string;
    }
  | { type: 'form/submitted'; form: 'waitlist' | 'contact' | 'signup'; source: string }
  | { type: 'remote/loaded'; remoteId: string; url: string; ms: number }
  | { type: 'remote/failed'; remoteId: string; url: string; reason: string }
  | {
      type: 'remote/build';
      remoteId: string;
      url: string;
      version: string | null;
      buildId: string | null;
      contractsVersion: string | null;
    }
  | {
      type: 'remote/shared-mismatch';
      packageName: string;
      requiredVersion: string;
      providedVersion: string;
      consumer: string;
    };

export type NovaVoxEventType = NovaVoxEvent['type'];
export type EventOfType<T extends NovaVoxEventType> = Extract<NovaVoxEvent, { type: T }>;
