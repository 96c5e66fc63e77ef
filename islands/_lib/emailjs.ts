// Sending through EmailJS (@emailjs/browser 4.4.1), the one third party the site talks to
// (https://api.emailjs.com). The client is initialised once per page with the public key; every
// failure, whatever its kind, becomes a SendError carrying the HTTP status (0: no answer).
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
}

export class SendError extends Error {
  constructor(readonly status: number) {
    super(`Erreur lors de l’envoi : ${status}`);
    this.name = 'SendError';
  }
}

let initialisedWith: string | undefined;

export async function sendTemplate(config: EmailJsConfig, templateId: string, params: Record<string, string>): Promise<void> {
  if (initialisedWith !== config.publicKey) {
    init({ publicKey: config.publicKey });
    initialisedWith = config.publicKey;
  }
  // An offline device does not try: the same failure, at once.
  if (navigator.onLine === false) throw new SendError(0);
  let status: number;
  try {
    // 403, 429, 451 and every other refusal reject with an EmailJSResponseStatus; a network
    // failure or an offline device rejects with the fetch TypeError.
    status = (await send(config.serviceId, templateId, params)).status;
  } catch (error) {
    status = error instanceof EmailJSResponseStatus ? error.status : 0;
    console.warn('[emailjs]', error instanceof EmailJSResponseStatus ? `${error.status} ${error.text}` : error);
  }
  if (status !== 200) throw new SendError(status);
}
