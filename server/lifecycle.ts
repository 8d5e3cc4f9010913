/**
 * What /api/ready reports besides the database: whether this instance may serve at all (a database
 * schema newer than its code: it does not) and whether it is stopping (SIGTERM: the load balancer must
 * take it out before it stops accepting connections).
 */
export interface ShopState {
  stopping: boolean;
  /** Set when this version must not serve this database; the message names the unknown migrations. */
  schemaProblem?: string;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
