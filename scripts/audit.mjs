// `npm audit --omit=dev --audit-level=high`, failing on a high or critical advisory in a
// runtime dependency. Registries that do not offer the advisory endpoint (this workplace's
// answers 405) cannot be audited: that is reported loudly, not counted as a pass or a failure.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
if (report.statusCode && !report.metadata) {
  console.warn(`npm audit: NOT CHECKED, the registry's advisory endpoint answered ${report.statusCode} (${report.uri ?? ''})`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit (runtime dependencies): ${JSON.stringify(counts)}`);
process.exit((counts.high ?? 0) + (counts.critical ?? 0) > 0 ? 1 : 0);
