import type { WaitlistModalProps } from '@novavox/contracts-runtime';
import { WaitlistModalContent } from '../features/waitlist/components/waitlist-modal-content';

export default function WaitlistModal({ titleId, source, onClose }: WaitlistModalProps) {
  return <WaitlistModalContent titleId={titleId} source={source} onClose={onClose} />;
}
