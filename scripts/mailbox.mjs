// `npm run mailbox`: lists the messages the local mailbox saved in .mailbox/, newest last.
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../.mailbox/', import.meta.url));
const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
if (files.length === 0) {
  console.log('mailbox: empty (.mailbox/ has no messages yet — send one from the form in `npm start`)');
} else {
  for (const file of files) {
    const message = JSON.parse(await readFile(dir + file, 'utf8'));
    console.log(`— ${message.receivedAt}  ${message.user_name} <${message.email}>\n  ${message.subject}\n  ${message.message.replace(/\n/g, '\n  ')}\n`);
  }
  console.log(`mailbox: ${files.length} message(s) in .mailbox/`);
}
