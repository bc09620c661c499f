import { OldHomeContent } from '../features/old-home/components/old-home-content';

export default function OldHomePage() {
  return <OldHomeContent />;
}
