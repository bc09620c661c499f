import { createRoot } from 'react-dom/client';

// The plainest React page the same tooling builds: the yardstick for the site's bytes.
const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Hello from a plain React page.</p>);
