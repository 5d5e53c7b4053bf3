import type { Database, DatabaseTx } from '../../db/client';

/** A transaction of Database: the order workflows run their steps inside one. */
export type Tx = DatabaseTx;

/** The database or a transaction: reads that also run inside a workflow's transaction take either. */
export type Db = Database | Tx;
