// pg ships no types (and @types/pg is not installed): what the cache bus (cache-bus.ts) and the prepared
// statements (sql.ts: a named query config) use of it.
declare module 'pg' {
  export interface Notification {
    processId: number;
    channel: string;
    payload?: string;
  }
  export class Client {
    constructor(config: { connectionString: string; application_name?: string });
    connect(): Promise<void>;
    query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
    end(): Promise<void>;
    on(event: 'notification', listener: (message: Notification) => void): this;
    on(event: 'error' | 'end', listener: (error?: Error) => void): this;
    removeListener(event: string, listener: (...args: any[]) => void): this;
  }
  const pg: { Client: typeof Client };
  export default pg;
}
