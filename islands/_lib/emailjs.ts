// Sending through EmailJS (@emailjs/browser 4.4.1), the one third party the site talks to
// (https://api.emailjs.com). The client is initialised once per page with the public key; every
// failure becomes a SendError that says why, so the form can say what to do about it.
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import type { SendFailure } from '../../content/forms.ts';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
}

/**
 * A send with no answer after this long is abandoned: the visitor gets the form back. The
 * request itself cannot be cancelled (the library takes no AbortSignal); its late answer is
 * ignored. Tests read this constant to recognise the timer.
 */
export const SEND_TIMEOUT = 15_000;

/** What a failure means for the visitor, from the HTTP status (0: no answer at all). */
export function failureOf(status: number | 'timeout'): SendFailure {
  if (status === 'timeout') return 'timeout';
  if (status === 0) return 'network';
  if (status === 429) return 'busy';
  // 400 (bad key or template), 403, 451 and the like: the same request would be refused again.
  if (status >= 400 && status < 500) return 'refused';
  return 'server';
}

// Its fields are declared, not defined: a class field would bring esbuild's helper for it into a
// chunk that every island's code then imports.
export class SendError extends Error {
  declare readonly status: number | 'timeout';
  declare readonly failure: SendFailure;
  constructor(status: number | 'timeout') {
    super(`EmailJS: ${status}`);
    this.name = 'SendError';
    this.status = status;
    this.failure = failureOf(status);
  }
}

let initialisedWith: string | undefined;

async function post(config: EmailJsConfig, templateId: string, params: Record<string, string>): Promise<number> {
  try {
    // 403, 429, 451 and every other refusal reject with an EmailJSResponseStatus; a network
    // failure rejects with the fetch TypeError.
    return (await send(config.serviceId, templateId, params)).status;
  } catch (error) {
    console.warn('[emailjs]', error instanceof EmailJSResponseStatus ? `${error.status} ${error.text}` : error);
    return error instanceof EmailJSResponseStatus ? error.status : 0;
  }
}

export async function sendTemplate(config: EmailJsConfig, templateId: string, params: Record<string, string>): Promise<void> {
  if (initialisedWith !== config.publicKey) {
    init({ publicKey: config.publicKey });
    initialisedWith = config.publicKey;
  }
  // An offline device does not try: the same failure, at once.
  if (navigator.onLine === false) throw new SendError(0);
  let timer = 0;
  const late = new Promise<'timeout'>((resolve) => (timer = window.setTimeout(() => resolve('timeout'), SEND_TIMEOUT)));
  const status = await Promise.race([post(config, templateId, params), late]);
  clearTimeout(timer);
  if (status !== 200) throw new SendError(status);
}
