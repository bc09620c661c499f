import { afterEach } from 'vitest';
import { forgetAllFormDrafts } from '../lib/form-drafts';

// Drafts live for a page visit (module memory): each test is a new visit.
afterEach(() => forgetAllFormDrafts());
