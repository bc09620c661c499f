import { VariantDebug } from '../features/variant-debug/components/variant-debug';

export default function VariantDebugPage() {
  return <VariantDebug />;
}
