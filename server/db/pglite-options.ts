/** What every PGlite the app opens loads: the extensions the migrations create (0013: pg_trgm). */
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;
