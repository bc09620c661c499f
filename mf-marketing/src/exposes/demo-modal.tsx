import type { DemoModalProps } from '@novavox/contracts-runtime';
import { DemoModalContent } from '../features/demo-call/components/demo-modal-content';

export default function DemoModal({ titleId, onClose }: DemoModalProps) {
  return <DemoModalContent titleId={titleId} onClose={onClose} />;
}
