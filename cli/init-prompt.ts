import { createInterface } from 'node:readline';
import { DEFAULT_ANSWERS, type InitAnswers } from '../src/node/index';

/**
 * Asks for the site's title and its first product on a terminal; an empty answer (or the end
 * of the input) takes the default shown in brackets. Given answers (`--title`, `--product`) are
 * not asked again. Lines are read in order as they come, so answers typed ahead are kept.
 */
export async function askInitAnswers(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, given: Partial<InitAnswers>): Promise<InitAnswers> {
  const lines = createInterface({ input, terminal: false });
  const answers = lines[Symbol.asyncIterator]();
  try {
    const ask = async (question: string, fallback: string) => {
      output.write(`${question} (${fallback}): `);
      const answer = await answers.next();
      return (answer.done ? '' : String(answer.value)).trim() || fallback;
    };
    const title = given.title ?? (await ask('Title of the site', DEFAULT_ANSWERS.title));
    const productName = given.productName ?? (await ask('Name of its first product', DEFAULT_ANSWERS.productName));
    return { title, productName };
  } finally {
    lines.close();
  }
}
