/**
 * Asks for a password on the terminal without echoing it: readline writes through an output that
 * drops everything while muted, so neither the typed characters nor their count are shown.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // After question() has written the prompt: from here on only the typing is hidden.
    muted = true;
    rl.on('SIGINT', () => {
      rl.close();
      process.stdout.write('\n');
      reject(new Error('Cancelled.'));
    });
  });
}
