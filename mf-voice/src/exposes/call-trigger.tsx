import { type CallTriggerProps, callFlavourForPath, callTriggerLabel, emit } from '@novavox/shared-contracts';

export default function CallTrigger({ pathname, variant }: CallTriggerProps) {
  const { flavour, voicecare } = callFlavourForPath(pathname);
  return (
    <button
      type="button"
      className={`call-trigger call-trigger--${variant}`}
      onClick={() => emit({ type: 'voice/open', flavour, voicecare, source: variant })}
    >
      {callTriggerLabel(flavour)}
    </button>
  );
}
