import { SignupPageContent } from '../features/waitlist/components/signup-page-content';

export default function SignupPage() {
  return <SignupPageContent />;
}
