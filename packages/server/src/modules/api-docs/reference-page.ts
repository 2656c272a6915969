/**
 * The reference for integrators (issue 13): the OpenAPI document as one plain HTML page, with a
 * table of contents and, per call, who may call it, its parameters and the fields of its request
 * and responses. No script; the one stylesheet is a separate file (the CSP allows no inline
 * style). Everything in it comes from the document, escaped.
 */
import { fieldsOf, notesOf, resolveRef, typeName } from './schema-fields.js';

type Schema = Record<string, unknown>;
type Operation = {
  tags?: string[];
  parameters?: Schema[];
  requestBody?: Schema;
  responses?: Record<string, Schema>;
  security?: unknown[];
  'x-policy'?: { kind: string; roles?: string[]; beforePasswordChange?: boolean };
};
type Entry = { method: string; path: string; id: string; operation: Operation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function policyText(operation: Operation): string {
  const policy = operation['x-policy'];
  switch (policy?.kind) {
    case 'public':
      return 'Anyone: no session needed.';
    case 'signedIn':
      return policy.beforePasswordChange
        ? 'Any signed-in user, also one who must still replace a temporary password.'
        : 'Any signed-in user.';
    case 'roles':
      return `Signed in as: ${(policy.roles ?? []).join(', ')}.`;
    default:
      return 'Nobody: this call declares no access policy and is refused.';
  }
}

function fieldTable(document: Schema, schema: Schema, caption: string): string {
  const { fields, cut } = fieldsOf(document, schema);
  if (fields.length === 0) {
    const notes = notesOf(document, schema);
    return `<p>${escapeHtml(caption)}: ${escapeHtml(typeName(document, schema))}${
      notes ? `. ${escapeHtml(notes)}` : ''
    }</p>`;
  }
  const rows = fields
    .map(
      (f) =>
        `<tr><th scope="row"><code>${escapeHtml(f.path)}</code></th><td>${escapeHtml(f.type)}</td>` +
        `<td>${f.required ? 'yes' : 'no'}</td><td>${escapeHtml(f.notes)}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Field</th>` +
    `<th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr>` +
    `</thead><tbody>${rows}</tbody></table>` +
    (cut ? '<p>Further fields are left out here; see the OpenAPI document.</p>' : '')
  );
}

function parametersSection(document: Schema, entry: Entry): string {
  const parameters = (entry.operation.parameters ?? [])
    .map((p) => resolveRef(document, p))
    .filter((p) => typeof p.name === 'string');
  if (parameters.length === 0) return '<h4>Parameters</h4><p>None.</p>';
  const rows = parameters
    .map((p) => {
      const schema = isSchema(p.schema) ? p.schema : {};
      const notes = [
        typeof p.description === 'string' ? p.description : '',
        notesOf(document, schema),
      ]
        .filter(Boolean)
        .join(' ');
      return (
        `<tr><th scope="row"><code>${escapeHtml(String(p.name))}</code></th>` +
        `<td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(typeName(document, schema))}</td><td>${escapeHtml(notes)}</td></tr>`
      );
    })
    .join('');
  return (
    `<h4>Parameters</h4><table><caption>Parameters of ${escapeHtml(entry.method)} ` +
    `${escapeHtml(entry.path)}</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>` +
    `<th scope="col">Required</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}

function contentBlocks(document: Schema, holder: Schema, caption: string): string {
  const content = isSchema(holder.content) ? holder.content : {};
  const types = Object.entries(content);
  if (types.length === 0) return '<p>No body described.</p>';
  return types
    .map(([type, media]) => {
      const schema = isSchema(media) && isSchema(media.schema) ? media.schema : {};
      return (
        `<p>Content type: <code>${escapeHtml(type)}</code></p>` +
        fieldTable(document, schema, `${caption} (${type})`)
      );
    })
    .join('');
}

/** `Refused` for `{ $ref: '#/components/responses/Refused' }`: described once on the page. */
function sharedResponseName(raw: Schema): string | undefined {
  const ref = raw.$ref;
  const prefix = '#/components/responses/';
  return typeof ref === 'string' && ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

function sharedResponsesSection(document: Schema): string {
  const components = isSchema(document.components) ? document.components : {};
  const responses = isSchema(components.responses) ? components.responses : {};
  const items = Object.entries(responses).filter(([, r]) => isSchema(r));
  if (items.length === 0) return '';
  return (
    `<section aria-labelledby="shared-responses"><h2 id="shared-responses">Responses of every call</h2>` +
    items
      .map(([name, raw]) => {
        const response = resolveRef(document, raw as Schema);
        const description = typeof response.description === 'string' ? response.description : '';
        return (
          `<h3 id="response-${escapeHtml(name)}">${escapeHtml(name)}</h3>` +
          (description ? `<p>${escapeHtml(description)}</p>` : '') +
          contentBlocks(document, response, `${name} response`)
        );
      })
      .join('') +
    `</section>`
  );
}

/** How to send the session, from the document's security schemes. */
function authenticationSection(document: Schema): string {
  const components = isSchema(document.components) ? document.components : {};
  const schemes = isSchema(components.securitySchemes) ? components.securitySchemes : {};
  const items = Object.values(schemes)
    .filter(isSchema)
    .map((scheme) => {
      if (scheme.type === 'http' && scheme.scheme === 'bearer') {
        return '<li>The header <code>Authorization: Bearer &lt;token&gt;</code>.</li>';
      }
      if (scheme.type === 'apiKey') {
        return (
          `<li>The ${escapeHtml(String(scheme.in))} <code>${escapeHtml(String(scheme.name))}` +
          `</code>.</li>`
        );
      }
      return `<li>${escapeHtml(String(scheme.type))}</li>`;
    });
  if (items.length === 0) return '';
  return (
    `<section aria-labelledby="authentication"><h2 id="authentication">Authentication</h2>` +
    `<p>Every call not marked “Anyone” needs a session, sent in either of these ways:</p>` +
    `<ul>${items.join('')}</ul></section>`
  );
}

function operationSection(document: Schema, entry: Entry): string {
  const { operation } = entry;
  const label = `${entry.method} ${entry.path}`;
  const body = operation.requestBody
    ? `<h4>Request body</h4>${contentBlocks(document, resolveRef(document, operation.requestBody), `Request fields of ${label}`)}`
    : '';
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, raw]) => {
      const response = resolveRef(document, raw);
      const description = typeof response.description === 'string' ? response.description : '';
      const shared = sharedResponseName(raw);
      return (
        `<h5>${escapeHtml(status)}${description ? `: ${escapeHtml(description)}` : ''}</h5>` +
        (shared
          ? `<p>The body is described once, under <a href="#response-${escapeHtml(shared)}">` +
            `${escapeHtml(shared)}</a>.</p>`
          : contentBlocks(document, response, `Response ${status} of ${label}`))
      );
    })
    .join('');
  return (
    `<section id="${entry.id}" aria-labelledby="${entry.id}-title">` +
    `<h3 id="${entry.id}-title"><span class="method">${escapeHtml(entry.method)}</span> ` +
    `<code>${escapeHtml(entry.path)}</code></h3>` +
    `<p><strong>Who may call:</strong> ${escapeHtml(policyText(operation))}</p>` +
    parametersSection(document, entry) +
    body +
    `<h4>Responses</h4>${responses}` +
    `<p><a href="#contents">Back to contents</a></p></section>`
  );
}

function entriesOf(document: Schema): Entry[] {
  const paths = isSchema(document.paths) ? document.paths : {};
  const entries: Entry[] = [];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isSchema(operation)) continue;
      const base = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
      let id = base;
      for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;
      ids.add(id);
      entries.push({ method: method.toUpperCase(), path, id, operation: operation as Operation });
    }
  }
  return entries;
}

/** The whole page; `stylesheet` is the URL of the page's stylesheet. */
export function renderReferencePage(
  document: Schema,
  options: { stylesheet: string; json: string },
) {
  const info = isSchema(document.info) ? document.info : {};
  const title = `${String(info.title ?? 'API')} reference`;
  const tags = Array.isArray(document.tags) ? document.tags.filter(isSchema) : [];
  const entries = entriesOf(document);
  const groups = tags
    .map((tag) => ({
      name: String(tag.name),
      description: typeof tag.description === 'string' ? tag.description : '',
      entries: entries.filter((e) => (e.operation.tags ?? [])[0] === tag.name),
    }))
    .filter((g) => g.entries.length > 0);
  const untagged = entries.filter((e) => !groups.some((g) => g.entries.includes(e)));
  if (untagged.length > 0) groups.push({ name: 'other', description: '', entries: untagged });

  const link = (e: Entry) =>
    `<li><a href="#${e.id}"><span class="method">${escapeHtml(e.method)}</span> ` +
    `<code>${escapeHtml(e.path)}</code></a></li>`;
  const contents = groups
    .map((g) => `<li>${escapeHtml(g.name)}<ul>${g.entries.map(link).join('')}</ul></li>`)
    .join('');
  const sections = groups
    .map(
      (g) =>
        `<section aria-labelledby="group-${escapeHtml(g.name)}"><h2 id="group-${escapeHtml(g.name)}">` +
        `${escapeHtml(g.name)}</h2>${g.description ? `<p>${escapeHtml(g.description)}</p>` : ''}` +
        g.entries.map((e) => operationSection(document, e)).join('') +
        `</section>`,
    )
    .join('');
  const description = typeof info.description === 'string' ? info.description : '';
  const authentication = authenticationSection(document);
  const shared = sharedResponsesSection(document);
  const before = [
    authentication ? '<li><a href="#authentication">Authentication</a></li>' : '',
    shared ? '<li><a href="#shared-responses">Responses of every call</a></li>' : '',
  ].join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}"></head><body>` +
    `<header><h1>${escapeHtml(title)}</h1>` +
    `<p>Version ${escapeHtml(String(info.version ?? ''))}. ${escapeHtml(description)}</p>` +
    `<p>The machine-readable contract: <a href="${escapeHtml(options.json)}">` +
    `OpenAPI ${escapeHtml(String(document.openapi ?? ''))} document</a>.</p></header>` +
    `<nav aria-labelledby="contents"><h2 id="contents">Contents</h2>` +
    `<ul>${before}${contents}</ul></nav>` +
    `<main>${authentication}${shared}${sections}</main></body></html>`
  );
}
