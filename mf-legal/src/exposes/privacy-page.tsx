import { PrivacyPolicy } from '../features/legal-documents/components/privacy-policy';

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
