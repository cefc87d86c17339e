/** Operations: leases that keep each background job to one app server at a time. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  /** Milliseconds since 1970. */
  expires_at: number;
  last_run_at: number | null;
}
