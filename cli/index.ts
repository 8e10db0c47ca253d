// The `docs-site` command (bin/docs-site.mjs runs its compiled form, lib/cli.mjs).
import { CommanderError } from 'commander';
import { describeInternalError } from './output';
import { EXIT_INTERNAL, EXIT_USAGE, program } from './program';

try {
  await program.parseAsync(process.argv);
} catch (caught) {
  if (caught instanceof CommanderError) {
    const success = caught.code === 'commander.helpDisplayed' || caught.code === 'commander.version' || caught.code === 'commander.help';
    process.exitCode = success ? 0 : EXIT_USAGE;
  } else {
    process.stderr.write(describeInternalError(caught));
    process.exitCode = EXIT_INTERNAL;
  }
}
