// Writes the `msg` section of locales/en.json from the domain's messages (i18n/message-templates)
// and lists the ids another locale lacks. Run after adding or changing a domain message:
//   npx tsx packages/domain/scripts/gen-msg-catalog.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageTemplates } from '../src/i18n/message-templates';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
type Tree = { [key: string]: string | Tree };

function nest(flat: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [id, text] of Object.entries(flat)) {
    const parts = id.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1)!] = text;
  }
  return root;
}

const enPath = path.join(dir, 'en.json');
const en = JSON.parse(fs.readFileSync(enPath, 'utf8')) as Tree;
const templates = messageTemplates();
en.msg = nest(templates);
fs.writeFileSync(enPath, `${JSON.stringify(en, null, 2)}\n`);

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
  const other = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
  const missing = Object.keys(templates).filter((id) => {
    let node: string | Tree | undefined = other.msg;
    for (const part of id.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node !== 'string';
  });
  if (missing.length) {
    console.log(`${file} lacks ${missing.length} message(s):`);
    for (const id of missing) console.log(`  ${id}: ${JSON.stringify(templates[id])}`);
  }
}
