import { TermsOfService } from '../features/legal-documents/components/terms-of-service';

export default function TermsPage() {
  return <TermsOfService />;
}
