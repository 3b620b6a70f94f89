// `npm run mailbox`: lists the messages the local mailbox saved in .mailbox/, newest last.
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printable } from './lib/printable.mjs';

const dir = fileURLToPath(new URL('../.mailbox/', import.meta.url));
const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
if (files.length === 0) {
  console.log('mailbox: empty (.mailbox/ has no messages yet — send one from the form in `npm start`)');
} else {
  for (const file of files) {
    const message = JSON.parse(await readFile(dir + file, 'utf8'));
    const [receivedAt, name, email, subject] = [
      message.receivedAt,
      message.user_name,
      message.email,
      message.subject,
    ].map((text) => printable(text));
    const body = printable(String(message.message ?? '').replace(/\r\n/g, '\n'), { keepNewlines: true }).replace(
      /\n/g,
      '\n  ',
    );
    console.log(`— ${receivedAt}  ${name} <${email}>\n  ${subject}\n  ${body}\n`);
  }
  console.log(`mailbox: ${files.length} message(s) in .mailbox/`);
}
