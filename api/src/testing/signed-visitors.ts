import { signVisitorId } from '../visitors/visitor-id-signing';

/** The visitor-id secret every test server uses unless a test sets VISITOR_ID_SECRET itself ('' for the database's). */
export const TEST_VISITOR_ID_SECRET = 'test-visitor-id-secret-0123456789abcdef';

/** A visitor id as the api issues it (`<id>.<signature>`), for tests whose visitors should count. */
export const signedVisitor = (id: string): string => signVisitorId(TEST_VISITOR_ID_SECRET, id);
