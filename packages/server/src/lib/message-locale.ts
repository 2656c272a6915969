// Decisions §13: `msg` (and its twin `message`, and the issues' messages) in the language the
// request's Accept-Language prefers; English, the spec's texts, for everyone else. Translated at
// serialization, so services keep producing the domain's English constants and a client that
// sends no header (the spec's clients) gets exactly what it got before, at no cost.
import {
  createMessageTranslator,
  DEFAULT_LOCALE,
  loadCatalog,
  LOCALE_CODES,
  type Locale,
  type MessageTranslator,
  pickLocale,
} from '@pragati/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export async function loadMessageTranslators(): Promise<Map<Locale, MessageTranslator>> {
  const en = (await loadCatalog(DEFAULT_LOCALE)).msg;
  const translators = new Map<Locale, MessageTranslator>();
  for (const code of LOCALE_CODES) {
    if (code === DEFAULT_LOCALE) continue;
    translators.set(code, createMessageTranslator(en, (await loadCatalog(code)).msg));
  }
  return translators;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  pickLocale(request.headers['accept-language'], LOCALE_CODES, DEFAULT_LOCALE);

type Translatable = { msg?: unknown; message?: unknown; issues?: unknown };

export async function registerMessageLocale(app: FastifyInstance): Promise<void> {
  const translators = await loadMessageTranslators();
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Translatable;
    if (typeof body.msg !== 'string' && typeof body.message !== 'string') return payload;
    // Every answer with a message depends on the header, the English ones included.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-language');
    else if (!/accept-language/i.test(String(vary)))
      reply.header('vary', `${vary}, accept-language`);
    const translate = translators.get(requestLocale(request));
    if (!translate) return payload;
    const out: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
    if (typeof body.msg === 'string') out.msg = translate(body.msg);
    if (typeof body.message === 'string') out.message = translate(body.message);
    if (Array.isArray(body.issues)) {
      out.issues = body.issues.map((issue: unknown) =>
        issue && typeof issue === 'object' && typeof (issue as Translatable).message === 'string'
          ? { ...issue, message: translate((issue as { message: string }).message) }
          : issue,
      );
    }
    return out;
  });
}
