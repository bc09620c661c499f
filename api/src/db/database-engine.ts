/** The two engines the api runs on: embedded SQLite by default, PostgreSQL when DATABASE_URL is set. */
export type DatabaseEngine = 'sqlite' | 'postgres';
